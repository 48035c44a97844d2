// The app's copy of the database's merge (supabase/migrations/…_user_progress.sql, trigger
// user_progress_merge), used to combine a stored row with answers the device has not sent yet.
// Every rule is commutative, associative and idempotent, so the result does not depend on which
// side is "stored" and merging the same state twice changes nothing.
import { mergeChallenges } from './challenges.ts';
import type { Progress, ScenarioResult } from './progress.ts';
import { mergeSchedules } from './schedule.ts';
import { compareInstants } from './timestamps.ts';

type Attempt = { at: string; correct: boolean; choice?: string | undefined };
type Order = (a: Attempt, b: Attempt) => number;

// Equal instants written differently ("Z" vs "+00:00") still need one winner whatever the
// argument order, so the text decides last.
function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

// On equal times the wrong answer wins, as in the trigger: a tie never hides a 'Revisar' flag.
const wrongFirst = (a: Attempt, b: Attempt) => Number(a.correct) - Number(b.correct);

// The same first attempt, seen by a device that knew its choice and by one that did not (an older
// app, docs/decisions/0049): the one that knows wins, so a save without the choice never erases
// it. Two different choices at the same instant are ordered by their keys, as the trigger does.
const knownChoiceFirst = (a: Attempt, b: Attempt) =>
  Number(a.choice === undefined) - Number(b.choice === undefined) ||
  compareText(a.choice ?? '', b.choice ?? '');

const earliestFirst: Order = (a, b) =>
  compareInstants(a.at, b.at) ||
  wrongFirst(a, b) ||
  knownChoiceFirst(a, b) ||
  compareText(a.at, b.at);

const latestFirst: Order = (a, b) =>
  compareInstants(b.at, a.at) || wrongFirst(a, b) || compareText(a.at, b.at);

function winner(a: Attempt, b: Attempt, order: Order): Attempt {
  return order(a, b) <= 0 ? a : b;
}

/** One scenario's attempts from two states: the earliest first attempt and the latest one. */
export function mergeResult(a: ScenarioResult, b: ScenarioResult): ScenarioResult {
  const first = winner(
    { at: a.firstAt, correct: a.firstCorrect, choice: a.firstChoice },
    { at: b.firstAt, correct: b.firstCorrect, choice: b.firstChoice },
    earliestFirst,
  );
  const last = winner(
    { at: a.lastAt, correct: a.lastCorrect },
    { at: b.lastAt, correct: b.lastCorrect },
    latestFirst,
  );
  return {
    firstAt: first.at,
    firstCorrect: first.correct,
    ...(first.choice === undefined ? {} : { firstChoice: first.choice }),
    lastAt: last.at,
    lastCorrect: last.correct,
  };
}

function mergeResults(a: Progress['results'], b: Progress['results']): Progress['results'] {
  const merged: Progress['results'] = { ...a };
  for (const [key, result] of Object.entries(b)) {
    const scenario = Number(key);
    const mine = Object.hasOwn(merged, scenario) ? merged[scenario] : undefined;
    merged[scenario] = mine ? mergeResult(mine, result) : { ...result };
  }
  return merged;
}

// Each device only ever counts up, so the larger count per device is the true one.
function mergeReviewCounts(
  a: Progress['reviewCounts'],
  b: Progress['reviewCounts'],
): Progress['reviewCounts'] {
  const merged: Progress['reviewCounts'] = { ...a };
  for (const [device, count] of Object.entries(b)) {
    merged[device] = Math.max(merged[device] ?? 0, count);
  }
  return merged;
}

/** Achievement ids, once each and sorted, as the trigger stores them. */
export function achievementUnion(...lists: readonly (readonly string[])[]): string[] {
  return [...new Set(lists.flat())].sort(compareText);
}

// A state that has never moved (null) is older than any that has. The trigger instead lets a
// save without client_updated_at set the position; the app always sends one once it has moved.
function compareUpdatedAt(a: string | null, b: string | null): number {
  if (a === null || b === null) return Number(a !== null) - Number(b !== null);
  return compareInstants(a, b) || compareText(a, b);
}

// Position and streak describe one moment, so they come whole from the newer state. Two states
// made at the same instant are ordered by how far they got, only so the pick is commutative.
function newerPosition(a: Progress, b: Progress): Progress {
  const order =
    compareUpdatedAt(a.updatedAt, b.updatedAt) ||
    a.currentPhase - b.currentPhase ||
    a.currentScenario - b.currentScenario ||
    a.streak - b.streak;
  return order >= 0 ? a : b;
}

/** Both states together, by the database trigger's rules: nothing either side holds is lost. */
export function mergeProgress(a: Progress, b: Progress): Progress {
  const position = newerPosition(a, b);
  return {
    results: mergeResults(a.results, b.results),
    unlockedAchievements: achievementUnion(a.unlockedAchievements, b.unlockedAchievements),
    reviewCounts: mergeReviewCounts(a.reviewCounts, b.reviewCounts),
    currentPhase: position.currentPhase,
    currentScenario: position.currentScenario,
    streak: position.streak,
    updatedAt: position.updatedAt,
    schedule: mergeSchedules(a.schedule, b.schedule),
    challengesDone: mergeChallenges(a.challengesDone, b.challengesDone),
  };
}
