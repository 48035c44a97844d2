import { expect, test } from 'vitest';
import { emptyProgress, incorrectCount } from './progress.ts';
import { reviewByPhase, reviewList, reviewStatus } from './review-list.ts';
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

test('below the mistakes: the current phase whole, other phases only what was played; a phase with nothing to list is left out', () => {
  const scenarios = scenarioSet(60).map((scenario) => ({
    ...scenario,
    title: `Cenário ${scenario.number}`,
  }));
  // Phase 1 (current): 3 right, 2 wrong, the rest unplayed; phase 2: nothing; phase 3: one
  // (content reached another way).
  const progress = answerAll([2], false, answerAll([45, 3, 1, 5], true, answerAll([4], false)), 10);
  const groups = reviewByPhase(scenarios, progress);
  const phase1Count = scenarios.filter((scenario) => scenario.stage === 1).length;
  expect(groups.map(({ phase, current, items }) => [phase, current, items.length])).toEqual([
    [1, true, phase1Count],
    [3, false, 1],
  ]);
  expect(groups[1]!.items.map((item) => item.scenario.title)).toEqual(['Cenário 45']);
  const phase1 = groups[0]!.items;
  expect(phase1.slice(0, 6).map((item) => [item.status, item.action])).toEqual([
    ['completed', 'practise-again'],
    ['flagged', 'practise-again'],
    ['completed', 'practise-again'],
    ['flagged', 'practise-again'],
    ['completed', 'practise-again'],
    ['not-done', 'start'],
  ]);
  // Unplayed scenarios appear only in the current phase: never a later phase's story.
  expect(
    groups.filter((group) => !group.current).flatMap((group) => group.items),
  ).not.toContainEqual(expect.objectContaining({ status: 'not-done' }));
  // A new learner: the first phase, all of it to start.
  const fresh = reviewByPhase(scenarios, emptyProgress());
  expect(
    fresh.map(({ phase, items }) => [phase, items.every((item) => item.action === 'start')]),
  ).toEqual([[1, true]]);
});
