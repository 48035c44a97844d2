// 'Minhas habilidades' (issue 18, docs/decisions/0018) as data: the content's skills grouped by
// their CASEL competence, each with its mastery level from the answers and the spaced reviews
// (@ths/training/mastery). Which skill sits under which competence is content (the Studio's
// 'Habilidade' documents); the order and names of the competences are the frameworks'.
import type { Scenario, Skill } from '@ths/content-model/bundle-schema';
import {
  CASEL_COMPETENCES,
  type BnccCompetence,
  type CaselCompetence,
} from '@ths/content-model/skill-competences';
import { challengeDoneAt } from './challenges.ts';
import { skillMastery, type MasteryLevel } from './mastery.ts';
import type { Progress } from './progress.ts';

export type SkillItem = {
  key: string;
  name: string;
  /** What the skill is about, in one sentence (the skill document's description). */
  description: string;
  /** Its 3 or 4 steps, in order (docs/decisions/0064). */
  steps: readonly string[];
  level: MasteryLevel;
  /** When the skill's challenge was marked done, or null. */
  challengeDoneAt: string | null;
};

export type SkillGroup = {
  casel: CaselCompetence;
  /** The BNCC general competences of the group's skills, the most frequent first. */
  bncc: BnccCompetence[];
  /** Skills with something answered, in the content's order. */
  started: SkillItem[];
  /** Skills not practised yet: shown quietly. */
  notStarted: SkillItem[];
};

type Content = {
  skills: readonly Skill[];
  scenarios: readonly Pick<Scenario, 'number' | 'skillKey'>[];
};

/** Scenario number → skill key, the map the engine's mastery reads. */
export function scenarioSkills(content: Content): Record<number, string> {
  return Object.fromEntries(
    content.scenarios.map((scenario) => [scenario.number, scenario.skillKey]),
  );
}

/** The five CASEL groups in the framework's order; a competence without skills is left out. */
export function skillGroups(content: Content, progress: Progress, now: string): SkillGroup[] {
  const mastery = skillMastery(progress, scenarioSkills(content), now);
  return CASEL_COMPETENCES.flatMap(({ id }) => {
    const skills = content.skills.filter((skill) => skill.casel === id);
    if (skills.length === 0) return [];
    const items = skills.map((skill): SkillItem => ({
      key: skill.key,
      name: skill.name,
      description: skill.description,
      steps: skill.steps,
      level: mastery[skill.key]?.level ?? 0,
      challengeDoneAt: challengeDoneAt(progress, skill.key),
    }));
    const frequency = new Map<BnccCompetence, number>();
    for (const skill of skills) frequency.set(skill.bncc, (frequency.get(skill.bncc) ?? 0) + 1);
    const bncc = [...frequency.keys()].sort(
      (a, b) => frequency.get(b)! - frequency.get(a)! || a - b,
    );
    return [
      {
        casel: id,
        bncc,
        started: items.filter((item) => item.level > 0),
        notStarted: items.filter((item) => item.level === 0),
      },
    ];
  });
}
