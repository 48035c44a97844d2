// Spec §2 view 5, review mode: every scenario with its badge ('Completo' / 'Revisar') and its
// button ('Praticar Novamente' / 'Começar'), grouped by phase so a long list stays findable.
import type { Phase, Scenario } from '@ths/content-model/bundle-schema';
import type { ReviewItem } from '@ths/training/review-list';
import { useTranslation } from 'react-i18next';
import { ViewTop } from '../../../components/view-top.tsx';

type ReviewViewProps = {
  phases: Phase[];
  items: ReviewItem<Scenario>[];
  flaggedCount: number;
  onPick: (scenario: number) => void;
  onBack: () => void;
};

export function ReviewView({ phases, items, flaggedCount, onPick, onBack }: ReviewViewProps) {
  const { t } = useTranslation();
  return (
    <section className="review" aria-labelledby="review-heading">
      <ViewTop
        id="review-heading"
        title={t('review.title')}
        subtitle={t('review.subtitle')}
        back={t('review.back')}
        onBack={onBack}
      />
      {flaggedCount > 0 && (
        <div className="notice notice--warning">
          <h2 className="notice__title">{t('review.warningTitle')}</h2>
          <p>{t('review.warning', { count: flaggedCount })}</p>
        </div>
      )}
      {phases.map((phase) => {
        const inPhase = items.filter((item) => item.scenario.stage === phase.number);
        if (inPhase.length === 0) return null;
        return (
          <section key={phase.number} aria-labelledby={`review-phase-${phase.number}`}>
            <h2 id={`review-phase-${phase.number}`} className="review__phase">
              {t('phase.heading', { number: phase.number, name: phase.name })}
            </h2>
            <ul className="review__list">
              {inPhase.map((item) => (
                <ReviewCard key={item.scenario.number} item={item} onPick={onPick} />
              ))}
            </ul>
          </section>
        );
      })}
    </section>
  );
}

function ReviewCard({ item, onPick }: { item: ReviewItem<Scenario>; onPick: (n: number) => void }) {
  const { t } = useTranslation();
  const { scenario, status, action } = item;
  const titleId = `review-scenario-${scenario.number}`;
  return (
    <li className={`card review-card review-card--${status}`}>
      <div className="review-card__top">
        <h3 id={titleId} className="review-card__title">
          {scenario.title}
        </h3>
        {status === 'completed' && (
          <span className="badge badge--success">{t('review.completed')}</span>
        )}
        {status === 'flagged' && (
          <span className="badge badge--warning">{t('review.flagged')}</span>
        )}
      </div>
      <p className="review-card__description">{scenario.description}</p>
      <button
        type="button"
        className="button button--secondary"
        aria-describedby={titleId}
        onClick={() => onPick(scenario.number)}
      >
        {action === 'practise-again' ? t('review.practiseAgain') : t('review.start')}
      </button>
    </li>
  );
}
