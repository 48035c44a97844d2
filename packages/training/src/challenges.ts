// The challenge of a skill (issue 18): after practising, the learner sees the challenges of the
// skills just practised (something to try in real life) and can mark one done. The mark is saved
// with the progress (challenges_done in user_progress) and, like everything saved, never undone
// by a save: two devices marking the same challenge keep the earliest time.
import type { Progress } from './progress.ts';
import { SKILL_KEY, SKILL_KEY_MAX_LENGTH } from '@ths/content-model/skill-key';
import { compareInstants, instantOf } from './timestamps.ts';

/** Throws a RangeError naming the key unless it is a skill key. */
export function checkSkillKey(skillKey: string): void {
  if (skillKey.length > SKILL_KEY_MAX_LENGTH || !SKILL_KEY.test(skillKey)) {
    throw new RangeError(
      `A skill key is a slug of lowercase letters, digits and single hyphens of at most ` +
        `${SKILL_KEY_MAX_LENGTH} characters, got "${skillKey}"`,
    );
  }
}

/** The state with the skill's challenge marked done at `now`; marked before, it keeps its first time. */
export function markChallengeDone(progress: Progress, skillKey: string, now: string): Progress {
  checkSkillKey(skillKey);
  instantOf(now); // throws on a malformed timestamp
  const marked = Object.hasOwn(progress.challengesDone, skillKey)
    ? progress.challengesDone[skillKey]
    : undefined;
  // Unchanged state, same object: the progress layer then has nothing to save.
  if (marked !== undefined && compareInstants(marked, now) <= 0) return progress;
  return { ...progress, challengesDone: { ...progress.challengesDone, [skillKey]: now } };
}

/** When the skill's challenge was marked done (ISO timestamp), or null. */
export function challengeDoneAt(progress: Progress, skillKey: string): string | null {
  return Object.hasOwn(progress.challengesDone, skillKey)
    ? (progress.challengesDone[skillKey] ?? null)
    : null;
}

/** Both sets of marks: every skill marked on either side, each with its earliest time. */
export function mergeChallenges(
  a: Progress['challengesDone'],
  b: Progress['challengesDone'],
): Progress['challengesDone'] {
  const merged: Progress['challengesDone'] = { ...a };
  for (const [skillKey, at] of Object.entries(b)) {
    const mine = Object.hasOwn(merged, skillKey) ? merged[skillKey] : undefined;
    // Equal instants written differently: the text decides, whatever the argument order.
    const earlier = mine === undefined || (compareInstants(at, mine) || (at < mine ? -1 : 0)) < 0;
    if (earlier) merged[skillKey] = at;
  }
  return merged;
}
