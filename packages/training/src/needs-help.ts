// "Precisa de ajuda" (issue 40, docs/decisions/0069): beside "Sem praticar há 7 dias", a learner
// who practises but struggles. Read from the progress the educator already reads: the latest
// first-try answers, and the scenarios still to review (the learner's own 'Revisar' list).
import type { ScenarioRef } from '@ths/content-model/bundle-schema';
import { resultEntries, type Progress } from './progress.ts';
import { instantOf, isTimestamp } from './timestamps.ts';

/** A time to order answers by; one the reader would refuse counts as the oldest, never throws. */
const timeOf = (at: string) => (isTimestamp(at) ? instantOf(at) : 0);

/** How many of the latest first-try answers the rule reads. */
export const HELP_RECENT_ANSWERS = 10;
/** Fewer first-try answers than this say too little to flag anyone on them. */
export const HELP_MIN_ANSWERS = 5;
/** At most this share right among the latest first tries: half or less. */
export const HELP_MAX_RIGHT_SHARE = 0.5;
/** This many scenarios still to review or more is help wanted, whatever the first tries. */
export const HELP_TO_REVIEW = 4;

export type HelpReason = 'first-tries' | 'to-review';

export type HelpSignal = {
  reasons: HelpReason[];
  /** Of the latest first-try answers read (at most HELP_RECENT_ANSWERS), how many were right. */
  recentRight: number;
  recentCount: number;
  toReview: number;
  /** The skill the learner missed most at the first try (its key), or null if none is known. */
  skillKey: string | null;
};

/**
 * Whether the learner needs help, and why; null when not. Flagged when, among the latest
 * HELP_RECENT_ANSWERS first-try answers (by when they were first answered), there are at least
 * HELP_MIN_ANSWERS and at most half are right; or when HELP_TO_REVIEW scenarios or more are still
 * to review. With the reason, the skill most missed at the first try: the most scenarios of it
 * still to review, then the most missed, then the latest miss.
 */
export function needsHelp(
  scenarios: readonly Pick<ScenarioRef, 'number' | 'skillKey'>[],
  progress: Progress,
): HelpSignal | null {
  const entries = resultEntries(progress);
  const recent = [...entries]
    .sort(([a, ra], [b, rb]) => timeOf(rb.firstAt) - timeOf(ra.firstAt) || b - a)
    .slice(0, HELP_RECENT_ANSWERS);
  const recentRight = recent.filter(([, result]) => result.firstCorrect).length;
  const toReview = entries.filter(([, result]) => !result.lastCorrect).length;
  const reasons: HelpReason[] = [];
  if (recent.length >= HELP_MIN_ANSWERS && recentRight <= recent.length * HELP_MAX_RIGHT_SHARE)
    reasons.push('first-tries');
  if (toReview >= HELP_TO_REVIEW) reasons.push('to-review');
  if (reasons.length === 0) return null;
  return {
    reasons,
    recentRight,
    recentCount: recent.length,
    toReview,
    skillKey: mostMissedSkill(scenarios, progress),
  };
}

/** The skill of the most first-try misses, those still to review weighing first; see needsHelp. */
export function mostMissedSkill(
  scenarios: readonly Pick<ScenarioRef, 'number' | 'skillKey'>[],
  progress: Progress,
): string | null {
  const skillOf = new Map(scenarios.map((scenario) => [scenario.number, scenario.skillKey]));
  const tally = new Map<string, { open: number; missed: number; latest: number }>();
  for (const [number, result] of resultEntries(progress)) {
    const skillKey = skillOf.get(number);
    if (skillKey === undefined || result.firstCorrect) continue;
    const count = tally.get(skillKey) ?? { open: 0, missed: 0, latest: timeOf(result.firstAt) };
    count.missed += 1;
    if (!result.lastCorrect) count.open += 1;
    count.latest = Math.max(count.latest, timeOf(result.firstAt));
    tally.set(skillKey, count);
  }
  const ranked = [...tally].sort(
    ([, a], [, b]) => b.open - a.open || b.missed - a.missed || b.latest - a.latest,
  );
  return ranked[0]?.[0] ?? null;
}
