// The user_progress row as the app sends and reads it (supabase/migrations/…_user_progress.sql).
// toRow sends the whole state after every answer with the upsert of docs/product/data.md#calls; the
// trigger merges it. fromRow trusts nothing: a row that does not match is refused with the field
// named.
import { DEFAULT_CATEGORY, PHASE_COUNT } from './constants.ts';
import { achievementUnion } from './merge.ts';
import {
  completedIds,
  correctAnswers,
  emptyProgress,
  resultEntries,
  type Progress,
} from './progress.ts';
import { SKILL_KEY, SKILL_KEY_MAX_LENGTH } from './challenges.ts';
import type { ReviewCard } from './review-card.ts';
import { isTimestamp } from './timestamps.ts';

export type ScenarioResultRow = {
  first_at: string;
  first_correct: boolean;
  last_at: string;
  last_correct: boolean;
};

/** One scenario's review card as saved (…_review_schedule.sql); see ReviewCard. */
export type ReviewCardRow = {
  due: string;
  stability: number;
  difficulty: number;
  scheduled_days: number;
  learning_steps: number;
  reps: number;
  lapses: number;
  state: number;
  last_review: string;
};

/** The upsert payload; conflict target user_id, selected_category. */
export type ProgressRow = {
  user_id: string;
  selected_category: string;
  current_scenario: number;
  correct_answers: number;
  completed_scenarios: number[];
  unlocked_achievements: string[];
  scenario_results: Record<string, ScenarioResultRow>;
  review_counts: Record<string, number>;
  current_streak: number;
  current_phase: number;
  client_updated_at: string | null;
  review_schedule: Record<string, ReviewCardRow>;
  challenges_done: Record<string, string>;
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

function fail(field: string, rule: string): never {
  throw new ProgressRowError(`user_progress.${field} ${rule}`);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function wholeNumber(value: unknown, field: string, min: number, max = Infinity): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) {
    const range = max === Infinity ? `${min} or more` : `from ${min} to ${max}`;
    fail(field, `must be a whole number ${range}, got ${JSON.stringify(value)}`);
  }
  return value;
}

// The first migration's key rule, so nothing the database holds is refused here (saves are now
// held to 1 to 10,000, but a row stored before keeps its keys).
const SCENARIO_KEY = /^[1-9][0-9]{0,5}$/;

function readResults(value: unknown): Progress['results'] {
  if (!isRecord(value)) fail('scenario_results', 'must be an object keyed by scenario number');
  const results: Progress['results'] = {};
  for (const [key, entry] of Object.entries(value)) {
    const field = `scenario_results["${key}"]`;
    if (!SCENARIO_KEY.test(key)) fail(field, 'is not keyed by a scenario number');
    if (
      !isRecord(entry) ||
      typeof entry.first_correct !== 'boolean' ||
      typeof entry.last_correct !== 'boolean' ||
      !isTimestamp(entry.first_at) ||
      !isTimestamp(entry.last_at)
    ) {
      fail(field, 'must have first_at, last_at (ISO timestamps) and first_correct, last_correct');
    }
    results[Number(key)] = {
      firstAt: entry.first_at,
      firstCorrect: entry.first_correct,
      lastAt: entry.last_at,
      lastCorrect: entry.last_correct,
    };
  }
  return results;
}

function readReviewCounts(value: unknown): Progress['reviewCounts'] {
  if (!isRecord(value)) fail('review_counts', 'must be an object of device id to count');
  const counts: Progress['reviewCounts'] = {};
  for (const [device, count] of Object.entries(value)) {
    const length = [...device].length;
    if (length < 1 || length > 64) fail('review_counts', `has a device id of ${length} characters`);
    counts[device] = wholeNumber(count, `review_counts["${device}"]`, 0);
  }
  return counts;
}

function readAchievements(value: unknown): string[] {
  if (!Array.isArray(value) || !value.every((id) => typeof id === 'string')) {
    fail('unlocked_achievements', 'must be a list of achievement ids');
  }
  return achievementUnion(value as string[]);
}

function number(value: unknown, field: string, min: number, max: number): number {
  if (typeof value !== 'number' || !Number.isFinite(value) || value < min || value > max) {
    fail(field, `must be a number from ${min} to ${max}, got ${JSON.stringify(value)}`);
  }
  return value;
}

// The bounds of …_review_schedule.sql, so a row the database accepted is read back.
function readCard(entry: unknown, field: string): ReviewCard {
  if (!isRecord(entry)) fail(field, 'must be an object with the fields of a review card');
  if (!isTimestamp(entry.due)) fail(`${field}.due`, 'must be an ISO timestamp');
  if (!isTimestamp(entry.last_review)) fail(`${field}.last_review`, 'must be an ISO timestamp');
  const reps = wholeNumber(entry.reps, `${field}.reps`, 1, 1_000_000);
  return {
    due: entry.due,
    stability: number(entry.stability, `${field}.stability`, 0.001, 36_500),
    difficulty: number(entry.difficulty, `${field}.difficulty`, 1, 10),
    scheduledDays: wholeNumber(entry.scheduled_days, `${field}.scheduled_days`, 0, 36_500),
    learningSteps: wholeNumber(entry.learning_steps, `${field}.learning_steps`, 0, 100),
    reps,
    lapses: wholeNumber(entry.lapses, `${field}.lapses`, 0, reps),
    state: wholeNumber(entry.state, `${field}.state`, 0, 3),
    lastReview: entry.last_review,
  };
}

// A device's copy written before spaced review has neither field: it reads as empty.
function readSchedule(value: unknown): Progress['schedule'] {
  if (value === undefined) return {};
  if (!isRecord(value)) fail('review_schedule', 'must be an object keyed by scenario number');
  const schedule: Progress['schedule'] = {};
  for (const [key, entry] of Object.entries(value)) {
    const field = `review_schedule["${key}"]`;
    if (!SCENARIO_KEY.test(key)) fail(field, 'is not keyed by a scenario number');
    schedule[Number(key)] = readCard(entry, field);
  }
  return schedule;
}

function readChallenges(value: unknown): Progress['challengesDone'] {
  if (value === undefined) return {};
  if (!isRecord(value)) fail('challenges_done', 'must be an object of skill key to time marked');
  const done: Progress['challengesDone'] = {};
  for (const [skillKey, at] of Object.entries(value)) {
    const field = `challenges_done["${skillKey}"]`;
    if (skillKey.length > SKILL_KEY_MAX_LENGTH || !SKILL_KEY.test(skillKey)) {
      fail(field, `is not a skill key (a slug of at most ${SKILL_KEY_MAX_LENGTH} characters)`);
    }
    if (!isTimestamp(at)) fail(field, `must be an ISO timestamp, got ${JSON.stringify(at)}`);
    done[skillKey] = at;
  }
  return done;
}

function readUpdatedAt(value: unknown): string | null {
  if (value !== null && !isTimestamp(value)) {
    fail('client_updated_at', `must be an ISO timestamp or null, got ${JSON.stringify(value)}`);
  }
  return value;
}

/**
 * The learner's state from a stored row; no row yet (null) is an empty state. Throws a
 * ProgressRowError for a malformed row. completed_scenarios, correct_answers and the other
 * derived columns are not read: the attempts they come from are.
 */
export function fromRow(row: unknown): Progress {
  if (row === null || row === undefined) return emptyProgress();
  if (!isRecord(row)) throw new ProgressRowError('A user_progress row must be an object');
  return {
    results: readResults(row.scenario_results),
    unlockedAchievements: readAchievements(row.unlocked_achievements),
    reviewCounts: readReviewCounts(row.review_counts),
    currentPhase: wholeNumber(row.current_phase, 'current_phase', 1, PHASE_COUNT),
    currentScenario: wholeNumber(row.current_scenario, 'current_scenario', 0),
    streak: wholeNumber(row.current_streak, 'current_streak', 0),
    updatedAt: readUpdatedAt(row.client_updated_at),
    schedule: readSchedule(row.review_schedule),
    challengesDone: readChallenges(row.challenges_done),
  };
}
