// One learner of a class, for their educator (issue 27, docs/decisions/0032): where they are in
// each phase, every scenario answered with the choice made first (docs/decisions/0049), how it
// went and whether it was fixed later, their skills, the challenges they marked done, and removing them from the class. Every
// figure comes from the engine's functions the learner's own screens read.
import type { ContentBundle } from '@ths/content-model/bundle-schema';
import {
  challengesDone,
  firstChoiceOf,
  learnerPhases,
  learnerSkills,
  type AnsweredScenario,
} from '@ths/training/learner-detail';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ViewTop } from '../../../components/view-top.tsx';
import { useServices } from '../../../lib/services.tsx';
import { classesAddress } from '../classes-address.ts';
import { learnerRows, useClassData, type LearnerRow } from './class-data.ts';
import { ClassOnlyNameForm } from './class-only-name-form.tsx';
import { ClassUnavailable } from './class-unavailable.tsx';
import { RemoveLearner } from './remove-learner.tsx';

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
  const { t, i18n } = useTranslation('classes');
  const report = row.report;
  const dateTime = new Intl.DateTimeFormat(i18n.language, {
    dateStyle: 'short',
    timeStyle: 'short',
  });
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long' });
  const phases = learnerPhases(content.scenarios, row.progress);
  const skills = learnerSkills(content.scenarios, row.progress);
  const challenges = challengesDone(row.progress);
  const skillByKey = new Map(content.skills.map((skill) => [skill.key, skill]));
  const scenarioOf = new Map(content.scenarios.map((scenario) => [scenario.number, scenario]));
  const phaseName = new Map(content.phases.map((phase) => [phase.number, phase.name]));
  const skillLink = (skillKey: string) =>
    classesAddress({ name: 'class-skill', classId, skillKey });
  const answeredCount = phases.reduce((sum, phase) => sum + phase.answered.length, 0);

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
      {report && (
        <section className="classes__panel" aria-labelledby="learner-summary">
          <h2 id="learner-summary">{t('learner.summaryHeading')}</h2>
          <p>
            {report.accuracy === null
              ? t('learner.noAnswers')
              : t('learner.accuracy', { percent: report.accuracy })}
            {report.correctedLater > 0 &&
              ` · ${t('class.correctedLater', { count: report.correctedLater })}`}
          </p>
          <p>
            {t('learner.lastActivity', {
              date: row.lastActivity
                ? dateTime.format(new Date(row.lastActivity))
                : t('class.never'),
            })}
          </p>
          {row.idle && <p className="classes__idle">{t('class.idle')}</p>}
        </section>
      )}

      <ClassOnlyNameForm userId={userId} classId={classId} row={row} />

      {report && (
        <section className="classes__panel" aria-labelledby="learner-phases">
          <h2 id="learner-phases">{t('learner.phasesHeading')}</h2>
          <ul className="classes__facts">
            {phases.map((phase) => (
              <li key={phase.phase}>
                <span className="classes__skill">
                  {t('learner.phase', {
                    number: phase.phase,
                    name: phaseName.get(phase.phase) ?? '',
                  })}
                </span>
                <span className="field__hint">
                  {t('learner.phaseDone', { answered: phase.summary.answered, count: phase.total })}
                  {phase.summary.percent !== null &&
                    ` · ${t('learner.phasePercent', { percent: phase.summary.percent })}`}
                  {phase.summary.correctedLater > 0 &&
                    ` · ${t('class.correctedLater', { count: phase.summary.correctedLater })}`}
                </span>
              </li>
            ))}
          </ul>
        </section>
      )}

      {report && (
        <section className="classes__panel" aria-labelledby="learner-answers">
          <h2 id="learner-answers">{t('learner.answersHeading')}</h2>
          <p className="field__hint">{t('learner.answersHint')}</p>
          {answeredCount === 0 ? (
            <p>{t('learner.noAnswers')}</p>
          ) : (
            phases
              .filter((phase) => phase.answered.length > 0)
              .map((phase) => (
                <details key={phase.phase} className="classes__details">
                  <summary>
                    {t('learner.answersOfPhase', {
                      number: phase.phase,
                      count: phase.answered.length,
                    })}
                  </summary>
                  <ul className="classes__answers">
                    {phase.answered.map((item) => {
                      const scenario = scenarioOf.get(item.number);
                      // In the educator's language: the content is theirs (docs/decisions/0049).
                      const first = firstChoiceOf(scenario, item);
                      return (
                        <li key={item.number} className={`classes__answer--${item.outcome}`}>
                          <span>
                            {t('learner.scenario', {
                              number: item.number,
                              title: scenario?.title ?? '',
                            })}
                          </span>
                          {first && (
                            <span className="classes__first-choice">
                              {t('learner.firstChoice', { text: first.text })}
                            </span>
                          )}
                          <span className="classes__outcome">{t(outcomeWords(item))}</span>
                        </li>
                      );
                    })}
                  </ul>
                </details>
              ))
          )}
        </section>
      )}

      {report && (
        <section className="classes__panel" aria-labelledby="learner-skills">
          <h2 id="learner-skills">{t('learner.skillsHeading')}</h2>
          {skills.length === 0 ? (
            <p>{t('learner.noAnswers')}</p>
          ) : (
            <ul className="classes__facts">
              {skills.map((skill) => (
                <li key={skill.skillKey}>
                  <Link to={skillLink(skill.skillKey)} className="classes__skill-link">
                    {skillByKey.get(skill.skillKey)?.name ?? skill.skillKey}
                  </Link>
                  <span className="field__hint">
                    {t('learner.skillCounts', {
                      answered: skill.summary.answered,
                      count: skill.total,
                      firstTry: skill.summary.firstTry,
                    })}
                    {skill.summary.toReview > 0
                      ? ` · ${t('learner.skillNeeds')}`
                      : skill.summary.correctedLater > 0
                        ? ` · ${t('learner.skillCorrected')}`
                        : ''}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </section>
      )}

      {report && (
        <section className="classes__panel" aria-labelledby="learner-challenges">
          <h2 id="learner-challenges">{t('learner.challengesHeading')}</h2>
          {challenges.length === 0 ? (
            <p>{t('learner.challengesNone')}</p>
          ) : (
            <ul className="classes__facts">
              {challenges.map((done) => {
                const skill = skillByKey.get(done.skillKey);
                return (
                  <li key={done.skillKey}>
                    <Link to={skillLink(done.skillKey)} className="classes__skill-link">
                      {skill?.name ?? done.skillKey}
                    </Link>
                    {skill && <span>{skill.challenge}</span>}
                    <span className="field__hint">
                      {t('learner.challengeDone', { date: date.format(new Date(done.at)) })}
                    </span>
                  </li>
                );
              })}
            </ul>
          )}
        </section>
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

function outcomeWords(item: AnsweredScenario) {
  switch (item.outcome) {
    case 'first-try':
      return 'learner.firstTry';
    case 'corrected':
      return 'learner.corrected';
    case 'to-review':
      return item.firstCorrect ? 'learner.slipped' : 'learner.missed';
  }
}
