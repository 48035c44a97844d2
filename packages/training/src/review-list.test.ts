import { expect, test } from 'vitest';
import { DUE_SET_SIZE } from './constants.ts';
import { emptyProgress, incorrectCount } from './progress.ts';
import { flaggedOpen, flaggedSet, reviewByPhase, reviewStatus } from './review-list.ts';
import { answerAll, range, scenarioSet } from './test-helpers.ts';

test('a wrong answer flags the scenario and a later right one makes it complete', () => {
  const wrong = answerAll([7], false);
  expect(reviewStatus(wrong, 7)).toBe('flagged');
  expect(incorrectCount(wrong)).toBe(1);
  const right = answerAll([7], true, wrong, 5);
  expect(reviewStatus(right, 7)).toBe('completed');
  expect(incorrectCount(right)).toBe(0);
  expect(reviewStatus(right, 8)).toBeNull();
});

test('only what was answered is listed, by phase, in number order; never a scenario not played yet', () => {
  const scenarios = scenarioSet(60).map((scenario) => ({
    ...scenario,
    title: `Cenário ${scenario.number}`,
  }));
  // Phase 1 (current): 3 right, 2 wrong, the rest unplayed; phase 2: nothing; phase 3: one
  // (content reached another way).
  const progress = answerAll([2], false, answerAll([45, 3, 1, 5], true, answerAll([4], false)), 10);
  const groups = reviewByPhase(scenarios, progress);
  expect(groups.map(({ phase, current, items }) => [phase, current, items.length])).toEqual([
    [1, true, 5],
    [3, false, 1],
  ]);
  expect(groups[0]!.items.map((item) => [item.scenario.title, item.status])).toEqual([
    ['Cenário 1', 'completed'],
    ['Cenário 2', 'flagged'],
    ['Cenário 3', 'completed'],
    ['Cenário 4', 'flagged'],
    ['Cenário 5', 'completed'],
  ]);
  expect(groups[1]!.items.map((item) => item.scenario.title)).toEqual(['Cenário 45']);
});

test('a new learner: nothing listed, no warning', () => {
  expect(reviewByPhase(scenarioSet(60), emptyProgress())).toEqual([]);
  expect(incorrectCount(emptyProgress())).toBe(0);
});

test('the mistakes come in sets of at most the due set size, the open ones first by number', () => {
  const scenarios = scenarioSet(40);
  const wrong = answerAll(range(1, 8), false);
  expect(flaggedOpen(scenarios, wrong)).toEqual(range(1, 8));
  expect(flaggedSet(scenarios, wrong)).toEqual(range(1, DUE_SET_SIZE));
  // Fixed ones leave: the next set is what is still flagged.
  const fixed = answerAll(range(1, 5), true, wrong, 5);
  expect(flaggedSet(scenarios, fixed)).toEqual([6, 7, 8]);
});
