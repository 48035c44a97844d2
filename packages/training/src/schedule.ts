// Spaced review (issue 18; docs/decisions/0017-spaced-review.md): every answered scenario has a
// review card scheduled by FSRS (ts-fsrs, in fsrs.ts; the registered Scheduler computes it). A
// right answer is rated Good and a wrong one Again, so a scenario answered wrongly is due again
// the next day and one answered right comes back later and later (3 days, then about 2 weeks,
// then 2 months with the default weights). Reading saved cards needs no scheduler; a card that
// must be computed (an answer, or a card rebuilt from results) needs the registered one.
import type { Progress, ScenarioResult } from './progress.ts';
import type { ReviewCard } from './review-card.ts';
import { scheduler } from './scheduler.ts';
import { compareInstants, instantOf } from './timestamps.ts';

/**
 * The card after one answer at `at`; `card` undefined is a scenario never reviewed. An answer
 * timed before the card's last review (the device's clock was set back, or another device's
 * clock is ahead) counts as given at that last review: ts-fsrs refuses a negative interval, and
 * the answer did happen after the review the card holds.
 */
export function reviewCard(card: ReviewCard | undefined, correct: boolean, at: string): ReviewCard {
  const answeredAt = instantOf(at);
  if (card === undefined) return scheduler().next(undefined, correct, answeredAt);
  const when = Math.max(answeredAt, instantOf(card.lastReview));
  return scheduler().next(card, correct, when);
}

// A learner who answered before spaced review existed has results and no cards: their card is
// rebuilt from the first and the latest attempt, the two answers the results keep.
function cardFromResult(result: ScenarioResult): ReviewCard {
  const first = reviewCard(undefined, result.firstCorrect, result.firstAt);
  return compareInstants(result.lastAt, result.firstAt) > 0
    ? reviewCard(first, result.lastCorrect, result.lastAt)
    : first;
}

/**
 * The scenario's review card: the saved one, or one rebuilt from its results; none if never
 * answered. A saved card older than the latest attempt (answered in an app from before spaced
 * review, still open in a tab) counts that attempt too, so the schedule never lags the results.
 */
export function cardOf(progress: Progress, scenario: number): ReviewCard | undefined {
  const result = Object.hasOwn(progress.results, scenario) ? progress.results[scenario] : undefined;
  const saved = Object.hasOwn(progress.schedule, scenario)
    ? progress.schedule[scenario]
    : undefined;
  if (!saved) return result ? cardFromResult(result) : undefined;
  return result && compareInstants(result.lastAt, saved.lastReview) > 0
    ? reviewCard(saved, result.lastCorrect, result.lastAt)
    : saved;
}

/** The state with one answer counted on the scenario's card (recordAnswer calls it for every answer). */
export function scheduleAnswer(
  progress: Progress,
  scenario: number,
  correct: boolean,
  at: string,
): Progress {
  const card = reviewCard(cardOf(progress, scenario), correct, at);
  return { ...progress, schedule: { ...progress.schedule, [scenario]: card } };
}

/** Every answered scenario with its card, in number order. */
function cardEntries(progress: Progress): [number, ReviewCard][] {
  const scenarios = new Set([...Object.keys(progress.results), ...Object.keys(progress.schedule)]);
  return [...scenarios]
    .map(Number)
    .sort((a, b) => a - b)
    .flatMap((scenario): [number, ReviewCard][] => {
      const card = cardOf(progress, scenario);
      return card ? [[scenario, card]] : [];
    });
}

/**
 * The scenarios due for review at `now` (due at or before it), most overdue first; equal due
 * times in number order. 'Para revisar hoje' lists these and practises them in a row. To count
 * the whole of the learner's day, pass the end of their local day as `now`.
 */
export function dueScenarios(progress: Progress, now: string): number[] {
  const moment = instantOf(now);
  return cardEntries(progress)
    .filter(([, card]) => instantOf(card.due) <= moment)
    .sort(([a, cardA], [b, cardB]) => compareInstants(cardA.due, cardB.due) || a - b)
    .map(([scenario]) => scenario);
}

/** When the scenario is next due (ISO timestamp), or null if it was never answered. */
export function nextDueAt(progress: Progress, scenario: number): string | null {
  return cardOf(progress, scenario)?.due ?? null;
}

/** The chance (0 to 1) that the learner remembers the scenario at `now`; null if never answered. */
export function retrievability(progress: Progress, scenario: number, now: string): number | null {
  const card = cardOf(progress, scenario);
  if (!card) return null;
  // Before the last review (a clock set back) the memory is as fresh as at that review.
  const moment = Math.max(instantOf(now), instantOf(card.lastReview));
  return scheduler().retrievability(card, moment);
}

// On equal instants the text decides, so the pick does not depend on the argument order.
function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * Negative when `a` wins the merge. The later last review wins: it was computed with the most
 * recent answer. Ties (the same answer on two devices) go to more reps, then more lapses, an
 * earlier due date, lower stability and higher difficulty (the more cautious schedule), then the
 * remaining fields, so the trigger (…_review_schedule.sql) picks the same card.
 */
export function compareCards(a: ReviewCard, b: ReviewCard): number {
  return (
    compareInstants(b.lastReview, a.lastReview) ||
    b.reps - a.reps ||
    b.lapses - a.lapses ||
    compareInstants(a.due, b.due) ||
    a.stability - b.stability ||
    b.difficulty - a.difficulty ||
    b.state - a.state ||
    a.scheduledDays - b.scheduledDays ||
    a.learningSteps - b.learningSteps ||
    compareText(a.lastReview, b.lastReview) ||
    compareText(a.due, b.due)
  );
}

/** Per scenario the winning card of two schedules (mergeProgress). */
export function mergeSchedules(
  a: Progress['schedule'],
  b: Progress['schedule'],
): Progress['schedule'] {
  const merged: Progress['schedule'] = { ...a };
  for (const [key, card] of Object.entries(b)) {
    const scenario = Number(key);
    const mine = Object.hasOwn(merged, scenario) ? merged[scenario] : undefined;
    merged[scenario] = mine && compareCards(mine, card) <= 0 ? mine : { ...card };
  }
  return merged;
}
