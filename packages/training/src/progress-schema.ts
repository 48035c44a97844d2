// What a `Progress` is, checked: the shape the app keeps on the device (docs/product/data.md,
// device storage) is the engine's own, read back through this schema. zod/mini: the app downloads
// it at first load, where full zod would cost about ten times as much (docs/decisions/0015).
import { CHOICE_KEY } from '@ths/content-model/choice-key';
import * as z from 'zod/mini';
import type { Progress } from './progress.ts';
import { withCurrentSkillKeys } from './skill-renames.ts';
import { isTimestamp } from './timestamps.ts';

const Instant = z
  .string()
  .check(z.refine(isTimestamp, { error: 'must be an ISO 8601 timestamp with a zone' }));
const Count = z.int().check(z.minimum(0));
/**
 * A scenario number as a key of the saved state: the first migration's rule, so nothing the
 * database holds is refused (saves are now held to 1 to 10,000, but a row stored before keeps its
 * keys). The row reader (row.ts) uses the same, so a copy made from a row always reads back.
 */
export const SCENARIO_KEY = /^[1-9][0-9]{0,5}$/;
const ScenarioKey = z.string().check(z.regex(SCENARIO_KEY, { error: 'must be a scenario number' }));

export const ScenarioResultSchema = z.object({
  firstAt: Instant,
  firstCorrect: z.boolean(),
  // Absent in a copy saved before it was kept (docs/decisions/0049).
  firstChoice: z.optional(z.string().check(z.regex(CHOICE_KEY, { error: 'must be a choice key' }))),
  lastAt: Instant,
  lastCorrect: z.boolean(),
});

export const ReviewCardSchema = z.object({
  due: Instant,
  stability: z.number(),
  difficulty: z.number(),
  scheduledDays: z.number(),
  learningSteps: Count,
  reps: Count,
  lapses: Count,
  state: z.int().check(z.minimum(0), z.maximum(3)),
  lastReview: Instant,
});

export const ProgressSchema = z.object({
  results: z.record(ScenarioKey, ScenarioResultSchema),
  unlockedAchievements: z.array(z.string()),
  reviewCounts: z.record(z.string(), Count),
  currentPhase: z.int().check(z.minimum(1)),
  currentScenario: Count,
  streak: Count,
  updatedAt: z.nullable(Instant),
  schedule: z.record(ScenarioKey, ReviewCardSchema),
  challengesDone: z.record(z.string(), Instant),
});

/**
 * The progress `value` holds; throws an Error naming each field that breaks a rule. A copy kept
 * before the skills were regrouped has its challenge marks moved to today's keys
 * (docs/decisions/0043), as fromRow does for a stored row.
 */
export function parseProgress(value: unknown): Progress {
  const result = ProgressSchema.safeParse(value);
  if (result.success) {
    return { ...result.data, challengesDone: withCurrentSkillKeys(result.data.challengesDone) };
  }
  const problems = result.error.issues.map(
    (issue) => `progress.${issue.path.join('.')}: ${issue.message}`,
  );
  throw new Error(`Not a learner's progress: ${problems.join('; ')}`);
}
