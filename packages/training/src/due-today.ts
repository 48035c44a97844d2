// 'Para revisar hoje' (issue 18, docs/decisions/0018): the scenarios the spaced review (FSRS,
// @ths/training/schedule) brings back today. "Today" is the learner's own day: a scenario due
// at 16:00 counts in the morning too, so the home's number does not grow while they play.
import { DUE_SET_SIZE } from './constants.ts';
import { isScenarioOpen, type ScenarioRef } from './phases.ts';
import { isCompleted, isFlagged, type Progress } from './progress.ts';
import { dueScenarios, nextDueAt } from './schedule.ts';

/** The last instant of the local day `now` falls in, as an ISO timestamp. */
export function endOfLocalDay(now: string): string {
  const day = new Date(now);
  day.setHours(23, 59, 59, 999);
  return day.toISOString();
}

/**
 * The scenarios due for review by the end of today, most overdue first: those of the content in a
 * phase the learner may open now, as the review list's flagged ones (a phase can lock again when
 * content is added before it; a scenario can leave the content).
 */
export function dueToday(
  scenarios: readonly ScenarioRef[],
  progress: Progress,
  now: string,
): number[] {
  return dueScenarios(progress, endOfLocalDay(now)).filter((number) =>
    isScenarioOpen(scenarios, progress, number),
  );
}

/** When the next of those scenarios is due, or null if none has a review card. */
export function nextDueOpen(scenarios: readonly ScenarioRef[], progress: Progress): string | null {
  const dues = scenarios
    .filter((scenario) => isScenarioOpen(scenarios, progress, scenario.number))
    .flatMap((scenario) => nextDueAt(progress, scenario.number) ?? []);
  return dues.sort((a, b) => Date.parse(a) - Date.parse(b))[0] ?? null;
}

/**
 * The next set of due scenarios (issue 26, docs/decisions/0023): the first `DUE_SET_SIZE` of
 * today's, most overdue first. A set has an end a child can see; the rest wait for the next set.
 */
export function dueSet(
  scenarios: readonly ScenarioRef[],
  progress: Progress,
  now: string,
): number[] {
  return dueToday(scenarios, progress, now).slice(0, DUE_SET_SIZE);
}

/** A set's closing card: "Você lembrou de 4 de 5". */
export type SetTally = {
  /** Practised in the set and answered right (the card moved further out). */
  remembered: number;
  /** Practised in the set: answered, each counted once. */
  practised: number;
};

/**
 * How a finished set went, from the scenarios practised in it. Each was answered once in the set,
 * so its latest attempt is the set's answer: right is remembered. A number listed twice, or one
 * with no answer (an address typed by hand), is not counted twice or at all.
 */
export function dueSetTally(progress: Progress, practised: readonly number[]): SetTally {
  const answered = [...new Set(practised)].filter((number) => isCompleted(progress, number));
  return {
    remembered: answered.filter((number) => !isFlagged(progress, number)).length,
    practised: answered.length,
  };
}
