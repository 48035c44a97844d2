// The class's learners (issue 27, docs/decisions/0033): a table sortable by any column (each
// header a button, its order said by aria-sort) on a laptop or a projector, and a card per learner
// under 600 px, where seven columns cannot fit without sideways scrolling; the cards follow the
// same order, chosen from a list. A learner's name opens their page, a skill opens the skill's.
// The order is the address's (docs/decisions/0051): the page holding the table reads and moves it.
// The day each learner joined is a column too (docs/decisions/0074).
import type { SkillToReinforce } from '@ths/training/class-report';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDay } from '../../../lib/format-day.ts';
import { classesAddress } from '../classes-address.ts';
import type { LearnerRow } from './class-data.ts';
import { LearnerPhaseBar } from './learner-phase-bar.tsx';
import { LearnerTags } from './learner-tags.tsx';
import {
  nextOrder,
  SORT_COLUMNS,
  sortLearnerRows,
  type SortColumn,
  type SortOrder,
} from './learner-sort.ts';
import './learner-table.css';

const SKILLS_SHOWN = 3;

const COLUMN_WORDS = {
  name: 'class.colName',
  phase: 'class.colPhase',
  done: 'class.colDone',
  accuracy: 'class.colAccuracy',
  review: 'class.colReview',
  last: 'class.colLast',
  skills: 'class.colSkills',
  joined: 'class.colJoined',
} as const satisfies Record<SortColumn, string>;

type LearnerTableProps = {
  classId: string;
  rows: LearnerRow[];
  /** A skill's key from its name in this locale, for the link to its page. */
  skillKeyOf: (name: string) => string | undefined;
  order: SortOrder;
  onOrder: (order: SortOrder) => void;
};

export function LearnerTable({ classId, rows, skillKeyOf, order, onOrder }: LearnerTableProps) {
  const { t, i18n } = useTranslation('classes');
  const sorted = sortLearnerRows(rows, order, i18n.language);
  const dateFormat = new Intl.DateTimeFormat(i18n.language, {
    dateStyle: 'short',
    timeStyle: 'short',
  });
  const when = (iso: string | null) => (iso ? dateFormat.format(new Date(iso)) : t('class.never'));
  // The day each learner joined, in the reader's calendar and words: '3 de novembro' under
  // 'Entrou em' in the table, 'Entrou em 3 de novembro' on a card.
  const joinedDay = (row: LearnerRow) => formatDay(row.joinedAt, i18n.language);
  const joined = (row: LearnerRow) => t('class.joinedOn', { date: joinedDay(row) });
  const learnerLink = (row: LearnerRow) =>
    classesAddress({ name: 'class-learner', classId, learnerId: row.userId, order });

  return (
    <>
      <div
        className="classes__table-wrap"
        tabIndex={0}
        role="region"
        aria-labelledby="learners-heading"
      >
        <table className="classes__table">
          <thead>
            <tr>
              {SORT_COLUMNS.map((column) => (
                <th
                  key={column}
                  scope="col"
                  aria-sort={order.column === column ? order.direction : undefined}
                >
                  <button
                    type="button"
                    className="classes__sort"
                    onClick={() => onOrder(nextOrder(order, column))}
                  >
                    {t(COLUMN_WORDS[column])}
                    <span aria-hidden="true" className="classes__sort-mark">
                      {order.column === column
                        ? order.direction === 'ascending'
                          ? '▲'
                          : '▼'
                        : '↕'}
                    </span>
                  </button>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {sorted.map((row) => (
              <tr key={row.userId}>
                <th scope="row">
                  <Link to={learnerLink(row)} className="classes__learner-link">
                    {row.name}
                  </Link>
                  <LearnerTags row={row} />
                </th>
                {row.report === null ? (
                  <td colSpan={6}>{t('class.unreadable')}</td>
                ) : (
                  <>
                    <td>{t('class.phaseOf', { phase: row.report.currentPhase })}</td>
                    <td>
                      <DoneCell row={row} />
                    </td>
                    <td>
                      <AccuracyCell row={row} />
                    </td>
                    <td>{row.report.toReview}</td>
                    <td>{when(row.lastActivity)}</td>
                    <td>
                      <SkillLinks
                        skills={row.report.skillsToReinforce}
                        classId={classId}
                        skillKeyOf={skillKeyOf}
                        order={order}
                      />
                    </td>
                  </>
                )}
                <td>{joinedDay(row)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <div className="classes__cards">
        <div className="field classes__sort-field">
          <label htmlFor="learners-sort">{t('class.sortBy')}</label>
          <select
            id="learners-sort"
            value={`${order.column}:${order.direction}`}
            onChange={(event) => {
              const [column, direction] = event.target.value.split(':') as [
                SortColumn,
                SortOrder['direction'],
              ];
              onOrder({ column, direction });
            }}
          >
            {SORT_COLUMNS.flatMap((column) =>
              (['ascending', 'descending'] as const).map((direction) => (
                <option key={`${column}:${direction}`} value={`${column}:${direction}`}>
                  {t('class.sortOption', {
                    column: t(COLUMN_WORDS[column]),
                    direction: t(direction === 'ascending' ? 'class.sortUp' : 'class.sortDown'),
                  })}
                </option>
              )),
            )}
          </select>
        </div>
        <ul className="classes__learner-cards" aria-labelledby="learners-heading">
          {sorted.map((row) => (
            <li key={row.userId} className="classes__learner-card">
              <Link to={learnerLink(row)} className="classes__learner-link">
                {row.name}
              </Link>
              <LearnerTags row={row} />
              <span className="classes__joined">{joined(row)}</span>
              {row.report === null ? (
                <p>{t('class.unreadable')}</p>
              ) : (
                <dl className="classes__card-facts">
                  <div>
                    <dt>{t('class.colPhase')}</dt>
                    <dd>{t('class.phaseOf', { phase: row.report.currentPhase })}</dd>
                  </div>
                  <div>
                    <dt>{t('class.colDone')}</dt>
                    <dd>
                      <DoneCell row={row} />
                    </dd>
                  </div>
                  <div>
                    <dt>{t('class.colAccuracy')}</dt>
                    <dd>
                      <AccuracyCell row={row} />
                    </dd>
                  </div>
                  <div>
                    <dt>{t('class.colReview')}</dt>
                    <dd>{row.report.toReview}</dd>
                  </div>
                  <div>
                    <dt>{t('class.colLast')}</dt>
                    <dd>{when(row.lastActivity)}</dd>
                  </div>
                  {row.report.skillsToReinforce.length > 0 && (
                    <div className="classes__card-wide">
                      <dt>{t('class.colSkills')}</dt>
                      <dd>
                        <SkillLinks
                          skills={row.report.skillsToReinforce}
                          classId={classId}
                          skillKeyOf={skillKeyOf}
                          order={order}
                        />
                      </dd>
                    </div>
                  )}
                </dl>
              )}
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}

function DoneCell({ row }: { row: LearnerRow }) {
  const { t } = useTranslation('classes');
  if (!row.report) return null;
  return (
    <>
      <span className="classes__done">
        {t('class.doneOf', { completed: row.report.completed, total: row.report.total })}
      </span>
      <LearnerPhaseBar report={row.report} />
    </>
  );
}

function AccuracyCell({ row }: { row: LearnerRow }) {
  const { t } = useTranslation('classes');
  if (!row.report) return null;
  return (
    <>
      {row.report.accuracy === null ? t('class.noAnswers') : `${row.report.accuracy}%`}
      {row.report.correctedLater > 0 && (
        <span className="classes__corrected">
          {t('class.correctedLater', { count: row.report.correctedLater })}
        </span>
      )}
    </>
  );
}

/** The first skills to reinforce, each a link to its page; a fixed one reads "(corrigida)". */
function SkillLinks({
  skills,
  classId,
  skillKeyOf,
  order,
}: {
  skills: SkillToReinforce[];
  classId: string;
  skillKeyOf: (name: string) => string | undefined;
  order: SortOrder;
}) {
  const { t } = useTranslation('classes');
  const shown = skills.slice(0, SKILLS_SHOWN);
  return (
    <>
      {shown.map((skill, index) => {
        const words = skill.corrected
          ? t('class.skillCorrected', { skill: skill.skill })
          : skill.skill;
        const skillKey = skillKeyOf(skill.skill);
        return (
          <span key={skill.skill}>
            {index > 0 && ', '}
            {skillKey ? (
              <Link to={classesAddress({ name: 'class-skill', classId, skillKey, order })}>
                {words}
              </Link>
            ) : (
              words
            )}
          </span>
        );
      })}
      {skills.length > SKILLS_SHOWN &&
        ` ${t('class.moreSkills', { count: skills.length - SKILLS_SHOWN })}`}
    </>
  );
}
