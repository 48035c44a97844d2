// The learner's saved state and what the screens read from it. Counts are derived from the
// attempts, never stored beside them, so they cannot drift apart (docs/product/journey.md#saving:
// nothing is lost).
import { roundedPercent } from './percent.ts';
import type { ReviewCard } from './review-card.ts';

/** The first and the latest attempt at one scenario, each with the device's ISO timestamp. */
export type ScenarioResult = {
  firstAt: string;
  firstCorrect: boolean;
  /**
   * The key of the choice picked first (the bundle's `Choice.key`, docs/decisions/0049); absent
   * when it is not known: an answer saved before it was kept, by an older app, or of a choice
   * without a key.
   */
  firstChoice?: string;
  lastAt: string;
  lastCorrect: boolean;
};

/** Everything a reload must restore, per learner and category (one user_progress row). */
export type Progress = {
  /** Keyed by scenario number. */
  results: Record<number, ScenarioResult>;
  unlockedAchievements: string[];
  /** Review picks per device id; each device only counts up, so saves can merge. */
  reviewCounts: Record<string, number>;
  /** 1 to PHASE_COUNT. */
  currentPhase: number;
  /**
   * Index into the current phase's scenarios, ordered by number (docs/product/data.md#columns: an
   * index).
   */
  currentScenario: number;
  streak: number;
  /** When the device made the position and streak above; null before the first change. */
  updatedAt: string | null;
  /** Spaced review: the FSRS card of each answered scenario, keyed by number (schedule.ts). */
  schedule: Record<number, ReviewCard>;
  /** Skill challenges marked done: skill key to when it was first marked (challenges.ts). */
  challengesDone: Record<string, string>;
};

/** A learner who has not answered anything yet: phase 1, first scenario. */
export function emptyProgress(): Progress {
  return {
    results: {},
    unlockedAchievements: [],
    reviewCounts: {},
    currentPhase: 1,
    currentScenario: 0,
    streak: 0,
    updatedAt: null,
    schedule: {},
    challengesDone: {},
  };
}

/** The results with their scenario numbers, in number order. */
export function resultEntries(progress: Progress): [number, ScenarioResult][] {
  return Object.entries(progress.results)
    .map(([key, result]): [number, ScenarioResult] => [Number(key), result])
    .sort(([a], [b]) => a - b);
}

/** The result of one scenario, if it was ever answered. */
export function resultOf(progress: Progress, scenario: number): ScenarioResult | undefined {
  return Object.hasOwn(progress.results, scenario) ? progress.results[scenario] : undefined;
}

/**
 * docs/product/journey.md#answering: completed means answered at least once, so a second answer
 * never doubles it.
 */
export function isCompleted(progress: Progress, scenario: number): boolean {
  return resultOf(progress, scenario) !== undefined;
}

/** docs/product/journey.md#answering: flagged 'Revisar' while the latest attempt is wrong. */
export function isFlagged(progress: Progress, scenario: number): boolean {
  return resultOf(progress, scenario)?.lastCorrect === false;
}

/** Completed scenario numbers, sorted (the row's completed_scenarios). */
export function completedIds(progress: Progress): number[] {
  return resultEntries(progress).map(([scenario]) => scenario);
}

/** Scenarios right on the first attempt (the row's correct_answers); never above completed. */
export function correctAnswers(progress: Progress): number {
  return resultEntries(progress).filter(([, result]) => result.firstCorrect).length;
}

/** Scenarios whose latest attempt was wrong, sorted: the 'Revisar' flags. */
export function incorrectIds(progress: Progress): number[] {
  return resultEntries(progress)
    .filter(([, result]) => !result.lastCorrect)
    .map(([scenario]) => scenario);
}

/**
 * docs/product/journey.md#review-mode: 'Você errou N cenário(s)'; the warning box shows only when
 * this is above 0.
 */
export function incorrectCount(progress: Progress): number {
  return incorrectIds(progress).length;
}

/** Review picks on every device together. */
export function reviewedCount(progress: Progress): number {
  return Object.values(progress.reviewCounts).reduce((sum, count) => sum + count, 0);
}

/**
 * docs/product/journey.md#accuracy: 'N% de acertos' = first-attempt correct / completed, rounded; 0
 * when empty.
 */
export function accuracy(progress: Progress): number {
  const completed = completedIds(progress).length;
  return completed === 0 ? 0 : roundedPercent(correctAnswers(progress), completed);
}
