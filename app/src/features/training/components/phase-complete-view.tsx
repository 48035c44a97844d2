import type { Phase } from '@ths/content-model/bundle-schema';
import type { PhaseScore } from '@ths/training/phase-score';
import { useTranslation } from 'react-i18next';
import { useFocusOnMount } from '../../../lib/use-focus-on-mount.ts';

type PhaseCompleteViewProps = {
  phase: Phase;
  score: PhaseScore;
  /** Spec §2: 'Próxima Fase' only below the last phase. */
  hasNextPhase: boolean;
  onNext: () => void;
  onReview: () => void;
  onAchievements: () => void;
};

/** Spec §2 view 4: the phase is done; its score, a message, and where to go next. */
export function PhaseCompleteView(props: PhaseCompleteViewProps) {
  const { phase, score } = props;
  const { t } = useTranslation();
  const headingRef = useFocusOnMount<HTMLHeadingElement>();
  return (
    <section className="card complete" aria-labelledby="complete-heading">
      <span className="complete__icon" aria-hidden="true">
        🎉
      </span>
      <h1 id="complete-heading" ref={headingRef} tabIndex={-1} className="complete__heading">
        {t('complete.heading', { number: phase.number })}
      </h1>
      <p className="complete__phase">{phase.name}</p>
      <p className="complete__score">{t('complete.score', { percent: score.percent })}</p>
      <p className="complete__message">
        {score.message === 'excellent' ? t('complete.excellent') : t('complete.keepPractising')}
      </p>
      <div className="complete__actions">
        {props.hasNextPhase && (
          <button type="button" className="button button--primary" onClick={props.onNext}>
            {t('complete.next')}
          </button>
        )}
        <button type="button" className="button button--secondary" onClick={props.onReview}>
          {t('complete.review')}
        </button>
        <button type="button" className="button button--secondary" onClick={props.onAchievements}>
          {t('complete.achievements')}
        </button>
      </div>
    </section>
  );
}
