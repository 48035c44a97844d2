// A learner's page, 'Habilidades' and 'Desafios feitos': each skill practised, linked to the
// skill's page of the class, and the weekly challenges marked done (docs/decisions/0032).
import type { Skill } from '@ths/content-model/bundle-schema';
import type { ChallengeDone, LearnerSkill } from '@ths/training/learner-detail';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

type SkillLinks = {
  skillByKey: ReadonlyMap<string, Skill>;
  skillLink: (skillKey: string) => string;
};

export function LearnerSkills({
  skills,
  skillByKey,
  skillLink,
}: SkillLinks & { skills: readonly LearnerSkill[] }) {
  const { t } = useTranslation('classes');
  return (
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
  );
}

export function LearnerChallenges({
  challenges,
  skillByKey,
  skillLink,
}: SkillLinks & { challenges: readonly ChallengeDone[] }) {
  const { t, i18n } = useTranslation('classes');
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long' });
  return (
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
  );
}
