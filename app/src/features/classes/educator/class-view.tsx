// One class for its educator, follow-up before set-up (issue 40, docs/decisions/0070): first who
// did the class's work and who needs help (the grid, with 'Nova tarefa' behind a button), then
// the learners who need help and why (docs/decisions/0069), each learner (sortable, a card each on
// a phone, flagged after a week without practice), how the class goes (first-try right per phase,
// the skills most missed), the class's assignments, the code as a line, and managing the class.
// Before anyone has joined, the code comes first, big enough to copy from a projector.
import type { ContentBundle } from '@ths/content-model/bundle-schema';
import { classPhaseAccuracy, classSkillStruggles } from '@ths/training/class-report';
import { gridWork } from '@ths/training/class-work-grid';
import { emptyProgress } from '@ths/training/progress';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { localDay } from '../local-day.ts';
import { notify } from '../../../lib/notify.ts';
import { useServices } from '../../../lib/services.tsx';
import { ViewTop } from '../../../components/view-top.tsx';
import { classesAddress } from '../classes-address.ts';
import type { ClassInfo } from '../classes-api.ts';
import { ClassUnavailable } from './class-unavailable.tsx';
import { AssignmentsPanel, useClassAssignments } from './assignments-panel.tsx';
import { learnerRows, useClassData, type LearnerRow } from './class-data.ts';
import { fileSlug, spreadsheetDateTime, toCsv } from './class-csv.ts';
import { sortLearnerRows, type SortOrder } from './learner-sort.ts';
import { LearnerTable } from './learner-table.tsx';
import { HelpPanel } from './help-panel.tsx';
import { ChallengeReflectionsPanel } from './challenge-reflections-panel.tsx';
import { PhaseChart } from './phase-chart.tsx';
import { ProgressGrid } from './progress-grid.tsx';
import { RosterPanel } from './roster-panel.tsx';
import { CoTeachersPanel } from './co-teachers-panel.tsx';
import { useClassEducators } from './co-teachers-api.ts';
import './class-code.css';
import './class-view.css';

type ClassViewProps = {
  userId: string;
  classId: string;
  content: ContentBundle;
  /** The learners' table's order, as the address names it (docs/decisions/0051). */
  order: SortOrder;
  onOrder: (order: SortOrder) => void;
  onBack: () => void;
};

export function ClassView({ userId, classId, content, order, onOrder, onBack }: ClassViewProps) {
  const { t, i18n } = useTranslation('classes');
  const { now } = useServices();
  const view = useClassData(userId, classId);
  const { assignments } = useClassAssignments(userId, classId);
  // Deleting the class is its owner's alone (docs/decisions/0080): a co-teacher is not offered it.
  const educators = useClassEducators(userId, classId);
  const isOwner = educators.data?.some((e) => e.isOwner && e.userId === userId) ?? false;

  if (view.isError) {
    return (
      <ClassUnavailable
        headingId="class-heading"
        back={t('educator.allClasses')}
        onBack={onBack}
        error={view.error}
        onRetry={() => void view.refetch()}
      />
    );
  }
  if (!view.data) return null;

  const { info, members, progress } = view.data;
  const rows = learnerRows(view.data, content, t('class.unnamed'), i18n.language, now());
  const progresses = progress.flatMap((entry) => (entry.progress ? [entry.progress] : []));
  const unreadable = rows.filter((row) => row.report === null).length;
  const idle = rows.filter((row) => row.idle).length;
  const keyOfSkill = new Map(content.skills.map((skill) => [skill.name, skill.key]));
  const skillKeyOf = (name: string) => keyOfSkill.get(name);

  const today = localDay(now());
  const learners = rows.map((row) => ({
    userId: row.userId,
    name: row.name,
    progress: row.report === null ? emptyProgress() : row.progress,
  }));
  const assignmentsPanel = (
    <AssignmentsPanel
      userId={userId}
      classId={classId}
      content={content}
      learners={learners}
      today={today}
    />
  );

  return (
    <section className="classes classes--wide" aria-labelledby="class-heading">
      <ViewTop
        id="class-heading"
        title={info.name}
        subtitle={t('class.learners', { count: members.length })}
        back={t('educator.allClasses')}
        onBack={onBack}
      />
      {members.length === 0 && <CodePanel info={info} small={false} />}
      <ProgressGrid
        userId={userId}
        classId={classId}
        content={content}
        rows={sortLearnerRows(rows, order, i18n.language)}
        work={assignments.data && gridWork(assignments.data, content.scenarios)}
        today={today}
        order={order}
      />
      {members.length === 0 ? (
        <>
          <p className="classes__empty">{t('class.empty', { code: info.joinCode })}</p>
          {assignmentsPanel}
        </>
      ) : (
        <>
          <HelpPanel classId={classId} rows={rows} content={content} order={order} />
          <section className="classes__panel" aria-labelledby="learners-heading">
            <div className="classes__table-top">
              <h2 id="learners-heading">{t('class.tableHeading')}</h2>
              <CsvButton name={info.name} rows={rows} />
            </div>
            {unreadable > 0 && (
              <p className="field__hint">{t('class.unreadableNote', { count: unreadable })}</p>
            )}
            {idle > 0 && (
              <p className="classes__idle-note">{t('class.idleNote', { count: idle })}</p>
            )}
            <LearnerTable
              classId={classId}
              rows={rows}
              skillKeyOf={skillKeyOf}
              order={order}
              onOrder={onOrder}
            />
          </section>
          <div className="classes__overview">
            <PhaseChart
              phases={content.phases}
              accuracy={classPhaseAccuracy(content.scenarios, progresses)}
            />
            <section className="classes__panel" aria-labelledby="skills-heading">
              <h2 id="skills-heading">{t('class.skillsHeading')}</h2>
              <SkillList
                classId={classId}
                skillKeyOf={skillKeyOf}
                struggles={classSkillStruggles(content.scenarios, progresses, 5)}
              />
            </section>
          </div>
          <ChallengeReflectionsPanel userId={userId} classId={classId} content={content} />
          {assignmentsPanel}
          <CodePanel info={info} small />
        </>
      )}
      <RosterPanel userId={userId} info={info} canDelete={isOwner} onDeleted={onBack} />
      <CoTeachersPanel userId={userId} info={info} onLeft={onBack} />
    </section>
  );
}

/**
 * The join code: large while nobody has joined (the class is being set up, the code is on the
 * projector), a line once learners are in (docs/decisions/0034). Printing opens the wall page.
 */
function CodePanel({ info, small }: { info: ClassInfo; small: boolean }) {
  const { t } = useTranslation('classes');
  const copyCode = async () => {
    try {
      await navigator.clipboard.writeText(info.joinCode);
      notify.success(t('class.copied'), info.joinCode, { key: 'class-code' });
    } catch {
      // No clipboard (an old browser, a page without permission): the code stays on screen.
    }
  };
  const actions = (
    <div className="classes__actions">
      <button type="button" className="button button--secondary" onClick={() => void copyCode()}>
        {t('class.copy')}
      </button>
      <Link
        to={classesAddress({ name: 'class-code', classId: info.id })}
        className="button button--secondary"
      >
        {t('class.print')}
      </Link>
    </div>
  );
  if (small) {
    return (
      <section className="classes__panel classes__code-line" aria-labelledby="code-heading">
        <h2 id="code-heading" className="classes__code-line-label">
          {t('class.codeLine')}{' '}
          <span className="classes__code-text" lang="en" translate="no">
            {info.joinCode}
          </span>
        </h2>
        {actions}
      </section>
    );
  }
  return (
    <section className="classes__panel classes__code-panel" aria-labelledby="code-heading">
      <h2 id="code-heading">{t('class.codeHeading')}</h2>
      <p className="classes__code" lang="en" translate="no">
        {info.joinCode}
      </p>
      <p className="field__hint">{t('class.codeHelp')}</p>
      {actions}
    </section>
  );
}

function CsvButton({ name, rows }: { name: string; rows: LearnerRow[] }) {
  const { t, i18n } = useTranslation('classes');
  // The same local moment as on screen, as a date the spreadsheet can sort.
  const csvDate = (iso: string | null) => (iso ? spreadsheetDateTime(iso, i18n.language) : '');
  // The day a learner joined, in the educator's own calendar: the date part alone
  // ('26/11/2026', '2026-11-26'), last so the columns before keep their places.
  const csvDay = (iso: string) => spreadsheetDateTime(iso, i18n.language).slice(0, 10);
  // A skill the learner has fixed stays in the list, marked, so the educator sees the progress
  // (issue 26, docs/decisions/0022).
  const skillWords = ({ skill, corrected }: { skill: string; corrected: boolean }) =>
    corrected ? t('class.skillCorrected', { skill }) : skill;
  const download = () => {
    const csv = toCsv(
      [
        t('class.colName'),
        t('class.colPhase'),
        t('class.colDone'),
        t('class.colAccuracy'),
        t('class.colReview'),
        t('class.colLast'),
        t('class.colSkills'),
        t('class.colJoined'),
      ],
      rows.map((row) =>
        row.report === null
          ? [
              row.name,
              '',
              '',
              '',
              '',
              csvDate(row.lastActivity),
              t('class.unreadable'),
              csvDay(row.joinedAt),
            ]
          : [
              row.name,
              row.report.currentPhase,
              row.report.completed,
              row.report.accuracy === null ? '' : `${row.report.accuracy}%`,
              row.report.toReview,
              csvDate(row.lastActivity),
              row.report.skillsToReinforce.map(skillWords).join(', '),
              csvDay(row.joinedAt),
            ],
      ),
    );
    const link = document.createElement('a');
    link.href = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
    link.download = t('class.csvFile', { name: fileSlug(name) });
    link.click();
    URL.revokeObjectURL(link.href);
  };
  return (
    <button type="button" className="button button--secondary" onClick={download}>
      {t('class.download')}
    </button>
  );
}

function SkillList({
  classId,
  skillKeyOf,
  struggles,
}: {
  classId: string;
  skillKeyOf: (name: string) => string | undefined;
  struggles: ReturnType<typeof classSkillStruggles>;
}) {
  const { t } = useTranslation('classes');
  if (struggles.length === 0) return <p>{t('class.skillsNone')}</p>;
  return (
    <ol className="classes__skills">
      {struggles.map((struggle) => {
        const skillKey = skillKeyOf(struggle.skill);
        return (
          <li key={struggle.skill}>
            {skillKey ? (
              <Link
                to={classesAddress({ name: 'class-skill', classId, skillKey })}
                className="classes__skill classes__skill-link"
              >
                {struggle.skill}
              </Link>
            ) : (
              <span className="classes__skill">{struggle.skill}</span>
            )}
            <span className="field__hint">{t('class.skillLearners', struggle)}</span>
          </li>
        );
      })}
    </ol>
  );
}
