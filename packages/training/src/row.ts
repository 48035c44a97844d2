// The user_progress row as the app sends and reads it (supabase/migrations/…_user_progress.sql).
// toRow sends the whole state after every answer with the upsert of docs/product/data.md#calls; the
// trigger merges it. fromRow trusts nothing: ProgressRowSchema below is the one place that says
// what a stored row is, and a row that does not match is refused with the field named. zod/mini:
// the app loads this with its first read of the progress (docs/decisions/0015).
import { CHOICE_KEY, CHOICE_KEY_MAX_LENGTH } from '@ths/content-model/choice-key';
import * as z from 'zod/mini';
import { DEFAULT_CATEGORY, PHASE_COUNT } from './constants.ts';
import { achievementUnion } from './merge.ts';
import {
  completedIds,
  correctAnswers,
  emptyProgress,
  resultEntries,
  type Progress,
} from './progress.ts';
import { SKILL_KEY, SKILL_KEY_MAX_LENGTH } from '@ths/content-model/skill-key';
import { withCurrentSkillKeys } from './skill-renames.ts';
import type { ReviewCard } from './review-card.ts';
import { SCENARIO_KEY } from './progress-schema.ts';
import { isTimestamp } from './timestamps.ts';

// Each rule's words, completed with what was found: `got 0`, `got "2"`, `got undefined`.
const got = (issue: { input?: unknown }) => `got ${JSON.stringify(issue.input)}`;

function wholeNumber(min: number, max = Infinity) {
  const range = max === Infinity ? `${min} or more` : `from ${min} to ${max}`;
  const error = (issue: { input?: unknown }) => `must be a whole number ${range}, ${got(issue)}`;
  return z.int({ error }).check(z.minimum(min, { error }), z.maximum(max, { error }));
}

function number(min: number, max: number) {
  const error = (issue: { input?: unknown }) =>
    `must be a number from ${min} to ${max}, ${got(issue)}`;
  return z.number({ error }).check(z.minimum(min, { error }), z.maximum(max, { error }));
}

function timestamp(rule = 'must be an ISO timestamp', withInput = false) {
  const error = (issue: { input?: unknown }) => (withInput ? `${rule}, ${got(issue)}` : rule);
  return z.string({ error }).check(z.refine(isTimestamp, { error }));
}

/** An object keyed by `keys`; `what` says what it must be, `badKey` what a wrong key is not. */
function keyed<V extends z.core.SomeType>(
  keys: z.ZodMiniString,
  value: V,
  what: string,
  badKey: string,
) {
  return z.record(keys, value, {
    error: (issue) => (issue.code === 'invalid_key' ? badKey : what),
  });
}

const SCENARIO_KEYS = z.string().check(z.regex(SCENARIO_KEY));
const SKILL_KEYS = z.string().check(z.regex(SKILL_KEY), z.maxLength(SKILL_KEY_MAX_LENGTH));
const DEVICE_IDS = z.string().check(z.minLength(1), z.maxLength(64));
const NOT_SCENARIO_KEY = 'is not keyed by a scenario number';
const NOT_ACHIEVEMENTS = 'must be a list of achievement ids';

const ATTEMPT = 'must have first_at, last_at (ISO timestamps) and first_correct, last_correct';
// Left out of rows saved before it was kept, and by older apps (docs/decisions/0049).
const FIRST_CHOICE = `first_choice, when given, must be a choice key of 1 to ${CHOICE_KEY_MAX_LENGTH} letters, digits, "_" or "-"`;
const ScenarioResultRowSchema = z.object(
  {
    first_at: timestamp(ATTEMPT),
    first_correct: z.boolean({ error: ATTEMPT }),
    first_choice: z.optional(
      z.string({ error: FIRST_CHOICE }).check(z.regex(CHOICE_KEY, { error: FIRST_CHOICE })),
    ),
    last_at: timestamp(ATTEMPT),
    last_correct: z.boolean({ error: ATTEMPT }),
  },
  { error: ATTEMPT },
);
export type ScenarioResultRow = z.output<typeof ScenarioResultRowSchema>;

// The bounds of …_review_schedule.sql, so a row the database accepted is read back.
const ReviewCardRowSchema = z
  .object(
    {
      due: timestamp(),
      stability: number(0.001, 36_500),
      difficulty: number(1, 10),
      scheduled_days: wholeNumber(0, 36_500),
      learning_steps: wholeNumber(0, 100),
      reps: wholeNumber(1, 1_000_000),
      lapses: wholeNumber(0),
      state: wholeNumber(0, 3),
      last_review: timestamp(),
    },
    { error: 'must be an object with the fields of a review card' },
  )
  .check(
    z.refine((card) => card.lapses <= card.reps, {
      path: ['lapses'],
      error: (issue) => {
        const card = issue.input as { lapses: number; reps: number };
        return `must be a whole number from 0 to ${card.reps}, got ${card.lapses}`;
      },
    }),
  );
/** One scenario's review card as saved (…_review_schedule.sql); see ReviewCard. */
export type ReviewCardRow = z.output<typeof ReviewCardRowSchema>;

// A device's copy written before spaced review has neither field: it reads as empty.
const orEmpty = <T extends z.core.SomeType>(schema: T) =>
  z.pipe(
    z.optional(schema),
    z.transform((value: z.output<T> | undefined) => value ?? ({} as z.output<T>)),
  );

/** What a stored user_progress row holds of the learner's state: the columns fromRow reads. */
export const ProgressRowSchema = z.object(
  {
    scenario_results: keyed(
      SCENARIO_KEYS,
      ScenarioResultRowSchema,
      'must be an object keyed by scenario number',
      NOT_SCENARIO_KEY,
    ),
    unlocked_achievements: z.array(z.string({ error: NOT_ACHIEVEMENTS }), {
      error: NOT_ACHIEVEMENTS,
    }),
    review_counts: keyed(
      DEVICE_IDS,
      wholeNumber(0),
      'must be an object of device id to count',
      'is not a device id of 1 to 64 characters',
    ),
    current_phase: wholeNumber(1, PHASE_COUNT),
    current_scenario: wholeNumber(0),
    current_streak: wholeNumber(0),
    client_updated_at: z.nullable(timestamp('must be an ISO timestamp or null', true)),
    review_schedule: orEmpty(
      keyed(
        SCENARIO_KEYS,
        ReviewCardRowSchema,
        'must be an object keyed by scenario number',
        NOT_SCENARIO_KEY,
      ),
    ),
    challenges_done: orEmpty(
      keyed(
        SKILL_KEYS,
        timestamp('must be an ISO timestamp', true),
        'must be an object of skill key to time marked',
        `is not a skill key (a slug of at most ${SKILL_KEY_MAX_LENGTH} characters)`,
      ),
    ),
  },
  { error: 'must be an object' },
);

/** The upsert payload; conflict target user_id, selected_category. */
export type ProgressRow = z.output<typeof ProgressRowSchema> & {
  user_id: string;
  selected_category: string;
  correct_answers: number;
  completed_scenarios: number[];
};

/** A stored row that is not what the migration writes; the message names the field. */
export class ProgressRowError extends Error {
  override name = 'ProgressRowError';
}

/**
 * The upsert payload for this learner and category; derived counts are sent for the original
 * columns (docs/product/data.md#columns).
 */
export function toRow(
  progress: Progress,
  userId: string,
  category: string = DEFAULT_CATEGORY,
): ProgressRow {
  const scenarioResults: Record<string, ScenarioResultRow> = {};
  for (const [scenario, result] of resultEntries(progress)) {
    scenarioResults[String(scenario)] = {
      first_at: result.firstAt,
      first_correct: result.firstCorrect,
      // Left out when unknown: the trigger keeps the stored one (docs/decisions/0049).
      ...(result.firstChoice === undefined ? {} : { first_choice: result.firstChoice }),
      last_at: result.lastAt,
      last_correct: result.lastCorrect,
    };
  }
  return {
    user_id: userId,
    selected_category: category,
    current_scenario: progress.currentScenario,
    correct_answers: correctAnswers(progress),
    completed_scenarios: completedIds(progress),
    unlocked_achievements: achievementUnion(progress.unlockedAchievements),
    scenario_results: scenarioResults,
    review_counts: { ...progress.reviewCounts },
    current_streak: progress.streak,
    current_phase: progress.currentPhase,
    client_updated_at: progress.updatedAt,
    review_schedule: scheduleRow(progress.schedule),
    challenges_done: { ...progress.challengesDone },
  };
}

function scheduleRow(schedule: Progress['schedule']): Record<string, ReviewCardRow> {
  const rows: Record<string, ReviewCardRow> = {};
  const scenarios = Object.keys(schedule)
    .map(Number)
    .sort((a, b) => a - b);
  for (const scenario of scenarios) {
    const card = schedule[scenario] as ReviewCard;
    rows[String(scenario)] = {
      due: card.due,
      stability: card.stability,
      difficulty: card.difficulty,
      scheduled_days: card.scheduledDays,
      learning_steps: card.learningSteps,
      reps: card.reps,
      lapses: card.lapses,
      state: card.state,
      last_review: card.lastReview,
    };
  }
  return rows;
}

// `review_schedule["3"].due`: the column, then a record's key in brackets, then a card's field.
// An attempt is named as a whole (its rule lists its four fields), achievements as the list.
const NAMED_DEPTH: Record<string, number> = { scenario_results: 2, unlocked_achievements: 1 };
function fieldOf(path: readonly PropertyKey[]): string {
  const [column, key, ...rest] = path.map(String).slice(0, NAMED_DEPTH[String(path[0])]);
  if (column === undefined) return 'row';
  return [column + (key === undefined ? '' : `["${key}"]`), ...rest].join('.');
}

/**
 * The learner's state from a stored row; no row yet (null) is an empty state. Throws a
 * ProgressRowError for a malformed row. completed_scenarios, correct_answers and the other
 * derived columns are not read: the attempts they come from are. Challenges marked under a skill
 * key of before issue 29 come back under their skill's key of today (skill-renames.ts).
 */
export function fromRow(value: unknown): Progress {
  if (value === null || value === undefined) return emptyProgress();
  const parsed = ProgressRowSchema.safeParse(value);
  if (!parsed.success) {
    const [issue] = parsed.error.issues;
    const field = fieldOf(issue!.path);
    throw new ProgressRowError(
      field === 'row'
        ? `A user_progress row ${issue!.message}`
        : `user_progress.${field} ${issue!.message}`,
    );
  }
  const row = parsed.data;
  return {
    results: Object.fromEntries(
      Object.entries(row.scenario_results).map(([key, entry]) => [
        Number(key),
        {
          firstAt: entry.first_at,
          firstCorrect: entry.first_correct,
          ...(entry.first_choice === undefined ? {} : { firstChoice: entry.first_choice }),
          lastAt: entry.last_at,
          lastCorrect: entry.last_correct,
        },
      ]),
    ),
    unlockedAchievements: achievementUnion(row.unlocked_achievements),
    reviewCounts: row.review_counts,
    currentPhase: row.current_phase,
    currentScenario: row.current_scenario,
    streak: row.current_streak,
    updatedAt: row.client_updated_at,
    schedule: Object.fromEntries(
      Object.entries(row.review_schedule).map(([key, card]): [number, ReviewCard] => [
        Number(key),
        {
          due: card.due,
          stability: card.stability,
          difficulty: card.difficulty,
          scheduledDays: card.scheduled_days,
          learningSteps: card.learning_steps,
          reps: card.reps,
          lapses: card.lapses,
          state: card.state,
          lastReview: card.last_review,
        },
      ]),
    ),
    // A row saved before the skills were regrouped holds old keys (docs/decisions/0043).
    challengesDone: withCurrentSkillKeys(row.challenges_done),
  };
}
