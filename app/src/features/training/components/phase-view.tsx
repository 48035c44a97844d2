// Spec §2 view 3, the phase page: heading and description, the review button, the
// achievements counter, previous/next, the five phase buttons, the progress header and the card.
import type { Phase } from '@ths/content-model/bundle-schema';
import type { PhaseStatus } from '@ths/training/phases';
import type { ProgressHeader as Header } from '@ths/training/progress-header';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PhaseNav } from './phase-nav.tsx';
import { ProgressHeader } from './progress-header.tsx';

type PhaseViewProps = {
  phase: Phase;
  statuses: PhaseStatus[];
  header: Header;
  achievements: { unlocked: number; total: number };
  onReview: () => void;
  onAchievements: () => void;
  onPrevious: () => void;
  onNext: () => void;
  onOpenPhase: (phase: number) => void;
  /** The scenario card. */
  children: ReactNode;
};

export function PhaseView(props: PhaseViewProps) {
  const { phase, statuses, header, achievements } = props;
  const { t } = useTranslation();
  return (
    <section className="phase" aria-labelledby="phase-heading">
      <div className="phase__intro">
        <h1 id="phase-heading" className="phase__heading">
          {t('phase.heading', { number: phase.number, name: phase.name })}
        </h1>
        <p className="phase__description">{phase.description}</p>
      </div>
      <div className="phase__tools">
        <button type="button" className="button button--secondary" onClick={props.onReview}>
          {t('phase.review')}
        </button>
        <button
          type="button"
          className="button button--secondary achievements-counter"
          aria-label={t('phase.achievementsCounterLabel', achievements)}
          onClick={props.onAchievements}
        >
          <span aria-hidden="true">🏆 {t('phase.achievementsCounter', achievements)}</span>
        </button>
      </div>
      <PhaseNav statuses={statuses} onOpen={props.onOpenPhase} />
      <div className="phase__steps">
        <button
          type="button"
          className="button button--secondary"
          disabled={phase.number <= 1}
          onClick={props.onPrevious}
        >
          <span aria-hidden="true">← </span>
          {t('phase.previous')}
        </button>
        <button type="button" className="button button--secondary" onClick={props.onNext}>
          {t('phase.next')}
          <span aria-hidden="true"> →</span>
        </button>
      </div>
      <ProgressHeader header={header} />
      {props.children}
    </section>
  );
}
