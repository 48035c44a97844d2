import type { Phase } from '@ths/content-model/bundle-schema';
import type { PhaseScore } from '@ths/training/phase-score';
import { useTranslation } from 'react-i18next';
import { Mascot } from '../../../components/illustrations/mascot.tsx';
import { useFocusOnMount } from '../../../lib/use-focus-on-mount.ts';
import type { WeekChallengeItem } from '@ths/training/week-challenge';
import { PhaseChallenges } from '../challenges/phase-challenges.tsx';
import type { JourneyEvent } from '../flow/journey-step.ts';
import { phaseColours } from '../phase-colours.ts';
import './phase-complete.css';

type PhaseCompleteViewProps = {
  phase: Phase;
  score: PhaseScore;
  /** The right ones behind the score, so a child reads "16 de 20 cenários certos". */
  right: number;
  total: number;
  /** docs/product/screens.md#phase-complete: 'Próxima Fase' only below the last phase. */
  hasNextPhase: boolean;
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
  return (
    <section
      className="complete"
      style={phaseColours(phase.number)}
      aria-labelledby="complete-heading"
    >
      <Mascot mood="cheer" className="complete__mascot" />
      <h1 id="complete-heading" ref={headingRef} tabIndex={-1} className="complete__heading">
        {t('complete.heading', { number: phase.number })}
      </h1>
      <p className="complete__phase">{phase.name}</p>
      <p className="complete__score">
        <span className="complete__percent">{t('complete.score', { percent: score.percent })}</span>
        <span className="complete__count">
          {t('complete.rightCount', { right: props.right, total: props.total })}
        </span>
      </p>
      <p className="complete__message">
        {score.message === 'excellent' ? t('complete.excellent') : t('complete.keepPractising')}
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
      <PhaseChallenges item={props.challenge} onMarkDone={props.onMarkChallenge} />
    </section>
  );
}
