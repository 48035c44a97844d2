// The class page's first answer (issue 40, docs/decisions/0070): who did the work and who needs
// help. A real table, learners by the class's work: each cell says its state in words (done,
// "2 de 3", not started, late with an icon and a word, never colour alone), each learner's name is
// a row header with 'Precisa de ajuda' and 'Sem praticar há 7 dias' beside it, each piece of work
// a column header. On a phone the table scrolls inside itself with the names held at the left
// (decision 0070 says why not a card per learner). Above it, the counts and 'Nova tarefa'.
import type { ContentBundle } from '@ths/content-model/bundle-schema';
import type { Assignment } from '@ths/training/assignments';
import { workCell, type WorkCell } from '@ths/training/class-work-grid';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { classesAddress } from '../classes-address.ts';
import { AssignForm, useWorkName } from './assignments-panel.tsx';
import type { LearnerRow } from './class-data.ts';
import { LearnerTags } from './learner-tags.tsx';
import type { SortOrder } from './learner-sort.ts';
import './progress-grid.css';

type ProgressGridProps = {
  userId: string;
  classId: string;
  content: ContentBundle;
  rows: LearnerRow[];
  /** The work in the grid's order (gridWork), or undefined while it is read. */
  work: Assignment[] | undefined;
  /** The teacher's calendar day, 'YYYY-MM-DD', to which due dates compare. */
  today: string;
  order: SortOrder;
};

export function ProgressGrid(props: ProgressGridProps) {
  const { userId, classId, content, rows, work, today, order } = props;
  const { t, i18n } = useTranslation('classes');
  const workName = useWorkName(content);
  const [adding, setAdding] = useState(false);
  const newTask = useRef<HTMLButtonElement>(null);
  const help = rows.filter((row) => row.help !== null).length;
  const idle = rows.filter((row) => row.idle).length;
  const shortDay = new Intl.DateTimeFormat(i18n.language, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
  });
  const dueText = (dueOn: string | null) =>
    dueOn === null
      ? t('grid.noDue')
      : t('grid.dueOn', { date: shortDay.format(new Date(`${dueOn}T12:00:00`)) });
  const closeForm = () => {
    setAdding(false);
    // Back where the keyboard was.
    requestAnimationFrame(() => newTask.current?.focus());
  };

  return (
    <section className="classes__panel classes__grid-panel" aria-labelledby="grid-heading">
      <div className="classes__table-top">
        <h2 id="grid-heading">{t('grid.heading')}</h2>
        <button
          ref={newTask}
          type="button"
          className="button button--primary"
          aria-expanded={adding}
          aria-controls="new-task-form"
          onClick={() => (adding ? closeForm() : setAdding(true))}
        >
          {t('grid.newTask')}
        </button>
      </div>
      {(help > 0 || idle > 0) && (
        <p className="classes__signal-counts">
          {help > 0 && (
            <span className="classes__help">{t('grid.helpCount', { count: help })}</span>
          )}
          {idle > 0 && (
            <span className="classes__idle">{t('grid.idleCount', { count: idle })}</span>
          )}
        </p>
      )}
      {adding && (
        <div id="new-task-form">
          <AssignForm
            userId={userId}
            classId={classId}
            content={content}
            label={t('grid.newTaskForm')}
            autoFocus
            onClose={closeForm}
          />
        </div>
      )}
      {/* Before anyone joins, the page says how to join under this panel (the code is above). */}
      {rows.length === 0 || work === undefined ? null : work.length === 0 ? (
        <p className="classes__empty">{t('grid.none')}</p>
      ) : (
        <div
          className="classes__grid-wrap"
          tabIndex={0}
          role="region"
          aria-labelledby="grid-caption"
        >
          <table className="classes__grid">
            <caption id="grid-caption" className="visually-hidden">
              {t('grid.caption')}
            </caption>
            <thead>
              <tr>
                <th scope="col">{t('class.colName')}</th>
                {work.map((item) => (
                  <th key={item.id} scope="col">
                    {item.kind === 'skill' ? (
                      <Link
                        className="classes__skill-link"
                        to={classesAddress({
                          name: 'class-skill',
                          classId,
                          skillKey: item.target,
                          order,
                        })}
                      >
                        {workName(item)}
                      </Link>
                    ) : (
                      <span>{workName(item)}</span>
                    )}
                    <span className="classes__grid-due">{dueText(item.dueOn)}</span>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.userId}>
                  <th scope="row">
                    <Link
                      to={classesAddress({
                        name: 'class-learner',
                        classId,
                        learnerId: row.userId,
                        order,
                      })}
                      className="classes__learner-link"
                    >
                      {row.name}
                    </Link>
                    <LearnerTags row={row} />
                  </th>
                  {row.report === null ? (
                    <td colSpan={work.length}>{t('grid.unreadable')}</td>
                  ) : (
                    work.map((item) => (
                      <td key={item.id}>
                        <CellWords cell={workCell(item, content.scenarios, row.progress, today)} />
                      </td>
                    ))
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

/** One cell's state in words; an icon (hidden from screen readers) and a colour only beside them. */
function CellWords({ cell }: { cell: WorkCell }) {
  const { t } = useTranslation('classes');
  const count = t('grid.partial', { answered: cell.answered, total: cell.total });
  return (
    <span className={`classes__cell classes__cell--${cell.overdue ? 'overdue' : cell.status}`}>
      {cell.overdue && (
        <span className="classes__cell-late">
          <LateIcon />
          {t('grid.overdue')}
        </span>
      )}
      {/* A space between the parts, so a screen reader says them as words ("Atrasada 2 de 3"). */}
      {cell.overdue && ' '}
      {cell.status === 'done' ? (
        <span>
          <span aria-hidden="true">✓ </span>
          {t('grid.done')}
        </span>
      ) : cell.status === 'partial' ? (
        <span>{count}</span>
      ) : (
        <span>{t('grid.notStarted')}</span>
      )}
      {cell.status === 'partial' && cell.toReview > 0 && ' '}
      {cell.status === 'partial' && cell.toReview > 0 && (
        <span className="classes__cell-note">{t('grid.toReview', { count: cell.toReview })}</span>
      )}
    </span>
  );
}

/** A clock, drawn (an emoji would need a font the device may not have); the word says it. */
function LateIcon() {
  return (
    <svg
      className="classes__late-icon"
      viewBox="0 0 16 16"
      width="14"
      height="14"
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="8" cy="8" r="6.5" fill="none" stroke="currentColor" strokeWidth="1.6" />
      <path d="M8 4.5V8l2.5 1.5" fill="none" stroke="currentColor" strokeWidth="1.6" />
    </svg>
  );
}
