// The closing card of a set of the review's mistakes ('Praticar os N em sequência',
// docs/decisions/0068), the twin of a due set's (due/due-set-end.tsx): how many of the set came
// out right, a kind word, and what comes next: the next set while mistakes are left, otherwise
// where the learner was in the phases. One primary action; 'Voltar à lista' beside it.
import type { SetTally } from '@ths/training/due-today';
import { useTranslation } from 'react-i18next';
import { Mascot } from '../../../components/illustrations/mascot.tsx';
import { useFocusOnMount } from '../../../lib/use-focus-on-mount.ts';
import type { JourneyEvent } from '../flow/journey-step.ts';
import { ResumeButton, SetMarks } from '../due/set-end-parts.tsx';
import '../due/due-set-end.css';

type ReviewSetEndProps = {
  /** `remembered`: answered right in the set; `practised`: answered in it. */
  tally: SetTally;
  /** Mistakes still to practise after this set, and how many the next set takes. */
  remaining: number;
  nextSet: number;
  /** Where 'Continuar de onde parei' leads: 'Fase 2 · cenário 5 de 20'. */
  resumeAt: { phase: number; position: number; total: number };
  dispatch: (event: JourneyEvent) => void;
};

export function ReviewSetEnd({ tally, remaining, nextSet, resumeAt, dispatch }: ReviewSetEndProps) {
  const { t } = useTranslation();
  const headingRef = useFocusOnMount<HTMLHeadingElement>();
  const { remembered: right, practised } = tally;
  return (
    <section className="due-end" aria-labelledby="review-end-heading">
      <Mascot mood={right > 0 ? 'cheer' : 'hello'} className="due-end__mascot" />
      <p className="due-end__kicker">{t('review.title')}</p>
      <h1 id="review-end-heading" ref={headingRef} tabIndex={-1} className="due-end__heading">
        {/* None right is not a score of zero: it says what was done. */}
        {right > 0
          ? t('reviewEnd.right', { right, practised })
          : t('reviewEnd.practised', { count: practised })}
      </h1>
      <SetMarks right={right} practised={practised} />
      <p className="due-end__message">
        {right === practised ? t('reviewEnd.allRight') : t('reviewEnd.someLeft')}
      </p>
      <p className="due-end__next">
        {remaining > 0 ? t('reviewEnd.more', { count: remaining }) : t('reviewEnd.allDone')}
      </p>
      <div className="due-end__actions">
        {nextSet > 0 ? (
          <button
            type="button"
            className="button button--primary button--big"
            onClick={() => dispatch({ type: 'practise-flagged' })}
          >
            {t('reviewEnd.nextSet', { count: nextSet })}
          </button>
        ) : (
          <ResumeButton resumeAt={resumeAt} dispatch={dispatch} />
        )}
        <button
          type="button"
          className="button button--secondary"
          onClick={() => dispatch({ type: 'open-review' })}
        >
          {t('review.backToList')}
        </button>
      </div>
    </section>
  );
}
