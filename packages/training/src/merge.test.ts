import { expect, test } from 'vitest';
import { recordAnswer, recordReviewPick } from './answer.ts';
import { mergeProgress, mergeResult } from './merge.ts';
import {
  completedIds,
  correctAnswers,
  emptyProgress,
  incorrectIds,
  type Progress,
  type ScenarioResult,
} from './progress.ts';
import { answerAll, at, seeded } from './test-helpers.ts';

const result = (first: [number, boolean], last: [number, boolean] = first): ScenarioResult => ({
  firstAt: at(first[0]),
  firstCorrect: first[1],
  lastAt: at(last[0]),
  lastCorrect: last[1],
});

test('per scenario the earliest first attempt and the latest attempt win', () => {
  const a = result([1, false], [5, true]);
  const b = result([3, true], [9, false]);
  expect(mergeResult(a, b)).toEqual(result([1, false], [9, false]));
  expect(mergeResult(b, a)).toEqual(result([1, false], [9, false]));
});

test('on equal times the wrong answer wins, for the first and for the latest attempt', () => {
  const right = result([2, true], [4, true]);
  const wrong = result([2, false], [4, false]);
  expect(mergeResult(right, wrong)).toEqual(wrong);
  expect(mergeResult(wrong, right)).toEqual(wrong);
});

test('the same instant written two ways picks one spelling whatever the order', () => {
  const z = result([2, true]);
  const offset: ScenarioResult = {
    firstAt: at(2).replace('Z', '+00:00'),
    firstCorrect: true,
    lastAt: at(2).replace('Z', '+00:00'),
    lastCorrect: true,
  };
  expect(mergeResult(z, offset)).toEqual(mergeResult(offset, z));
});

test("two tabs' answers are both kept, and achievements and review counts add up", () => {
  const start = answerAll([1]);
  const tabA = recordReviewPick(
    {
      ...recordAnswer(start, { scenario: 2, correct: true, at: at(5) }),
      unlockedAchievements: ['b', 'a'],
    },
    'tab-a',
  );
  const tabB = recordReviewPick(
    recordReviewPick(
      {
        ...recordAnswer(start, { scenario: 3, correct: false, at: at(6) }),
        unlockedAchievements: ['a', 'c'],
      },
      'tab-b',
    ),
    'tab-b',
  );
  const merged = mergeProgress(tabA, tabB);
  expect(completedIds(merged)).toEqual([1, 2, 3]);
  expect(correctAnswers(merged)).toBe(2);
  expect(incorrectIds(merged)).toEqual([3]);
  expect(merged.unlockedAchievements).toEqual(['a', 'b', 'c']);
  expect(merged.reviewCounts).toEqual({ 'tab-a': 1, 'tab-b': 2 });
});

test('review counts take the larger value per device, not the sum', () => {
  const stored = { ...emptyProgress(), reviewCounts: { phone: 3, tablet: 1 } };
  const local = { ...emptyProgress(), reviewCounts: { phone: 4 } };
  expect(mergeProgress(stored, local).reviewCounts).toEqual({ phone: 4, tablet: 1 });
});

test('position and streak come whole from the newer state', () => {
  const older = {
    ...emptyProgress(),
    currentPhase: 3,
    currentScenario: 7,
    streak: 9,
    updatedAt: at(1),
  };
  const newer = {
    ...emptyProgress(),
    currentPhase: 1,
    currentScenario: 0,
    streak: 0,
    updatedAt: at(2),
  };
  for (const merged of [mergeProgress(older, newer), mergeProgress(newer, older)]) {
    expect(merged).toMatchObject({
      currentPhase: 1,
      currentScenario: 0,
      streak: 0,
      updatedAt: at(2),
    });
  }
});

test('a state that never moved (no time) does not move the learner back', () => {
  const saved = {
    ...emptyProgress(),
    currentPhase: 2,
    currentScenario: 4,
    streak: 2,
    updatedAt: at(1),
  };
  expect(mergeProgress(emptyProgress(), saved)).toEqual(saved);
  expect(mergeProgress(saved, emptyProgress())).toEqual(saved);
});

// Few scenarios, devices and minutes, so generated states overlap and tie often.
function generated(random: () => number): Progress {
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
  const time = () => {
    const stamp = at(pick([0, 1, 2, 3]));
    return random() < 0.3 ? stamp.replace('Z', '+00:00') : stamp;
  };
  const results: Progress['results'] = {};
  for (const scenario of [1, 2, 3, 4, 5]) {
    if (random() < 0.5) continue;
    results[scenario] = {
      firstAt: time(),
      firstCorrect: random() < 0.5,
      lastAt: time(),
      lastCorrect: random() < 0.5,
    };
  }
  const reviewCounts: Progress['reviewCounts'] = {};
  for (const device of ['phone', 'tablet', 'laptop']) {
    if (random() < 0.5) reviewCounts[device] = pick([0, 1, 2, 3]);
  }
  return {
    results,
    unlockedAchievements: ['first_steps', 'getting_started', 'streak'].filter(() => random() < 0.5),
    reviewCounts,
    currentPhase: pick([1, 2, 3]),
    currentScenario: pick([0, 1, 2]),
    streak: pick([0, 1, 2]),
    updatedAt: random() < 0.2 ? null : time(),
  };
}

const cases = Array.from({ length: 300 }, (_, seed) => {
  const random = seeded(seed);
  return [generated(random), generated(random), generated(random)] as const;
});

test('merging is commutative: the same state whichever side is stored', () => {
  for (const [a, b] of cases) expect(mergeProgress(a, b)).toEqual(mergeProgress(b, a));
});

test('merging is idempotent: a state sent twice changes nothing the second time', () => {
  for (const [a, b] of cases) {
    expect(mergeProgress(a, a)).toEqual(a);
    const once = mergeProgress(a, b);
    expect(mergeProgress(once, b)).toEqual(once);
    expect(mergeProgress(once, a)).toEqual(once);
  }
});

test('merging is associative: saves arriving in any grouping give the same state', () => {
  for (const [a, b, c] of cases) {
    expect(mergeProgress(mergeProgress(a, b), c)).toEqual(mergeProgress(a, mergeProgress(b, c)));
  }
});

test('merging never loses an answered scenario, an achievement or a review', () => {
  for (const [a, b] of cases) {
    const merged = mergeProgress(a, b);
    expect(completedIds(merged)).toEqual(
      [...new Set([...completedIds(a), ...completedIds(b)])].sort((x, y) => x - y),
    );
    for (const id of [...a.unlockedAchievements, ...b.unlockedAchievements]) {
      expect(merged.unlockedAchievements).toContain(id);
    }
    for (const [device, count] of Object.entries({ ...a.reviewCounts, ...b.reviewCounts })) {
      expect(merged.reviewCounts[device]).toBeGreaterThanOrEqual(count);
    }
  }
});
