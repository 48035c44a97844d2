// Which 'Desafio da semana' challenges a screen shows (issue 18, docs/decisions/0018). Pure: the
// skills and the scenario–skill links come from the content, the answers and the marks from the
// progress (@ths/training/challenges).
import type { Scenario, Skill } from '@ths/content-model/bundle-schema';
import { challengeDoneAt } from './challenges.ts';
import { resultEntries, type Progress } from './progress.ts';
import { compareInstants } from './timestamps.ts';

/** A skill's challenge as a card shows it; `doneAt` is when it was marked done, or null. */
export type ChallengeItem = Pick<Skill, 'key' | 'name' | 'challenge'> & { doneAt: string | null };

type Content = {
  skills: readonly Skill[];
  scenarios: readonly Pick<Scenario, 'number' | 'stage' | 'skillKey'>[];
};

/** At most this many challenges after a phase: a few to choose from, not homework. */
export const PHASE_CHALLENGES = 3;

type Practised = { key: string; mistakes: number; latest: string; first: number };

// Per skill of the answered scenarios in `phase` (all phases when null): the scenarios not right
// the first time, the latest answer, and the first scenario number (a stable last tie-break).
function practisedSkills(content: Content, progress: Progress, phase: number | null): Practised[] {
  const bySkill = new Map<string, Practised>();
  for (const [number, result] of resultEntries(progress)) {
    const scenario = content.scenarios.find((candidate) => candidate.number === number);
    if (!scenario || (phase !== null && scenario.stage !== phase)) continue;
    const seen = bySkill.get(scenario.skillKey);
    const mistakes = (seen?.mistakes ?? 0) + (result.firstCorrect && result.lastCorrect ? 0 : 1);
    const latest =
      seen && compareInstants(seen.latest, result.lastAt) > 0 ? seen.latest : result.lastAt;
    const first = Math.min(seen?.first ?? number, number);
    bySkill.set(scenario.skillKey, { key: scenario.skillKey, mistakes, latest, first });
  }
  return [...bySkill.values()];
}

function itemsOf(content: Content, progress: Progress, keys: readonly string[]): ChallengeItem[] {
  return keys.flatMap((key) => {
    const skill = content.skills.find((candidate) => candidate.key === key);
    return skill
      ? [
          {
            key,
            name: skill.name,
            challenge: skill.challenge,
            doneAt: challengeDoneAt(progress, key),
          },
        ]
      : [];
  });
}

/**
 * The challenges after finishing `phase`: its skills with mistakes first, then the most recently
 * practised, at most PHASE_CHALLENGES. Marking one done does not reorder them: it stays, done.
 */
export function phaseChallenges(
  content: Content,
  progress: Progress,
  phase: number,
): ChallengeItem[] {
  const picked = practisedSkills(content, progress, phase)
    .sort(
      (a, b) => b.mistakes - a.mistakes || compareInstants(b.latest, a.latest) || a.first - b.first,
    )
    .slice(0, PHASE_CHALLENGES)
    .map((skill) => skill.key);
  return itemsOf(content, progress, picked);
}

/**
 * Every practised skill's challenge, the most recently practised first (done ones included, so
 * the home can keep showing the one just marked); the home offers the first not done.
 */
export function practisedChallenges(content: Content, progress: Progress): ChallengeItem[] {
  const ordered = practisedSkills(content, progress, null)
    .sort((a, b) => compareInstants(b.latest, a.latest) || a.first - b.first)
    .map((skill) => skill.key);
  return itemsOf(content, progress, ordered);
}
