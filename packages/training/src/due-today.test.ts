import { expect, test } from 'vitest';
import { dueToday, endOfLocalDay, nextDueOpen } from './due-today.ts';
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
