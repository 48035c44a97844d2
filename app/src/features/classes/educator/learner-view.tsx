// One learner of a class, for their educator (issue 27, docs/decisions/0032): where they are in
// each phase, every scenario answered with the choice made first (docs/decisions/0049), how it
// went and whether it was fixed later, their skills, the challenges they marked done, and removing
// them from the class, each a part of its own (learner-*.tsx). Every figure comes from the
// engine's functions the learner's own screens read.
import type { ContentBundle } from '@ths/content-model/bundle-schema';
import { challengesDone, learnerPhases, learnerSkills } from '@ths/training/learner-detail';
import { useTranslation } from 'react-i18next';
import { ViewTop } from '../../../components/view-top.tsx';
import { useServices } from '../../../lib/services.tsx';
import { classesAddress } from '../classes-address.ts';
import { learnerRows, useClassData, type LearnerRow } from './class-data.ts';
import { ClassOnlyNameForm } from './class-only-name-form.tsx';
import { ClassUnavailable } from './class-unavailable.tsx';
import { LearnerAnswers } from './learner-answers.tsx';
import { LearnerPhases } from './learner-phases.tsx';
import { LearnerChallenges, LearnerSkills } from './learner-skills.tsx';
import { LearnerSummary } from './learner-summary.tsx';
import { RemoveLearner } from './remove-learner.tsx';
import './learner-page.css';

type LearnerViewProps = {
  userId: string;
  classId: string;
  learnerId: string;
  content: ContentBundle;
  onBack: () => void;
};

export function LearnerView({ userId, classId, learnerId, content, onBack }: LearnerViewProps) {
  const { t, i18n } = useTranslation('classes');
  const { now } = useServices();
  const data = useClassData(userId, classId);
  if (data.isError) {
    return (
      <ClassUnavailable
        headingId="learner-heading"
        back={t('learner.back')}
        onBack={onBack}
        error={data.error}
        onRetry={() => void data.refetch()}
      />
    );
  }
  if (!data.data) return null;
  const row = learnerRows(data.data, content, t('class.unnamed'), i18n.language, now()).find(
    (item) => item.userId === learnerId,
  );
  if (!row) {
    return (
      <section className="classes" aria-labelledby="learner-heading">
        <ViewTop
          id="learner-heading"
          title={data.data.info.name}
          subtitle={t('learner.notMember')}
          back={t('learner.back')}
          onBack={onBack}
        />
      </section>
    );
  }
  return (
    <LearnerPage
      row={row}
      classId={classId}
      className={data.data.info.name}
      joinCode={data.data.info.joinCode}
      userId={userId}
      content={content}
      onBack={onBack}
    />
  );
}

function LearnerPage({
  row,
  classId,
  joinCode,
  userId,
  content,
  onBack,
}: {
  row: LearnerRow;
  classId: string;
  className: string;
  joinCode: string;
  userId: string;
  content: ContentBundle;
  onBack: () => void;
}) {
  const { t } = useTranslation('classes');
  const report = row.report;
  const phases = learnerPhases(content.scenarios, row.progress);
  const skillByKey = new Map(content.skills.map((skill) => [skill.key, skill]));
  const links = {
    skillByKey,
    skillLink: (skillKey: string) => classesAddress({ name: 'class-skill', classId, skillKey }),
  };

  return (
    <section className="classes classes--wide" aria-labelledby="learner-heading">
      <ViewTop
        id="learner-heading"
        title={row.name}
        subtitle={
          report
            ? t('learner.subtitle', {
                phase: report.currentPhase,
                completed: report.completed,
                count: report.total,
              })
            : t('class.unreadable')
        }
        back={t('learner.back')}
        onBack={onBack}
      />
      {report && <LearnerSummary row={row} report={report} />}
      <ClassOnlyNameForm userId={userId} classId={classId} row={row} />
      {report && (
        <>
          <LearnerPhases
            phases={phases}
            phaseName={new Map(content.phases.map((phase) => [phase.number, phase.name]))}
          />
          <LearnerAnswers
            phases={phases}
            scenarioOf={new Map(content.scenarios.map((scenario) => [scenario.number, scenario]))}
          />
          <LearnerSkills skills={learnerSkills(content.scenarios, row.progress)} {...links} />
          <LearnerChallenges challenges={challengesDone(row.progress)} {...links} />
        </>
      )}
      <RemoveLearner
        classId={classId}
        row={row}
        joinCode={joinCode}
        userId={userId}
        onRemoved={onBack}
      />
    </section>
  );
}
