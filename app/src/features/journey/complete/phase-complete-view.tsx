import type { Phase } from '@ths/content-model/bundle-schema';
import type { PhaseScore } from '@ths/training/phase-score';
import { useContext, useEffect, useRef } from 'react';
import { AfterCelebration } from '../../../components/after-celebration.tsx';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { Celebration } from '../../../components/celebration/celebration.tsx';
import { Mascot } from '../../../components/illustrations/mascot.tsx';
import { useFocusOnMount } from '../../../lib/use-focus-on-mount.ts';
import type { WeekChallengeItem } from '@ths/training/week-challenge';
import { PhaseChallenges } from '../challenges/phase-challenges.tsx';
import { AccuracyCounts } from '../lesson/accuracy-counts.tsx';
import type { JourneyEvent } from '../flow/journey-step.ts';
import { chimeIfWanted } from '../lesson/celebration-sound.ts';
import { phaseColours } from '@ths/learner-ui/styles/phase-colours';
import './phase-complete.css';

type PhaseCompleteViewProps = {
  phase: Phase;
  /** The percent and its counts: "16 de 20 de primeira · 4 corrigidos depois" (0022). */
  score: PhaseScore;
  /** docs/product/screens.md#phase-complete: 'Próxima Fase' only below the last phase. */
  hasNextPhase: boolean;
  /** The phase that comes next, to name it (issue 26 §6); none after the last. */
  nextPhase?: Phase;
  /**
   * The earlier phase still to complete when a phase given by the class was finished first
   * (docs/decisions/0053): it keeps the next phase closed, or the journey unfinished. Null when
   * the next phase is open, or when every phase is complete.
   */
  waitsFor: number | null;
  /** 'Desafio da semana': the week's one challenge, as on the home (docs/decisions/0024). */
  challenge: WeekChallengeItem | null;
  onMarkChallenge: (skillKey: string) => void;
  dispatch: (event: JourneyEvent) => void;
};

/**
 * docs/product/screens.md#phase-complete: the phase is done; its score, a message, and where to go
 * next.
 */
export function PhaseCompleteView(props: PhaseCompleteViewProps) {
  const { phase, score, dispatch } = props;
  const { t } = useTranslation();
  const headingRef = useFocusOnMount<HTMLHeadingElement>();
  // A finished phase is a moment (issue 26 §6): the chime too, if the learner turned sound on;
  // once, even when React runs the effect twice (StrictMode).
  const chimed = useRef(false);
  useEffect(() => {
    if (chimed.current) return;
    chimed.current = true;
    chimeIfWanted();
  }, []);
  const afterCelebration = useContext(AfterCelebration);
  return (
    <section
      className="complete"
      style={phaseColours(phase.number)}
      aria-labelledby="complete-heading"
    >
      <span className="celebration-host">
        <Mascot mood="cheer" className="complete__mascot" />
        <Celebration />
      </span>
      <h1 id="complete-heading" ref={headingRef} tabIndex={-1} className="complete__heading">
        {t('complete.heading', { number: phase.number })}
      </h1>
      <p className="complete__phase">{phase.name}</p>
      <p className="complete__score">
        <span className="complete__percent">{t('complete.score', { percent: score.percent })}</span>
        <AccuracyCounts summary={score.summary} className="complete__count" />
      </p>
      <p className="complete__message">
        {score.message === 'excellent' ? t('complete.excellent') : t('complete.keepPractising')}
      </p>
      {/* What comes next, in words, before the buttons (issue 26 §6). */}
      <p className="complete__next" data-testid="complete-next">
        {nextMoment(props, t)}
      </p>
      <div className="complete__actions">
        {props.hasNextPhase && (
          <button
            type="button"
            className="button button--primary button--big"
            onClick={() => dispatch({ type: 'next-phase' })}
          >
            {t('complete.next')}
          </button>
        )}
        <div className="complete__more">
          <button
            type="button"
            className="button button--secondary"
            onClick={() => dispatch({ type: 'open-review' })}
          >
            {t('complete.review')}
          </button>
          <button
            type="button"
            className="button button--secondary"
            onClick={() => dispatch({ type: 'open-achievements' })}
          >
            {t('complete.achievements')}
          </button>
        </div>
      </div>
      {/* After the celebration, under its buttons: the offer to install (docs/decisions/0068). */}
      {afterCelebration}
      <PhaseChallenges item={props.challenge} onMarkDone={props.onMarkChallenge} />
    </section>
  );
}

/** What comes next, in words: the next phase and whether it is open, or the end of the journey. */
function nextMoment(
  { nextPhase, waitsFor }: Pick<PhaseCompleteViewProps, 'nextPhase' | 'waitsFor'>,
  t: TFunction,
): string {
  if (!nextPhase) {
    return waitsFor === null
      ? t('moments.allPhasesDone')
      : t('moments.lastPhaseEarlierLeft', { required: waitsFor });
  }
  const named = { number: nextPhase.number, name: nextPhase.name };
  return waitsFor === null
    ? t('moments.nextPhase', named)
    : t('moments.nextPhaseClosed', { ...named, required: waitsFor });
}
