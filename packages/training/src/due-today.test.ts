import { expect, test } from 'vitest';
import { dueSet, dueSetTally, dueToday, endOfLocalDay, nextDueOpen } from './due-today.ts';
import { DUE_SET_SIZE } from './constants.ts';
import { recordAnswer } from './answer.ts';
import { emptyProgress } from './progress.ts';
import { answerAll, range, scenarioSet } from './test-helpers.ts';

const DAY = 24 * 60 * 60 * 1000;
const day = (n: number) => new Date(Date.UTC(2026, 10, 21, 10) + n * DAY).toISOString();

test('today ends at the last instant of the local day', () => {
  const end = new Date(endOfLocalDay(day(0)));
  expect(end.getHours()).toBe(23);
  expect(end.getMinutes()).toBe(59);
  expect(end.getDate()).toBe(new Date(day(0)).getDate());
});

test('due today: only scenarios of the content in a phase the learner may open', () => {
  const scenarios = scenarioSet(40);
  // Phase 1 complete (so phase 2 opens), one phase-2 scenario wrong, both due in a day.
  let progress = answerAll(range(1, 20));
  progress = recordAnswer(progress, { scenario: 21, correct: false, at: day(0) });
  expect(dueToday(scenarios, progress, day(0))).toEqual([]);
  expect(dueToday(scenarios, progress, day(2))).toContain(21);
  // Scenario 21 leaves the content: it is no longer offered.
  expect(dueToday(scenarioSet(20), progress, day(2))).not.toContain(21);
});

test('the next due day is that of the soonest open scenario, or null with no card', () => {
  const scenarios = scenarioSet(20);
  expect(nextDueOpen(scenarios, emptyProgress())).toBeNull();
  const progress = recordAnswer(emptyProgress(), { scenario: 3, correct: false, at: day(0) });
  const next = nextDueOpen(scenarios, progress);
  expect(next).not.toBeNull();
  expect(Date.parse(next!)).toBeGreaterThan(Date.parse(day(0)));
});

test('due reviews come in sets of at most 5: the most overdue first, the rest in the next set', () => {
  expect(DUE_SET_SIZE).toBe(5);
  const scenarios = scenarioSet(20);
  // Twelve answered, 2 to 12 right a day after 1, which is wrong: all due a week later.
  let progress = recordAnswer(emptyProgress(), { scenario: 1, correct: false, at: day(0) });
  for (const scenario of range(2, 12)) {
    progress = recordAnswer(progress, { scenario, correct: true, at: day(1) });
  }
  const today = dueToday(scenarios, progress, day(8));
  expect(today).toHaveLength(12);
  const first = dueSet(scenarios, progress, day(8));
  expect(first).toEqual(today.slice(0, 5));
  expect(first[0]).toBe(1); // due since day 1
  // The first set practised: the next set is the next five, then the last two.
  for (const scenario of first) {
    progress = recordAnswer(progress, { scenario, correct: true, at: day(8) });
  }
  expect(dueSet(scenarios, progress, day(8))).toEqual(today.slice(5, 10));
  for (const scenario of today.slice(5, 10)) {
    progress = recordAnswer(progress, { scenario, correct: false, at: day(8) });
  }
  expect(dueSet(scenarios, progress, day(8))).toEqual(today.slice(10));
  // Nothing due: an empty set.
  expect(dueSet(scenarios, emptyProgress(), day(8))).toEqual([]);
});

test("a set's tally: of the scenarios practised in it, the ones answered right", () => {
  let progress = answerAll([1, 2, 3, 4, 5]);
  // The set: 1 and 4 answered wrong this time, the others right.
  for (const [scenario, correct] of [
    [1, false],
    [2, true],
    [3, true],
    [4, false],
    [5, true],
  ] as const) {
    progress = recordAnswer(progress, { scenario, correct, at: day(5) });
  }
  expect(dueSetTally(progress, [1, 2, 3, 4, 5])).toEqual({ remembered: 3, practised: 5 });
  // Listed twice, or never answered (an address typed by hand): counted once, or not at all.
  expect(dueSetTally(progress, [2, 2, 9])).toEqual({ remembered: 1, practised: 1 });
  expect(dueSetTally(progress, [])).toEqual({ remembered: 0, practised: 0 });
});
