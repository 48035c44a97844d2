// The gentle weekly goal (issue 39 item 5, docs/decisions/0076-a-gentle-weekly-goal.md): days
// practised this week out of the days the learner chose. The week is the weekly challenge's,
// Monday to Sunday in the learner's time zone (docs/decisions/0024-one-challenge-a-week.md). The
// days are derived from the answer times the progress already saves and merges, so every device
// holding the same merged progress shows the same row; nothing new is stored for them. A day not
// practised is only a day not practised: nothing here counts a loss.
import type { Progress } from './progress.ts';
import { localDate, weekStart } from './week-challenge.ts';

/** The goals a learner can choose, in days a week (docs/product/journey.md#weekly-goal). */
export const WEEKLY_GOAL_CHOICES = [2, 3, 4, 5] as const;
export type WeeklyGoal = (typeof WEEKLY_GOAL_CHOICES)[number];

/** The goal before the learner chooses one: small enough to be met in a school week. */
export const DEFAULT_WEEKLY_GOAL: WeeklyGoal = 3;

/** A stored goal as the app uses it: a goal it offers, or the default. */
export function weeklyGoalOf(stored: unknown): WeeklyGoal {
  return WEEKLY_GOAL_CHOICES.find((choice) => choice === stored) ?? DEFAULT_WEEKLY_GOAL;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The seven dates (YYYY-MM-DD), Monday to Sunday, of the week starting `monday`. */
export function weekDates(monday: string): string[] {
  const start = Date.parse(`${monday}T00:00:00Z`);
  return Array.from({ length: 7 }, (_, index) =>
    new Date(start + index * DAY_MS).toISOString().slice(0, 10),
  );
}

// Every answer time the progress keeps: the first and the latest attempt at each scenario and the
// latest spaced review of each. The same rule as the 'practice_days' achievement (achievements.ts).
function answerTimes(progress: Progress): string[] {
  const times: string[] = [];
  for (const result of Object.values(progress.results)) times.push(result.firstAt, result.lastAt);
  for (const card of Object.values(progress.schedule)) times.push(card.lastReview);
  return times;
}

export type WeekGoalState = {
  /** The week's Monday (YYYY-MM-DD): what "shown once this week" is keyed by. */
  monday: string;
  /** Monday to Sunday: whether the learner answered at least one scenario that day. */
  days: boolean[];
  /** How many of the week's days were practised. */
  practised: number;
  goal: WeeklyGoal;
  /** At least `goal` days practised this week. */
  met: boolean;
};

/** This week's row: the days practised out of the goal, in the learner's time zone. */
export function weekGoalState(
  progress: Progress,
  goal: WeeklyGoal,
  now: string,
  timeZone: string,
): WeekGoalState {
  const monday = weekStart(now, timeZone);
  const dates = weekDates(monday);
  const practisedDates = new Set(
    answerTimes(progress)
      .map((time) => localDate(time, timeZone))
      .filter((date) => date >= monday && date <= dates[6]!),
  );
  const days = dates.map((date) => practisedDates.has(date));
  const practised = days.filter(Boolean).length;
  return { monday, days, practised, goal, met: practised >= goal };
}

/**
 * Whether the goal's celebration shows now: the goal is met and it was not yet celebrated this
 * week (`celebratedWeek` is the Monday of the last week it showed, or null). A new week starts
 * fresh: last week's celebration, met or not, says nothing about this one.
 */
export function celebrateWeekGoal(state: WeekGoalState, celebratedWeek: string | null): boolean {
  return state.met && celebratedWeek !== state.monday;
}
