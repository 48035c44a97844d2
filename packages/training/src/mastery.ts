// 'Minhas habilidades' (issue 18; issue 29): how far each skill has grown, from the answers to all
// its scenarios and their spaced reviews. A skill is practised by 3 to 5 scenarios over several
// phases (docs/decisions/0043), so it grows as the learner meets it again along the journey, and
// it fades back when left unpractised. The content gives each scenario a skill key; the map comes
// in as a parameter so the engine does not read the content bundle.
import { isFlagged, resultOf, type Progress } from './progress.ts';
import { cardOf, retrievability } from './schedule.ts';

/** 0 not started, 1 practising, 2 getting there, 3 strong: what a picture shows. */
export type MasteryLevel = 0 | 1 | 2 | 3;

export type SkillMastery = {
  skillKey: string;
  /** Scenarios of the skill in the content. */
  total: number;
  /** Scenarios of the skill answered at least once. */
  answered: number;
  /** Scenarios of the skill right on the first attempt. */
  firstTryRight: number;
  /** Scenarios whose latest attempt was wrong ('Revisar'). */
  flagged: number;
  /** Mean chance (0 to 1) to remember the answered scenarios now (FSRS); null if none answered. */
  retrievability: number | null;
  /** How far the skill has grown, 0 to 1: its scenarios' strengths now, averaged over all of them. */
  growth: number;
  level: MasteryLevel;
};

/** A card remembered for this many days or more is as strong as one answer can make it. */
export const STRONG_STABILITY_DAYS = 7;
/** What a right answer is worth on its own, before spaced reviews make it last. */
export const RIGHT_ANSWER_SHARE = 0.5;
/** What a scenario whose latest answer was wrong is worth: tried, not yet known. */
export const FLAGGED_STRENGTH = 0.1;
/** 'Getting there' from this growth on… */
export const GETTING_THERE_GROWTH = 0.5;
/** …and 'strong' from this one: nearly every scenario right and remembered for a week or more. */
export const STRONG_GROWTH = 0.9;

/**
 * One scenario's strength now, 0 to 1:
 * - not answered: 0;
 * - latest answer wrong ('Revisar'): FLAGGED_STRENGTH;
 * - latest answer right: the chance to remember it now (FSRS retrievability) times
 *   RIGHT_ANSWER_SHARE plus the rest in proportion to how long the memory lasts (its stability,
 *   up to STRONG_STABILITY_DAYS). One right answer (stability about 2 days) is worth about 0.65;
 *   right again when due (stability 10 days or more) about 1; either fades as recall does.
 */
export function scenarioStrength(progress: Progress, scenario: number, now: string): number {
  const result = resultOf(progress, scenario);
  const card = cardOf(progress, scenario);
  if (!result || !card) return 0;
  if (isFlagged(progress, scenario)) return FLAGGED_STRENGTH;
  const lasting = Math.min(1, card.stability / STRONG_STABILITY_DAYS);
  const recall = retrievability(progress, scenario, now) ?? 0;
  return recall * (RIGHT_ANSWER_SHARE + (1 - RIGHT_ANSWER_SHARE) * lasting);
}

/**
 * Mastery of every skill in `scenarioSkills` (scenario number → skill key), keyed by skill key.
 * The level follows the growth: 0 when nothing is answered, 3 from STRONG_GROWTH, 2 from
 * GETTING_THERE_GROWTH, 1 otherwise. A skill of 3 scenarios is 'getting there' once all three are
 * right, or two are right and remembered; 'strong' takes every scenario right again on a later
 * day, so a skill met in phase 1 grows with the scenarios of the phases after it.
 */
export function skillMastery(
  progress: Progress,
  scenarioSkills: Readonly<Record<number, string>>,
  now: string,
): Record<string, SkillMastery> {
  const bySkill = new Map<string, number[]>();
  for (const [key, skillKey] of Object.entries(scenarioSkills)) {
    const scenarios = bySkill.get(skillKey) ?? [];
    scenarios.push(Number(key));
    bySkill.set(skillKey, scenarios);
  }
  const mastery: Record<string, SkillMastery> = {};
  for (const [skillKey, scenarios] of bySkill) {
    mastery[skillKey] = masteryOf(progress, skillKey, scenarios, now);
  }
  return mastery;
}

function masteryOf(
  progress: Progress,
  skillKey: string,
  scenarios: readonly number[],
  now: string,
): SkillMastery {
  let answered = 0;
  let firstTryRight = 0;
  let flagged = 0;
  let recall = 0;
  let strength = 0;
  for (const scenario of scenarios) {
    const result = resultOf(progress, scenario);
    if (!result || !cardOf(progress, scenario)) continue;
    answered += 1;
    if (result.firstCorrect) firstTryRight += 1;
    if (isFlagged(progress, scenario)) flagged += 1;
    recall += retrievability(progress, scenario, now) ?? 0;
    strength += scenarioStrength(progress, scenario, now);
  }
  const total = scenarios.length;
  const growth = total === 0 ? 0 : strength / total;
  const level: MasteryLevel =
    answered === 0 ? 0 : growth >= STRONG_GROWTH ? 3 : growth >= GETTING_THERE_GROWTH ? 2 : 1;
  return {
    skillKey,
    total,
    answered,
    firstTryRight,
    flagged,
    retrievability: answered === 0 ? null : recall / answered,
    growth,
    level,
  };
}
