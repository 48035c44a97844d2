// 'Para revisar hoje' (issue 18, docs/decisions/0018): the scenarios the spaced review (FSRS,
// @ths/training/schedule) brings back today. "Today" is the learner's own day: a scenario due
// at 16:00 counts in the morning too, so the home's number does not grow while they play.
import type { ScenarioRef } from '@ths/training/phases';
import type { Progress } from '@ths/training/progress';
import { dueScenarios } from '@ths/training/schedule';

/** The last instant of the local day `now` falls in, as an ISO timestamp. */
export function endOfLocalDay(now: string): string {
  const day = new Date(now);
  day.setHours(23, 59, 59, 999);
  return day.toISOString();
}

/** The scenarios due for review by the end of today, most overdue first (ones in the content). */
export function dueToday(
  scenarios: readonly ScenarioRef[],
  progress: Progress,
  now: string,
): number[] {
  return dueScenarios(progress, endOfLocalDay(now)).filter((number) =>
    scenarios.some((scenario) => scenario.number === number),
  );
}
