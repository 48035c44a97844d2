import { expect, test } from 'vitest';
import {
  accuracy,
  completedIds,
  correctAnswers,
  emptyProgress,
  incorrectCount,
  incorrectIds,
  isCompleted,
  isFlagged,
  reviewedCount,
  type Progress,
} from './progress.ts';
import { answerAll, at } from './test-helpers.ts';

test('a new learner is on phase 1, first scenario, with nothing answered', () => {
  expect(emptyProgress()).toEqual({
    results: {},
    unlockedAchievements: [],
    reviewCounts: {},
    currentPhase: 1,
    currentScenario: 0,
    streak: 0,
    updatedAt: null,
    schedule: {},
    challengesDone: {},
  });
  expect(emptyProgress()).not.toBe(emptyProgress());
});

test('accuracy is 0 when nothing has been answered', () => {
  expect(accuracy(emptyProgress())).toBe(0);
});

test.each([
  [1, 3, 33],
  [2, 3, 67],
  [1, 8, 13], // 12.5 rounds up
  [3, 3, 100],
  [0, 4, 0],
])('accuracy with %i of %i right on the first try is %i %%', (right, answered, percent) => {
  const numbers = Array.from({ length: answered }, (_, index) => index + 1);
  const progress = numbers.reduce<Progress>(
    (state, scenario) => answerAll([scenario], scenario <= right, state, scenario),
    emptyProgress(),
  );
  expect(accuracy(progress)).toBe(percent);
});

test('completed ids are sorted by number, not as text', () => {
  const progress = answerAll([10, 2, 33, 1]);
  expect(completedIds(progress)).toEqual([1, 2, 10, 33]);
});

test('the selectors read first attempts for correct and latest attempts for the flags', () => {
  const progress: Progress = {
    ...emptyProgress(),
    results: {
      1: { firstAt: at(1), firstCorrect: true, lastAt: at(1), lastCorrect: true },
      2: { firstAt: at(2), firstCorrect: false, lastAt: at(5), lastCorrect: true },
      3: { firstAt: at(3), firstCorrect: true, lastAt: at(6), lastCorrect: false },
      4: { firstAt: at(4), firstCorrect: false, lastAt: at(4), lastCorrect: false },
    },
  };
  expect(correctAnswers(progress)).toBe(2);
  expect(incorrectIds(progress)).toEqual([3, 4]);
  expect(incorrectCount(progress)).toBe(2);
  expect(isFlagged(progress, 2)).toBe(false);
  expect(isFlagged(progress, 3)).toBe(true);
  expect(isFlagged(progress, 5)).toBe(false);
  expect(isCompleted(progress, 4)).toBe(true);
  expect(isCompleted(progress, 5)).toBe(false);
});

test('inherited object keys are not taken for answered scenarios', () => {
  expect(isCompleted(emptyProgress(), Number('NaN'))).toBe(false);
  expect(isCompleted({ ...emptyProgress(), results: Object.create({ 7: {} }) }, 7)).toBe(false);
});

test('the reviewed count adds up every device', () => {
  expect(reviewedCount(emptyProgress())).toBe(0);
  expect(reviewedCount({ ...emptyProgress(), reviewCounts: { phone: 2, tablet: 3 } })).toBe(5);
});
