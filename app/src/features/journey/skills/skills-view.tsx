// 'Minhas habilidades' (issue 18, docs/decisions/0018): the learner's skills in five groups by
// CASEL competence, named in a child's words; every skill practised as a plant that grows with its
// mastery, with words for screen readers; the skills not started yet quietly at the end of their
// group. The frameworks' own names (CASEL, BNCC) are for the adults: one closed section at the
// end lists them per group, so a child reads none of that jargon on the way.
import type { Locale } from '@ths/content-model/locales';
import { BNCC_COMPETENCES, CASEL_COMPETENCES } from '@ths/content-model/skill-competences';
import { useTranslation } from 'react-i18next';
import { phaseColours } from '@ths/learner-ui/styles/phase-colours';
import { SkillSteps } from '@ths/learner-ui/skill/skill-steps';
import { ViewTop } from '../../../components/view-top.tsx';
import type { SkillGroup, SkillItem } from '@ths/training/skill-groups';
import { familyPath } from '../../../lib/family-path.ts';
import { SkillPlant } from './skill-plant.tsx';
import './skills.css';
import type { TFunction } from 'i18next';

type SkillsViewProps = {
  groups: SkillGroup[];
  locale: Locale;
  onBack: () => void;
};

export function SkillsView({ groups, locale, onBack }: SkillsViewProps) {
  const { t } = useTranslation();
  const started = groups.some((group) => group.started.length > 0);
  return (
    <section className="skills" aria-labelledby="skills-heading">
      <ViewTop
        id="skills-heading"
        title={t('skills.title')}
        subtitle={t('skills.subtitle')}
        back={t('skills.back')}
        onBack={onBack}
      />
      {!started && <p className="skills__empty">{t('skills.nothingYet')}</p>}
      {groups.map((group, index) => (
        // The five competences take the five phase colours, in order.
        <section
          key={group.casel}
          className="skills__group"
          style={phaseColours(index + 1)}
          aria-labelledby={`skills-${group.casel}`}
        >
          <h2 id={`skills-${group.casel}`} className="skills__group-title">
            {t(`skills.${group.casel}`)}
          </h2>
          {group.started.length > 0 && (
            <ul className="skills__list">
              {group.started.map((skill) => (
                <SkillRow key={skill.key} skill={skill} />
              ))}
            </ul>
          )}
          {group.notStarted.length > 0 && (
            <details className="skills__later">
              <summary>{t('skills.notStarted', { count: group.notStarted.length })}</summary>
              <ul>
                {group.notStarted.map((skill) => (
                  <li key={skill.key}>{skill.name}</li>
                ))}
              </ul>
            </details>
          )}
        </section>
      ))}
      <details className="skills__adults">
        <summary>{t('skills.forAdults')}</summary>
        <dl>
          {groups.map((group) => (
            <div key={group.casel}>
              <dt>{t(`skills.${group.casel}`)}</dt>
              <dd>{frameworksLabel(group, locale, t)}</dd>
            </div>
          ))}
        </dl>
      </details>
    </section>
  );
}

function SkillRow({ skill }: { skill: SkillItem }) {
  const { t } = useTranslation();
  const level = skill.level === 3 ? 'level3' : skill.level === 2 ? 'level2' : 'level1';
  const words = t(`skills.${level}`);
  return (
    <li className={`skill skill--level-${skill.level}`}>
      {/* One sentence for screen readers; the picture and the words below say it to the eye. */}
      <span className="visually-hidden">
        {t('skills.levelText', { name: skill.name, level: words, step: skill.level })}
      </span>
      <SkillPlant level={skill.level} className="skill__plant" />
      <div className="skill__text">
        <span className="skill__name" aria-hidden="true">
          {skill.name}
        </span>
        {/* What the skill is about: read by everyone, after the sentence above. */}
        <span className="skill__about">{skill.description}</span>
        {/* Its steps, as the feedback of its scenarios shows them (docs/decisions/0064). */}
        {skill.steps.length > 0 && (
          <SkillSteps
            className="skill-steps--column skill__steps"
            label={t('skills.steps')}
            steps={skill.steps}
          />
        )}
        <span className="skill__level" aria-hidden="true">
          {words}
          <span className="skill__dots">
            {[1, 2, 3].map((step) => (
              <span key={step} className={step <= skill.level ? 'skill__dot--on' : ''} />
            ))}
          </span>
        </span>
        {/* A plain link: the family page is its own page, and react-router's Link in this chunk
            would split the router out of the first load (docs/benchmarks/first-load.md). */}
        <a
          className="skill__family"
          href={familyPath(skill.key)}
          aria-label={t('forFamily.linkName', { name: skill.name })}
        >
          {t('forFamily.link')}
        </a>
      </div>
      {skill.challengeDoneAt && (
        <span className="badge badge--success skill__challenge">{t('skills.challengeDone')}</span>
      )}
    </li>
  );
}

// 'CASEL: Autoconsciência · BNCC competência 8, Autoconhecimento e autocuidado': the frameworks'
// own names, for the adults who read them.
function frameworksLabel(group: SkillGroup, locale: Locale, t: TFunction): string {
  const casel = CASEL_COMPETENCES.find((competence) => competence.id === group.casel)!;
  const bncc = group.bncc
    .map((number) => {
      const competence = BNCC_COMPETENCES.find((candidate) => candidate.id === number)!;
      return t('skills.bncc', { number, name: competence.title[locale] });
    })
    .join('; ');
  return t('skills.competenceLabel', { casel: casel.title[locale], bncc });
}
