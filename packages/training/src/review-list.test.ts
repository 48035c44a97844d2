import { expect, test } from 'vitest';
import { emptyProgress, incorrectCount } from './progress.ts';
import { reviewList, reviewStatus } from './review-list.ts';
import { answerAll, scenarioSet } from './test-helpers.ts';

test('every scenario is listed in number order with its badge and button', () => {
  const scenarios = scenarioSet([4, 1, 3, 2]).map((scenario) => ({
    ...scenario,
    title: `Cenário ${scenario.number}`,
  }));
  const progress = answerAll([3], false, answerAll([1, 2]), 10);
  expect(
    reviewList(scenarios, progress).map(({ scenario, status, action }) => [
      scenario.title,
      status,
      action,
    ]),
  ).toEqual([
    ['Cenário 1', 'completed', 'practise-again'],
    ['Cenário 2', 'completed', 'practise-again'],
    ['Cenário 3', 'flagged', 'practise-again'],
    ['Cenário 4', 'not-done', 'start'],
  ]);
  expect(incorrectCount(progress)).toBe(1);
});

test('a wrong answer flags the scenario and a later right one makes it complete', () => {
  const wrong = answerAll([7], false);
  expect(reviewStatus(wrong, 7)).toBe('flagged');
  expect(incorrectCount(wrong)).toBe(1);
  const right = answerAll([7], true, wrong, 5);
  expect(reviewStatus(right, 7)).toBe('completed');
  expect(incorrectCount(right)).toBe(0);
});

test('nothing answered: every scenario starts, no warning', () => {
  const list = reviewList(scenarioSet(3), emptyProgress());
  expect(list.every((item) => item.status === 'not-done' && item.action === 'start')).toBe(true);
  expect(incorrectCount(emptyProgress())).toBe(0);
});
