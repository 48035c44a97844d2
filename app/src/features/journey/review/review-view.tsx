// docs/product/screens.md#review, review mode, mistakes first (docs/decisions/0008): 'Cenários para
// revisar' with one action to practise them in a set (at most 5, then a closing card,
// docs/decisions/0068) and their cards; then what the learner has answered, by phase
// (docs/decisions/0023): the current phase open, the others closed until opened. A scenario not
// played yet is never listed: the lesson is the one way to meet it first, so no story is given
// away. A locked phase (content added before it) says what opens it, with no buttons that lead
// nowhere.
import type { Phase, Scenario } from '@ths/content-model/bundle-schema';
import type { ReviewItem } from '@ths/training/review-list';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyReview } from '../../../components/illustrations/empty-review.tsx';
import type { JourneyEvent } from '../flow/journey-step.ts';
import { phaseColours } from '@ths/learner-ui/styles/phase-colours';
import { ViewTop } from '../../../components/view-top.tsx';
import './review.css';

/** A phase with the scenarios the review lists in it (reviewByPhase). */
export type ReviewPhase = {
  phase: Phase;
  unlocked: boolean;
  /** The learner's current phase: open. */
  current: boolean;
  items: ReviewItem<Scenario>[];
};

type ReviewViewProps = {
  /** Phases with something to list, in order (reviewByPhase). */
  groups: ReviewPhase[];
  /** The next set of flagged scenarios the learner may practise now, in a row (flaggedSet). */
  flaggedSet: number[];
  flaggedCount: number;
  /** The scenario just practised: the list opens where the learner was. */
  returnTo: number | null;
  dispatch: (event: JourneyEvent) => void;
  onBack: () => void;
};

export function ReviewView(props: ReviewViewProps) {
  const { groups, flaggedCount, dispatch } = props;
  const { t } = useTranslation();
  const flagged = groups
    .flatMap((group) => group.items)
    .filter((item) => item.status === 'flagged');
  // Back from practising one: its phase is open, so the focus can land on its card.
  const returnPhase = groups.find((group) =>
    group.items.some((item) => item.scenario.number === props.returnTo),
  )?.phase.number;
  useEffect(() => {
    if (props.returnTo === null) return;
    const button = document.getElementById(`review-pick-${props.returnTo}`);
    button?.scrollIntoView({ block: 'center' });
    button?.focus({ preventScroll: true });
  }, [props.returnTo]);
  return (
    <section className="review" aria-labelledby="review-heading">
      <ViewTop
        id="review-heading"
        title={t('review.title')}
        subtitle={t('review.subtitle')}
        back={t('review.back')}
        onBack={props.onBack}
        focus={props.returnTo === null}
      />
      {flaggedCount > 0 ? (
        <section className="review__todo" aria-labelledby="review-todo-heading">
          <h2 id="review-todo-heading" className="review__todo-title">
            {t('review.warningTitle')}
          </h2>
          <p>{t('review.warning', { count: flaggedCount })}</p>
          {props.flaggedSet.length > 0 && (
            <button
              type="button"
              className="button button--primary button--big"
              onClick={() => dispatch({ type: 'practise-flagged' })}
            >
              {t('review.practiseAll', { count: props.flaggedSet.length })}
            </button>
          )}
          <ul className="review__list">
            {flagged.map((item) => (
              <ReviewCard
                key={item.scenario.number}
                item={item}
                dispatch={dispatch}
                idPrefix="todo"
              />
            ))}
          </ul>
        </section>
      ) : (
        <div className="review__empty">
          <EmptyReview className="review__empty-picture" />
          <p>{t('review.nothingToReview')}</p>
        </div>
      )}
      <h2 className="review__all-title">{t('review.allTitle')}</h2>
      {groups.map(({ phase, unlocked, current, items }) => (
        <details
          key={phase.number}
          className={`review__phase ${unlocked ? '' : 'review__phase--locked'}`}
          style={phaseColours(phase.number)}
          // The current phase open; the others closed, so the page stays a short list of
          // phases, except where the learner just was.
          open={current || phase.number === returnPhase}
        >
          <summary>
            <span className="review__phase-name">
              {t('phase.heading', { number: phase.number, name: phase.name })}
            </span>
            <span className="review__phase-status">
              {unlocked
                ? t('review.playedCount', { count: items.length })
                : t('journey.phaseLocked', { previous: phase.number - 1 })}
            </span>
          </summary>
          <ul className="review__list">
            {items.map((item) => (
              <ReviewCard
                key={item.scenario.number}
                item={item}
                dispatch={unlocked ? dispatch : null}
                idPrefix="review"
              />
            ))}
          </ul>
        </details>
      ))}
    </section>
  );
}

function ReviewCard({
  item,
  dispatch,
  idPrefix,
}: {
  item: ReviewItem<Scenario>;
  /** Null in a locked phase: the card is listed, with nothing to press. */
  dispatch: ((event: JourneyEvent) => void) | null;
  idPrefix: string;
}) {
  const { t } = useTranslation();
  const { scenario, status } = item;
  const titleId = `${idPrefix}-scenario-${scenario.number}`;
  return (
    <li className={`review-card review-card--${status}`}>
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
      {dispatch && (
        <button
          type="button"
          id={idPrefix === 'review' ? `review-pick-${scenario.number}` : undefined}
          className="button button--secondary"
          aria-describedby={titleId}
          onClick={() => dispatch({ type: 'practise', scenario: scenario.number })}
        >
          {t('review.practiseAgain')}
        </button>
      )}
    </li>
  );
}
