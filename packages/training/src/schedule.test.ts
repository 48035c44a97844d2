import { expect, test } from 'vitest';
import { recordAnswer } from './answer.ts';
import { mergeProgress } from './merge.ts';
import { emptyProgress, type Progress } from './progress.ts';
import { cardOf, dueScenarios, nextDueAt, retrievability, reviewCard } from './schedule.ts';

const DAY = 86_400_000;
const T0 = Date.UTC(2026, 10, 21, 10, 0);
/** T0 plus `days` days (fractions allowed), as the device writes it. */
const day = (days: number) => new Date(T0 + days * DAY).toISOString();

/** Answers one scenario in order, each answer when the previous one made it due. */
function practiseOnTime(scenario: number, answers: readonly boolean[]): string[] {
  let progress = emptyProgress();
  let now = day(0);
  const dues: string[] = [];
  for (const correct of answers) {
    progress = recordAnswer(progress, { scenario, correct, at: now });
    now = nextDueAt(progress, scenario)!;
    dues.push(now);
  }
  return dues;
}

test('right answers on time come back later and later: 3 days, 2 weeks, 2 months, …', () => {
  expect(practiseOnTime(7, [true, true, true, true])).toEqual([
    day(3),
    day(3 + 14),
    day(3 + 14 + 57),
    day(3 + 14 + 57 + 196),
  ]);
});

test('a wrong first answer is due again the next day, then right answers space out', () => {
  expect(practiseOnTime(7, [false, true, true, true])).toEqual([
    day(1),
    day(1 + 3),
    day(1 + 3 + 8),
    day(1 + 3 + 8 + 22),
  ]);
});

test('a wrong answer after right ones brings the scenario back within two days, as a lapse', () => {
  const dues = practiseOnTime(7, [true, true, false]);
  // Two days, not one: FSRS keeps part of the memory two right answers built.
  expect(dues[2]).toBe(day(3 + 14 + 2));
  let progress = emptyProgress();
  for (const [correct, at] of [
    [true, day(0)],
    [true, day(3)],
    [false, day(17)],
  ] as const) {
    progress = recordAnswer(progress, { scenario: 7, correct, at });
  }
  expect(cardOf(progress, 7)).toMatchObject({ reps: 3, lapses: 1, lastReview: day(17) });
});

test('every answer counts on the card at its own time, also when practised early', () => {
  let progress = recordAnswer(emptyProgress(), { scenario: 2, correct: true, at: day(0) });
  progress = recordAnswer(progress, { scenario: 2, correct: true, at: day(0.5) });
  const card = cardOf(progress, 2)!;
  expect(card.reps).toBe(2);
  expect(card.lastReview).toBe(day(0.5));
  // Reviewed again half a day later the memory grows less than on time (3 days: 14).
  expect(card.scheduledDays).toBeGreaterThanOrEqual(3);
  expect(card.scheduledDays).toBeLessThan(14);
});

test('due scenarios: due at or before now, most overdue first, ties in number order', () => {
  let progress = emptyProgress();
  progress = recordAnswer(progress, { scenario: 5, correct: true, at: day(0) }); // due day 3
  progress = recordAnswer(progress, { scenario: 9, correct: false, at: day(0) }); // due day 1
  progress = recordAnswer(progress, { scenario: 3, correct: false, at: day(0) }); // due day 1
  progress = recordAnswer(progress, { scenario: 4, correct: false, at: day(2) }); // due day 3
  expect(dueScenarios(progress, day(0.99))).toEqual([]);
  expect(dueScenarios(progress, day(1))).toEqual([3, 9]);
  expect(dueScenarios(progress, day(3))).toEqual([3, 9, 4, 5]);
  expect(nextDueAt(progress, 77)).toBeNull();
});

test('a due scenario practised right leaves the due list and moves further out', () => {
  let progress = recordAnswer(emptyProgress(), { scenario: 5, correct: false, at: day(0) });
  expect(dueScenarios(progress, day(1))).toEqual([5]);
  progress = recordAnswer(progress, { scenario: 5, correct: true, at: day(1) });
  expect(dueScenarios(progress, day(1))).toEqual([]);
  expect(Date.parse(nextDueAt(progress, 5)!)).toBeGreaterThan(Date.parse(day(2)));
});

test('a clock set back: an answer timed before the last review counts at that review', () => {
  let progress = recordAnswer(emptyProgress(), { scenario: 1, correct: true, at: day(3) });
  // ts-fsrs itself refuses a negative interval ("Invalid delta_t").
  progress = recordAnswer(progress, { scenario: 1, correct: false, at: day(1) });
  const card = cardOf(progress, 1)!;
  expect(card).toMatchObject({ reps: 2, lapses: 1, lastReview: day(3) });
  expect(card.stability).toBeGreaterThan(0);
  expect(card.due).toBe(day(4));
  // And the memory is not older than fresh at the last review.
  expect(retrievability(progress, 1, day(0))).toBe(1);
});

test('a clock set forward then back: due dates never move before the last review', () => {
  let progress = recordAnswer(emptyProgress(), { scenario: 1, correct: true, at: day(300) });
  for (const at of [day(0), day(1), day(2)]) {
    progress = recordAnswer(progress, { scenario: 1, correct: true, at });
  }
  const card = cardOf(progress, 1)!;
  expect(card.lastReview).toBe(day(300));
  expect(Date.parse(card.due)).toBeGreaterThan(Date.parse(day(300)));
  expect(card.reps).toBe(4);
});

test('merge of two devices: the card of the later review wins, whichever side is stored', () => {
  const base = recordAnswer(emptyProgress(), { scenario: 8, correct: true, at: day(0) });
  // Offline, the phone answers wrong on day 3 and the tablet right on day 4.
  const phone = recordAnswer(base, { scenario: 8, correct: false, at: day(3) });
  const tablet = recordAnswer(base, { scenario: 8, correct: true, at: day(4) });
  const merged = mergeProgress(phone, tablet);
  expect(merged).toEqual(mergeProgress(tablet, phone));
  expect(cardOf(merged, 8)).toEqual(cardOf(tablet, 8));
  // The results agree with the card: the latest attempt, right, decides the flag too.
  expect(merged.results[8]).toMatchObject({ lastAt: day(4), lastCorrect: true });
  // The same state merged again (an outbox retry) doubles nothing.
  expect(mergeProgress(merged, tablet)).toEqual(merged);
  expect(cardOf(mergeProgress(merged, phone), 8)?.reps).toBe(2);
});

test('a scenario answered before spaced review existed gets a card from its attempts', () => {
  const old: Progress = {
    ...emptyProgress(),
    results: { 4: { firstAt: day(0), firstCorrect: false, lastAt: day(2), lastCorrect: true } },
  };
  const rebuilt = cardOf(old, 4)!;
  expect(rebuilt).toEqual(reviewCard(reviewCard(undefined, false, day(0)), true, day(2)));
  expect(dueScenarios(old, day(30))).toEqual([4]);
  // Its next answer continues from that card and is saved.
  const next = recordAnswer(old, { scenario: 4, correct: true, at: day(30) });
  expect(next.schedule[4]).toMatchObject({ reps: 3, lastReview: day(30) });
});

test('a saved card older than the latest attempt (an older app in another tab) catches up', () => {
  const carded = recordAnswer(emptyProgress(), { scenario: 4, correct: true, at: day(0) });
  const behind: Progress = {
    ...carded,
    results: { 4: { firstAt: day(0), firstCorrect: true, lastAt: day(3), lastCorrect: false } },
  };
  expect(cardOf(behind, 4)).toMatchObject({ reps: 2, lapses: 1, lastReview: day(3), due: day(4) });
});

test('retrievability falls with time and is null for a scenario never answered', () => {
  const progress = recordAnswer(emptyProgress(), { scenario: 1, correct: true, at: day(0) });
  expect(retrievability(progress, 1, day(0))).toBe(1);
  const inThreeDays = retrievability(progress, 1, day(3))!;
  expect(inThreeDays).toBeGreaterThan(0.85);
  expect(inThreeDays).toBeLessThan(0.95);
  expect(retrievability(progress, 1, day(30))!).toBeLessThan(inThreeDays);
  expect(retrievability(progress, 2, day(3))).toBeNull();
});

test('a malformed time is refused before anything changes', () => {
  expect(() => reviewCard(undefined, true, 'amanhã')).toThrow(/ISO 8601 timestamp/);
  expect(() => dueScenarios(emptyProgress(), '2026-11-21 10:00')).toThrow(/ISO 8601 timestamp/);
});
