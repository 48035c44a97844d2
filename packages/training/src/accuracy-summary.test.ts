import { expect, test } from 'vitest';
import { accuracySummary, overallAccuracy, phaseAccuracy } from './accuracy-summary.ts';
import { emptyProgress } from './progress.ts';
import { answerAll, range, scenarioSet } from './test-helpers.ts';

test('nothing answered: nothing to judge', () => {
  expect(accuracySummary([])).toEqual({
    answered: 0,
    firstTry: 0,
    correctedLater: 0,
    toReview: 0,
    percent: null,
  });
  expect(overallAccuracy(emptyProgress()).percent).toBeNull();
});

test('"16 de 20 de primeira · 4 corrigidos depois": fixing in review never moves the percent', () => {
  const played = answerAll(range(5, 20), true, answerAll([1, 2, 3, 4], false));
  const fixed = answerAll([1, 2, 3, 4], true, played, 60);
  expect(phaseAccuracy(scenarioSet(100), played, 1)).toEqual({
    answered: 20,
    firstTry: 16,
    correctedLater: 0,
    toReview: 4,
    percent: 80,
  });
  expect(phaseAccuracy(scenarioSet(100), fixed, 1)).toEqual({
    answered: 20,
    firstTry: 16,
    correctedLater: 4,
    toReview: 0,
    percent: 80,
  });
});

test('a first-try right one missed later in review is to review, and still right at first', () => {
  const missedLater = answerAll([1], false, answerAll([1, 2]), 10);
  expect(overallAccuracy(missedLater)).toEqual({
    answered: 2,
    firstTry: 2,
    correctedLater: 0,
    toReview: 1,
    percent: 100,
  });
});

test('a phase counts only its own scenarios', () => {
  const progress = answerAll([21, 22], false, answerAll(range(1, 20)));
  expect(phaseAccuracy(scenarioSet(100), progress, 2)).toMatchObject({ answered: 2, percent: 0 });
  expect(phaseAccuracy(scenarioSet(100), progress, 3).percent).toBeNull();
  expect(overallAccuracy(progress)).toMatchObject({ answered: 22, firstTry: 20, percent: 91 });
});
