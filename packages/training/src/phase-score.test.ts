import { expect, test } from 'vitest';
import { phaseScore, phaseScoreMessage } from './phase-score.ts';
import { emptyProgress } from './progress.ts';
import { answerAll, range, scenarioSet } from './test-helpers.ts';

test('79 % keeps practising and 80 % is excellent', () => {
  expect(phaseScoreMessage(79)).toBe('keep-practising');
  expect(phaseScoreMessage(80)).toBe('excellent');
  expect(phaseScoreMessage(100)).toBe('excellent');
  expect(phaseScoreMessage(0)).toBe('keep-practising');
});

// Phase 5 takes every number from 81 up, so 100 scenarios give whole percents.
const PHASE_5_OF_100 = scenarioSet(range(81, 180));

test('79 of 100 right in a phase scores 79 and keeps practising', () => {
  const progress = answerAll(range(102, 180), true, answerAll(range(81, 101), false));
  expect(phaseScore(PHASE_5_OF_100, progress, 5)).toMatchObject({
    percent: 79,
    score: 79,
    message: 'keep-practising',
  });
});

test('80 of 100 right in a phase scores 80 and is excellent', () => {
  const progress = answerAll(range(101, 180), true, answerAll(range(81, 100), false));
  expect(phaseScore(PHASE_5_OF_100, progress, 5)).toMatchObject({
    percent: 80,
    score: 80,
    message: 'excellent',
  });
});

test('79.5 % rounds to 80 and is excellent', () => {
  const set = scenarioSet(range(81, 280));
  const progress = answerAll(range(122, 280), true, answerAll(range(81, 121), false));
  expect(phaseScore(set, progress, 5)).toMatchObject({
    percent: 80,
    score: 80,
    message: 'excellent',
  });
});

test('the score counts completed and not flagged; a later right answer counts again', () => {
  const set = scenarioSet(20);
  const progress = answerAll([1, 2, 3], false, answerAll(range(4, 20)));
  expect(phaseScore(set, progress, 1).score).toBe(85);
  const fixed = answerAll([1], true, progress, 50);
  expect(phaseScore(set, fixed, 1).score).toBe(90);
});

test('the percent shown is first-try right and stays put; a fix counts as corrected later', () => {
  const set = scenarioSet(20);
  const fixed = answerAll([1], true, answerAll([1, 2, 3, 4], false, answerAll(range(5, 20))), 50);
  expect(phaseScore(set, fixed, 1)).toMatchObject({
    percent: 80,
    summary: { answered: 20, firstTry: 16, correctedLater: 1, toReview: 3, percent: 80 },
  });
});

test('unanswered scenarios count against the score, and an empty phase scores 0', () => {
  const set = scenarioSet(20);
  expect(phaseScore(set, answerAll(range(1, 10)), 1).score).toBe(50);
  expect(phaseScore(set, emptyProgress(), 2)).toMatchObject({
    percent: 0,
    score: 0,
    message: 'keep-practising',
  });
});
