import { expect, test } from 'vitest';
import { emptyProgress, incorrectCount } from './progress.ts';
import { playedByPhase, reviewList, reviewStatus } from './review-list.ts';
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

test('below the mistakes, only the played scenarios, by phase; a phase with none played is left out', () => {
  const scenarios = scenarioSet(60).map((scenario) => ({
    ...scenario,
    title: `Cenário ${scenario.number}`,
  }));
  // Phase 1: 3 right, 2 wrong; phase 2: nothing; phase 3: one (content reached another way).
  const progress = answerAll([2], false, answerAll([45, 3, 1, 5], true, answerAll([4], false)), 10);
  const groups = playedByPhase(scenarios, progress);
  expect(
    groups.map(({ phase, items }) => [phase, items.map((item) => item.scenario.title)]),
  ).toEqual([
    [1, ['Cenário 1', 'Cenário 2', 'Cenário 3', 'Cenário 4', 'Cenário 5']],
    [3, ['Cenário 45']],
  ]);
  const phase1 = groups[0]!.items;
  expect(phase1.map((item) => item.status)).toEqual([
    'completed',
    'flagged',
    'completed',
    'flagged',
    'completed',
  ]);
  // Never 'Começar': nothing unplayed is there to start.
  expect(
    groups.flatMap((group) => group.items).every((item) => item.action === 'practise-again'),
  ).toBe(true);
  expect(playedByPhase(scenarios, emptyProgress())).toEqual([]);
});
