import { expect, test } from 'vitest';
import { emptyProgress } from './progress.ts';
import { phaseScore } from './phase-score.ts';
import { progressHeader } from './progress-header.ts';
import { answerAll, range, scenarioSet } from './test-helpers.ts';

const ALL = scenarioSet(100);

test('a new learner sees 0 of 20 and 0 %', () => {
  expect(progressHeader(ALL, emptyProgress())).toEqual({
    completed: 0,
    total: 20,
    percent: 0,
    accuracy: 0,
    right: 0,
  });
});

test('X and the accuracy count only the current phase', () => {
  const progress = {
    ...answerAll([2, 23, 24], false, answerAll(range(1, 25)), 30),
    currentPhase: 2,
  };
  expect(progressHeader(ALL, progress)).toEqual({
    completed: 5,
    total: 20,
    percent: 25,
    accuracy: 60, // 3 of phase 2's 5 answers stand right; phase 1's mistake is not counted
    right: 3,
  });
});

test('a mistake practised again until right raises the accuracy with the phase score', () => {
  const wrongFirst = answerAll([1, 2], false, answerAll(range(1, 20)), 30);
  expect(progressHeader(ALL, wrongFirst).accuracy).toBe(phaseScore(ALL, wrongFirst, 1).percent);
  expect(progressHeader(ALL, wrongFirst).accuracy).toBe(90);
  const practised = answerAll([1], true, wrongFirst, 60);
  expect(progressHeader(ALL, practised).accuracy).toBe(95);
  expect(phaseScore(ALL, practised, 1).percent).toBe(95);
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
    right: 0,
  });
});
