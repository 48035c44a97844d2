// One skill, for an educator planning a lesson (issue 27, docs/decisions/0032): its challenge to
// propose in class, which learners of the class need it (a scenario of it still to review), who
// fixed it, and its scenarios with their texts, choices and feedback as the learners read them.
import type { ContentBundle } from '@ths/content-model/bundle-schema';
import { isLocale } from '@ths/content-model/locales';
import { BNCC_COMPETENCES, CASEL_COMPETENCES } from '@ths/content-model/skill-competences';
import { skillStanding, type SkillStanding } from '@ths/training/learner-detail';
import { currentSkillKey } from '@ths/training/skill-renames';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ViewTop } from '../../../components/view-top.tsx';
import { useServices } from '../../../lib/services.tsx';
import { classesAddress } from '../classes-address.ts';
import { ClassUnavailable } from './class-unavailable.tsx';
import { learnerRows, useClassData } from './class-data.ts';
import './skill-page.css';

type SkillViewProps = {
  userId: string;
  classId: string;
  skillKey: string;
  content: ContentBundle;
  onBack: () => void;
};

// Who needs it first: that is what the page is opened for.
const STANDINGS: readonly SkillStanding[] = ['needs', 'corrected', 'not-started', 'right'];

const STANDING_WORDS = {
  needs: 'skill.needs',
  corrected: 'skill.corrected',
  'not-started': 'skill.notStarted',
  right: 'skill.right',
} as const satisfies Record<SkillStanding, string>;

export function SkillView({ userId, classId, skillKey: asked, content, onBack }: SkillViewProps) {
  const { t, i18n } = useTranslation('classes');
  // A bookmark from before the skills were regrouped names an old key: its skill of today
  // (docs/decisions/0043).
  const skillKey = currentSkillKey(asked);
  const { now } = useServices();
  const data = useClassData(userId, classId);
  const skill = content.skills.find((item) => item.key === skillKey);
  if (data.isError) {
    return (
      <ClassUnavailable
        headingId="skill-heading"
        back={t('skill.back')}
        onBack={onBack}
        error={data.error}
        onRetry={() => void data.refetch()}
      />
    );
  }
  if (!data.data) return null;
  if (!skill) {
    return (
      <section className="classes" aria-labelledby="skill-heading">
        <ViewTop
          id="skill-heading"
          title={data.data.info.name}
          subtitle={t('skill.notFound')}
          back={t('skill.back')}
          onBack={onBack}
        />
      </section>
    );
  }
  const scenarios = content.scenarios
    .filter((scenario) => scenario.skillKey === skillKey)
    .sort((a, b) => a.number - b.number);
  const rows = learnerRows(data.data, content, t('class.unnamed'), i18n.language, now()).filter(
    (row) => row.report !== null,
  );
  const groups = STANDINGS.map((standing) => ({
    standing,
    learners: rows.filter(
      (row) => skillStanding(content.scenarios, skillKey, row.progress) === standing,
    ),
  }));

  return (
    <section className="classes classes--wide" aria-labelledby="skill-heading">
      <ViewTop
        id="skill-heading"
        title={skill.name}
        subtitle={t('skill.subtitle', { count: scenarios.length })}
        back={t('skill.back')}
        onBack={onBack}
      />
      <p className="classes__skill-about">{skill.description}</p>
      <p className="field__hint">{frameworks(skill, i18n.language, t)}</p>
      <section className="classes__panel classes__challenge" aria-labelledby="skill-challenge">
        <h2 id="skill-challenge">{t('skill.challengeHeading')}</h2>
        <p className="classes__challenge-text">{skill.challenge}</p>
        <p className="field__hint">{t('skill.challengeHint')}</p>
      </section>
      <section className="classes__panel" aria-labelledby="skill-learners">
        <h2 id="skill-learners">{t('skill.learnersHeading')}</h2>
        <dl className="classes__standings">
          {groups.map(({ standing, learners }) => (
            <div key={standing}>
              <dt>
                {t(STANDING_WORDS[standing])} ({learners.length})
              </dt>
              <dd>
                {learners.length === 0 ? (
                  t('skill.nobody')
                ) : (
                  <ul className="classes__names">
                    {learners.map((row) => (
                      <li key={row.userId}>
                        <Link
                          to={classesAddress({
                            name: 'class-learner',
                            classId,
                            learnerId: row.userId,
                          })}
                        >
                          {row.name}
                        </Link>
                      </li>
                    ))}
                  </ul>
                )}
              </dd>
            </div>
          ))}
        </dl>
      </section>
      <section className="classes__panel" aria-labelledby="skill-scenarios">
        <h2 id="skill-scenarios">{t('skill.scenariosHeading')}</h2>
        <ul className="classes__scenario-list">
          {scenarios.map((scenario) => (
            <li key={scenario.number} className="classes__scenario">
              <h3>{scenario.title}</h3>
              <p className="field__hint">
                {t('skill.scenarioMeta', { phase: scenario.stage, number: scenario.number })}
              </p>
              <p>{scenario.description}</p>
              <details className="classes__details">
                <summary>{t('skill.choicesHeading')}</summary>
                <ul className="classes__choices">
                  {scenario.choices.map((choice) => (
                    <li key={choice.text}>
                      <p className="classes__choice-text">
                        {choice.text}
                        {choice.isCorrect && (
                          <span className="classes__best"> · {t('skill.best')}</span>
                        )}
                      </p>
                      <p className="field__hint">{choice.feedback}</p>
                    </li>
                  ))}
                </ul>
              </details>
            </li>
          ))}
        </ul>
      </section>
    </section>
  );
}

// Where the skill sits in the two frameworks, by their own names: what a lesson plan cites.
function frameworks(
  skill: ContentBundle['skills'][number],
  language: string,
  t: ReturnType<typeof useTranslation<'classes'>>['t'],
): string {
  const locale = isLocale(language) ? language : 'pt-BR';
  const casel = CASEL_COMPETENCES.find((competence) => competence.id === skill.casel)!;
  const bncc = BNCC_COMPETENCES.find((competence) => competence.id === skill.bncc)!;
  return t('skill.frameworks', {
    casel: casel.title[locale],
    number: bncc.id,
    name: bncc.title[locale],
  });
}
