// @vitest-environment node
// The engine's rule (packages/training) on the real content bundle; the engine's own tests use a
// small made-up set.
// 'Para revisar hoje' counts and offers only what the learner can open now, as the review list
// does with its flagged scenarios.
import { recordAnswer } from '@ths/training/answer';
import { emptyProgress, type Progress } from '@ths/training/progress';
import { expect, test } from 'vitest';
import { bundle } from './generated/pt-BR.ts';
import { dueToday, endOfLocalDay, nextDueOpen } from '@ths/training/due-today';
import '../testing/register-fsrs.ts';

const DAY = 24 * 60 * 60 * 1000;
const START = Date.UTC(2026, 10, 25, 10);
const day = (n: number) => new Date(START + n * DAY).toISOString();

/** Answers on day 0; a wrong one is due the next day, a right one three days later. */
function answered(answers: [scenario: number, correct: boolean][]): Progress {
  return answers.reduce(
    (progress, [scenario, correct]) => recordAnswer(progress, { scenario, correct, at: day(0) }),
    emptyProgress(),
  );
}

test('a scenario of a phase that is locked now is neither due today nor the next review', () => {
  // 21 is phase 2's, answered wrong (a phase locked again when content came before it); phase 1
  // is not complete, so phase 2 is closed.
  const progress = answered([
    [1, true],
    [21, false],
  ]);
  expect(dueToday(bundle.scenarios, progress, day(1))).toEqual([]);
  expect(dueToday(bundle.scenarios, progress, day(4))).toEqual([1]);
  expect(nextDueOpen(bundle.scenarios, progress)).toBe(day(3));
});

test('a scenario no longer in the content does not make the next review a past day', () => {
  // 1, answered wrong, was due on day 1; it has left the content since.
  const progress = answered([
    [1, false],
    [2, true],
  ]);
  const content = bundle.scenarios.filter((scenario) => scenario.number !== 1);
  expect(nextDueOpen(content, progress)).toBe(day(3));
  expect(dueToday(content, progress, day(4))).toEqual([2]);
  expect(nextDueOpen(bundle.scenarios, emptyProgress())).toBeNull();
});

test('"today" ends at the learner\'s local midnight', () => {
  const end = new Date(endOfLocalDay('2026-11-25T10:00:00.000Z'));
  expect([end.getHours(), end.getMinutes(), end.getSeconds()]).toEqual([23, 59, 59]);
  expect(end.getDate()).toBe(new Date('2026-11-25T10:00:00.000Z').getDate());
});
