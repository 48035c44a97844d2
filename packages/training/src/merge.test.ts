import { expect, test } from 'vitest';
import { arrivalOrders, expectedRow, MERGE_CASES, mergedRowOf } from './merge-cases.ts';
import { mergeProgress } from './merge.ts';
import { completedIds, type Progress } from './progress.ts';
import { fromRow } from './row.ts';
import { at, seeded } from './test-helpers.ts';

// The shared table (merge-cases.ts), also run through the database trigger by
// supabase/tests/progress-merge.test.ts.
for (const mergeCase of MERGE_CASES) {
  const differs = mergeCase.engine ? ' (where the trigger differs, merge-cases.ts says why)' : '';
  test(`${mergeCase.name}${differs}`, () => {
    for (const saves of arrivalOrders(mergeCase)) {
      const merged = saves.map(fromRow).reduce(mergeProgress);
      expect(mergedRowOf(merged)).toEqual(expectedRow(mergeCase, 'engine'));
    }
  });
}

// Few scenarios, devices and minutes, so generated states overlap and tie often; some write
// an instant with "+00:00" instead of "Z", and the merge must still not depend on the order.
function generated(random: () => number): Progress {
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
  const time = () => {
    const stamp = at(pick([0, 1, 2, 3]));
    return random() < 0.3 ? stamp.replace('Z', '+00:00') : stamp;
  };
  const results: Progress['results'] = {};
  for (const scenario of [1, 2, 3, 4, 5]) {
    if (random() < 0.5) continue;
    // The first choice known or not (an older app's save, docs/decisions/0049), of few keys.
    const firstChoice = random() < 0.3 ? undefined : pick(['a', 'b', 'B']);
    results[scenario] = {
      firstAt: time(),
      firstCorrect: random() < 0.5,
      ...(firstChoice === undefined ? {} : { firstChoice }),
      lastAt: time(),
      lastCorrect: random() < 0.5,
    };
  }
  const reviewCounts: Progress['reviewCounts'] = {};
  for (const device of ['phone', 'tablet', 'laptop']) {
    if (random() < 0.5) reviewCounts[device] = pick([0, 1, 2, 3]);
  }
  // Cards as answers leave them: often the same review (minute, reps) with another outcome.
  const schedule: Progress['schedule'] = {};
  for (const scenario of [1, 2, 3]) {
    if (random() < 0.4) continue;
    const correct = random() < 0.5;
    schedule[scenario] = {
      due: at(pick([60, 1440, 4320])),
      stability: correct ? 2.3065 : 0.212,
      difficulty: pick([2.1, 6.4]),
      scheduledDays: pick([1, 3]),
      learningSteps: 0,
      reps: pick([1, 2]),
      lapses: pick([0, 1]),
      state: 2,
      lastReview: time(),
    };
  }
  const challengesDone: Progress['challengesDone'] = {};
  for (const skillKey of ['greetings', 'eye-contact']) {
    if (random() < 0.5) challengesDone[skillKey] = time();
  }
  return {
    results,
    unlockedAchievements: ['first_steps', 'getting_started', 'streak'].filter(() => random() < 0.5),
    reviewCounts,
    currentPhase: pick([1, 2, 3]),
    currentScenario: pick([0, 1, 2]),
    streak: pick([0, 1, 2]),
    updatedAt: random() < 0.2 ? null : time(),
    schedule,
    challengesDone,
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

test('merging never loses an answered scenario, an achievement, a review, a card or a challenge', () => {
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
    for (const scenario of Object.keys({ ...a.schedule, ...b.schedule })) {
      expect(merged.schedule).toHaveProperty(scenario);
    }
    expect(Object.keys(merged.challengesDone).sort()).toEqual(
      Object.keys({ ...a.challengesDone, ...b.challengesDone }).sort(),
    );
  }
});
