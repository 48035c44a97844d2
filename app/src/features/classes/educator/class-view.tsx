// One class for its educator: the code big enough to copy from a projector, then how the class
// goes (first-try right per phase, the skills most missed), then each learner, and a spreadsheet.
import type { ContentBundle } from '@ths/content-model/bundle-schema';
import {
  classPhaseAccuracy,
  classSkillStruggles,
  learnerReport,
  type LearnerReport,
  type SkillToReinforce,
} from '@ths/training/class-report';
import { emptyProgress } from '@ths/training/progress';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../lib/notify.ts';
import { useServices } from '../../../lib/services.tsx';
import { ViewTop } from '../../../components/view-top.tsx';
import { AssignmentsPanel } from './assignments-panel.tsx';
import { LearnerPhaseBar } from './learner-phase-bar.tsx';
import { listMembers, readClass, readMembersProgress } from '../classes-api.ts';
import { LoadError } from '../form-parts.tsx';
import { fileSlug, spreadsheetDateTime, toCsv } from './class-csv.ts';
import { PhaseChart } from './phase-chart.tsx';

const SKILLS_SHOWN = 3;

type ClassViewProps = {
  userId: string;
  classId: string;
  content: ContentBundle;
  onBack: () => void;
};

export type LearnerRow = {
  userId: string;
  name: string;
  /** null when the learner's stored row could not be read: the row says so, the figures leave it out. */
  report: LearnerReport | null;
  /** The last save's server time, or null before the first answer. */
  lastActivity: string | null;
};

export function ClassView({ userId, classId, content, onBack }: ClassViewProps) {
  const { t, i18n } = useTranslation('classes');
  const { supabase } = useServices();
  const view = useQuery({
    // Keyed by the educator too, like every account query: another account on this device never
    // meets this class's cached report, even if it reached the view without signing out first.
    queryKey: ['class', userId, classId],
    queryFn: async () => {
      const client = await supabase.connected();
      const [info, members] = await Promise.all([
        readClass(client, classId),
        listMembers(client, classId),
      ]);
      const progress = await readMembersProgress(
        client,
        members.map((member) => member.userId),
      );
      return { info, members, progress };
    },
  });

  if (view.isError) {
    return (
      <section className="classes" aria-labelledby="class-heading">
        <ViewTop
          id="class-heading"
          title={t('educator.title')}
          subtitle={t('educator.notFound')}
          back={t('educator.allClasses')}
          onBack={onBack}
        />
        <LoadError onRetry={() => void view.refetch()} />
      </section>
    );
  }
  if (!view.data) return null;

  const { info, members, progress } = view.data;
  const byUser = new Map(progress.map((entry) => [entry.userId, entry]));
  const rows: LearnerRow[] = members
    .map((member) => {
      const stored = byUser.get(member.userId);
      return {
        userId: member.userId,
        name: member.displayName ?? t('class.unnamed'),
        report:
          stored?.progress === null
            ? null
            : learnerReport(content.scenarios, stored?.progress ?? emptyProgress()),
        lastActivity: stored?.updatedAt ?? null,
      };
    })
    .sort((a, b) => a.name.localeCompare(b.name, i18n.language));
  const progresses = progress.flatMap((entry) => (entry.progress ? [entry.progress] : []));
  const unreadable = rows.filter((row) => row.report === null).length;
  const dateFormat = new Intl.DateTimeFormat(i18n.language, {
    dateStyle: 'short',
    timeStyle: 'short',
  });
  const when = (iso: string | null) => (iso ? dateFormat.format(new Date(iso)) : t('class.never'));
  // A skill the learner has fixed stays in the list, marked, so the educator sees the progress
  // (issue 26, docs/decisions/0022).
  const skillWords = ({ skill, corrected }: SkillToReinforce) =>
    corrected ? t('class.skillCorrected', { skill }) : skill;
  // The same local moment as on screen, as a date the spreadsheet can sort.
  const csvDate = (iso: string | null) => (iso ? spreadsheetDateTime(iso, i18n.language) : '');

  const copyCode = async () => {
    try {
      await navigator.clipboard.writeText(info.joinCode);
      notify.success(t('class.copied'), info.joinCode, { key: 'class-code' });
    } catch {
      // No clipboard (an old browser, a page without permission): the code stays on screen.
    }
  };

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
      ],
      rows.map((row) =>
        row.report === null
          ? [row.name, '', '', '', '', csvDate(row.lastActivity), t('class.unreadable')]
          : [
              row.name,
              row.report.currentPhase,
              row.report.completed,
              row.report.accuracy === null ? '' : `${row.report.accuracy}%`,
              row.report.toReview,
              csvDate(row.lastActivity),
              row.report.skillsToReinforce.map(skillWords).join(', '),
            ],
      ),
    );
    const link = document.createElement('a');
    link.href = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
    link.download = t('class.csvFile', { name: fileSlug(info.name) });
    link.click();
    URL.revokeObjectURL(link.href);
  };

  return (
    <section className="classes classes--wide" aria-labelledby="class-heading">
      <ViewTop
        id="class-heading"
        title={info.name}
        subtitle={t('class.learners', { count: members.length })}
        back={t('educator.allClasses')}
        onBack={onBack}
      />
      <section className="classes__panel classes__code-panel" aria-labelledby="code-heading">
        <h2 id="code-heading">{t('class.codeHeading')}</h2>
        <p className="classes__code" lang="en" translate="no">
          {info.joinCode}
        </p>
        <p className="field__hint">{t('class.codeHelp')}</p>
        <button type="button" className="button button--secondary" onClick={() => void copyCode()}>
          {t('class.copy')}
        </button>
      </section>
      <AssignmentsPanel
        userId={userId}
        classId={classId}
        content={content}
        learners={rows.map((row) => ({
          userId: row.userId,
          name: row.name,
          progress: byUser.get(row.userId)?.progress ?? emptyProgress(),
        }))}
      />
      {members.length === 0 ? (
        <p className="classes__empty">{t('class.empty', { code: info.joinCode })}</p>
      ) : (
        <>
          <div className="classes__overview">
            <PhaseChart
              phases={content.phases}
              accuracy={classPhaseAccuracy(content.scenarios, progresses)}
            />
            <section className="classes__panel" aria-labelledby="skills-heading">
              <h2 id="skills-heading">{t('class.skillsHeading')}</h2>
              <SkillList struggles={classSkillStruggles(content.scenarios, progresses, 5)} />
            </section>
          </div>
          <section className="classes__panel" aria-labelledby="learners-heading">
            <div className="classes__table-top">
              <h2 id="learners-heading">{t('class.tableHeading')}</h2>
              <button type="button" className="button button--secondary" onClick={download}>
                {t('class.download')}
              </button>
            </div>
            {unreadable > 0 && (
              <p className="field__hint">{t('class.unreadableNote', { count: unreadable })}</p>
            )}
            <div
              className="classes__table-wrap"
              tabIndex={0}
              role="region"
              aria-labelledby="learners-heading"
            >
              <table className="classes__table">
                <thead>
                  <tr>
                    <th scope="col">{t('class.colName')}</th>
                    <th scope="col">{t('class.colPhase')}</th>
                    <th scope="col">{t('class.colDone')}</th>
                    <th scope="col">{t('class.colAccuracy')}</th>
                    <th scope="col">{t('class.colReview')}</th>
                    <th scope="col">{t('class.colLast')}</th>
                    <th scope="col">{t('class.colSkills')}</th>
                  </tr>
                </thead>
                <tbody>
                  {rows.map((row) => (
                    <LearnerTableRow
                      key={row.userId}
                      row={row}
                      when={when}
                      skillWords={skillWords}
                    />
                  ))}
                </tbody>
              </table>
            </div>
          </section>
        </>
      )}
    </section>
  );
}

function LearnerTableRow({
  row,
  when,
  skillWords,
}: {
  row: LearnerRow;
  when: (iso: string | null) => string;
  skillWords: (skill: SkillToReinforce) => string;
}) {
  const { t } = useTranslation('classes');
  if (row.report === null) {
    return (
      <tr>
        <th scope="row">{row.name}</th>
        <td colSpan={6}>{t('class.unreadable')}</td>
      </tr>
    );
  }
  return (
    <tr>
      <th scope="row">{row.name}</th>
      <td>{t('class.phaseOf', { phase: row.report.currentPhase })}</td>
      <td>
        <span className="classes__done">
          {t('class.doneOf', {
            completed: row.report.completed,
            total: row.report.total,
          })}
        </span>
        <LearnerPhaseBar report={row.report} />
      </td>
      <td>
        {row.report.accuracy === null ? t('class.noAnswers') : `${row.report.accuracy}%`}
        {row.report.correctedLater > 0 && (
          <span className="classes__corrected">
            {t('class.correctedLater', { count: row.report.correctedLater })}
          </span>
        )}
      </td>
      <td>{row.report.toReview}</td>
      <td>{when(row.lastActivity)}</td>
      <td>
        {row.report.skillsToReinforce.slice(0, SKILLS_SHOWN).map(skillWords).join(', ')}
        {row.report.skillsToReinforce.length > SKILLS_SHOWN &&
          ` ${t('class.moreSkills', { count: row.report.skillsToReinforce.length - SKILLS_SHOWN })}`}
      </td>
    </tr>
  );
}

function SkillList({ struggles }: { struggles: ReturnType<typeof classSkillStruggles> }) {
  const { t } = useTranslation('classes');
  if (struggles.length === 0) return <p>{t('class.skillsNone')}</p>;
  return (
    <ol className="classes__skills">
      {struggles.map((struggle) => (
        <li key={struggle.skill}>
          <span className="classes__skill">{struggle.skill}</span>
          <span className="field__hint">{t('class.skillLearners', struggle)}</span>
        </li>
      ))}
    </ol>
  );
}
