// 'Minhas habilidades' (issue 18): how well the learner masters each skill, from their answers
// and their spaced reviews. The content gives each scenario a skill key; the map comes in as a
// parameter so the engine does not read the content bundle.
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
  level: MasteryLevel;
};

/** A card remembered at 90% for at least this many days needed two spaced right answers. */
export const STRONG_STABILITY_DAYS = 7;
/** 'Strong' needs the skill's scenarios remembered now with at least this mean chance. */
export const STRONG_RECALL = 0.9;
/** A scenario is known now when its latest attempt is right and its recall is at least this. */
export const KNOWN_RECALL = 0.7;
/** 'Getting there' needs at least this share of the skill's scenarios known now. */
export const GETTING_THERE_SHARE = 0.5;

/**
 * Mastery of every skill in `scenarioSkills` (scenario number → skill key), keyed by skill key.
 *
 * Level rule. A scenario is "known now" when its latest attempt is right and its retrievability
 * (FSRS's chance to remember it now) is at least KNOWN_RECALL (0.7; a scenario due has about 0.9).
 * - 0 not started: no scenario of the skill answered.
 * - 3 strong: every scenario answered, none flagged, the answered scenarios' mean
 *   retrievability at least STRONG_RECALL (0.9), and every card's stability at least
 *   STRONG_STABILITY_DAYS (7 days: one right answer gives about 2, a second right answer days
 *   later about 14). A strong skill left unpractised falls back as its recall fades.
 * - 2 getting there: not strong, and at least GETTING_THERE_SHARE (half) of the skill's
 *   scenarios known now.
 * - 1 practising: anything else answered.
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
  let known = 0;
  let stable = true;
  for (const scenario of scenarios) {
    const result = resultOf(progress, scenario);
    const card = cardOf(progress, scenario);
    if (!result || !card) continue;
    answered += 1;
    if (result.firstCorrect) firstTryRight += 1;
    const chance = retrievability(progress, scenario, now) ?? 0;
    recall += chance;
    if (isFlagged(progress, scenario)) flagged += 1;
    else if (chance >= KNOWN_RECALL) known += 1;
    if (card.stability < STRONG_STABILITY_DAYS) stable = false;
  }
  const total = scenarios.length;
  const meanRecall = answered === 0 ? null : recall / answered;
  const level: MasteryLevel =
    answered === 0
      ? 0
      : answered === total && flagged === 0 && (meanRecall ?? 0) >= STRONG_RECALL && stable
        ? 3
        : known >= GETTING_THERE_SHARE * total
          ? 2
          : 1;
  return { skillKey, total, answered, firstTryRight, flagged, retrievability: meanRecall, level };
}
