import { expect, test } from 'vitest';
import { emptyProgress } from './progress.ts';
import { progressHeader } from './progress-header.ts';
import { answerAll, range, scenarioSet } from './test-helpers.ts';

const ALL = scenarioSet(100);

test('a new learner sees 0 of 20 and 0 %', () => {
  expect(progressHeader(ALL, emptyProgress())).toEqual({
    completed: 0,
    total: 20,
    percent: 0,
    accuracy: 0,
  });
});

test('X counts only the current phase; accuracy is over everything answered', () => {
  const progress = {
    ...answerAll([23, 24], false, answerAll(range(1, 25))),
    currentPhase: 2,
  };
  expect(progressHeader(ALL, progress)).toEqual({
    completed: 5,
    total: 20,
    percent: 25,
    accuracy: 92, // 23 right first of 25
  });
});

test('the bar is X / Y × 100 without rounding', () => {
  const set = scenarioSet(3);
  expect(progressHeader(set, answerAll([1])).percent).toBeCloseTo(100 / 3, 10);
});

test('a phase with no scenarios shows 0 of 0 and an empty bar', () => {
  expect(progressHeader(scenarioSet(20), { ...emptyProgress(), currentPhase: 3 })).toEqual({
    completed: 0,
    total: 0,
    percent: 0,
    accuracy: 0,
  });
});
