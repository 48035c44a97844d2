// The closing card of a class session (docs/decisions/0072), the twin of a due set's
// (../due/due-set-end.tsx): what was done of the class's work, a mark per scenario of it, a kind
// word, and when it was due; one primary action, back to the home. Its figures are the teacher's
// cell for this learner (workCell, docs/decisions/0070), so both read the same.
import type { WorkCell } from '@ths/training/class-work-grid';
import { useTranslation } from 'react-i18next';
import { Mascot } from '../../../components/illustrations/mascot.tsx';
import { useFocusOnMount } from '../../../lib/use-focus-on-mount.ts';
import { SetMarks } from '../due/set-end-parts.tsx';
import '../due/due-set-end.css';

type ClassWorkEndProps = {
  className: string;
  /** The skill's name. */
  skill: string;
  /** The due date as a day ('sexta-feira, 4 de dezembro'), or null for none. */
  due: string | null;
  /** The learner's standing in the work now; `pastDue`: its day is before today. */
  cell: WorkCell & { pastDue: boolean };
  onHome: () => void;
};

export function ClassWorkEnd({ className, skill, due, cell, onHome }: ClassWorkEndProps) {
  const { t } = useTranslation();
  const headingRef = useFocusOnMount<HTMLHeadingElement>();
  const done = cell.status === 'done';
  const right = cell.answered - cell.toReview;
  return (
    <section className="due-end" aria-labelledby="class-work-end-heading">
      <Mascot mood="cheer" className="due-end__mascot" />
      <p className="due-end__kicker">{t('classWork.eyebrow', { name: className })}</p>
      <h1 id="class-work-end-heading" ref={headingRef} tabIndex={-1} className="due-end__heading">
        {done ? t('classWorkEnd.done') : t('classWorkEnd.end')}
      </h1>
      <p className="due-end__message">
        {cell.answered === cell.total
          ? t('classWorkEnd.summary', { count: cell.total, skill })
          : t('classWorkEnd.partial', { done: cell.answered, count: cell.total, skill })}
      </p>
      {/* One mark per scenario of the work, ticked for those whose latest answer works. */}
      <SetMarks right={right} practised={cell.total} />
      <p className="due-end__message">
        {cell.toReview > 0
          ? t('classWorkEnd.toReview', { count: cell.toReview })
          : t('classWorkEnd.allRight')}
      </p>
      <p className="due-end__next" data-testid="class-work-end-due">
        {due === null ? (
          t('classWorkEnd.noDue')
        ) : (
          <>
            {cell.pastDue
              ? t('classWorkEnd.wasDueOn', { date: due })
              : t('classWorkEnd.dueOn', { date: due })}
            {done && <> {cell.pastDue ? t('classWorkEnd.lateDone') : t('classWorkEnd.onTime')}</>}
          </>
        )}
      </p>
      <div className="due-end__actions">
        <button type="button" className="button button--primary button--big" onClick={onHome}>
          {t('classWorkEnd.home')}
        </button>
      </div>
    </section>
  );
}
