import { expect, test } from 'vitest';
import { recordAnswer } from './answer.ts';
import { mostMissedSkill, needsHelp } from './needs-help.ts';
import { emptyProgress, type Progress } from './progress.ts';

// Twenty scenarios; scenario n practises skill 'a' when n is odd, 'b' when even, and 19/20 'c'.
const SCENARIOS = Array.from({ length: 20 }, (_, index) => ({
  number: index + 1,
  skillKey: index >= 18 ? 'c' : index % 2 === 0 ? 'a' : 'b',
}));

/** Answers in this order, a minute apart: [scenario, first right?, right later?]. */
function answered(...answers: [number, boolean, boolean?][]): Progress {
  let progress = emptyProgress();
  answers.forEach(([scenario, correct, later], index) => {
    const at = new Date(Date.UTC(2026, 10, 20, 10, index)).toISOString();
    progress = recordAnswer(progress, { scenario, correct, at });
    if (later !== undefined)
      progress = recordAnswer(progress, {
        scenario,
        correct: later,
        at: new Date(Date.UTC(2026, 10, 21, 10, index)).toISOString(),
      });
  });
  return progress;
}

test('no answers, or two wrong ones, flag nobody: too little to judge', () => {
  expect(needsHelp(SCENARIOS, emptyProgress())).toBeNull();
  expect(needsHelp(SCENARIOS, answered([1, false, true], [2, false, true]))).toBeNull();
  // Four misses, all fixed: still under five first tries.
  expect(
    needsHelp(
      SCENARIOS,
      answered([1, false, true], [2, false, true], [3, false, true], [4, false, true]),
    ),
  ).toBeNull();
});

test('five first tries with at most half right flag the learner; three of five right do not', () => {
  const twoOfFive = answered(
    [1, true],
    [2, true],
    [3, false, true],
    [4, false, true],
    [5, false, true],
  );
  expect(needsHelp(SCENARIOS, twoOfFive)).toEqual({
    reasons: ['first-tries'],
    recentRight: 2,
    recentCount: 5,
    toReview: 0,
    skillKey: 'a',
  });
  const threeOfFive = answered([1, true], [2, true], [3, true], [4, false, true], [5, false, true]);
  expect(needsHelp(SCENARIOS, threeOfFive)).toBeNull();
});

test('exactly half right of the latest ten is flagged; six of ten is not', () => {
  const half = answered(
    ...Array.from({ length: 10 }, (_, i): [number, boolean, boolean] => [i + 1, i < 5, true]),
  );
  expect(needsHelp(SCENARIOS, half)?.reasons).toEqual(['first-tries']);
  const six = answered(
    ...Array.from({ length: 10 }, (_, i): [number, boolean, boolean] => [i + 1, i < 6, true]),
  );
  expect(needsHelp(SCENARIOS, six)).toBeNull();
});

test('only the latest ten first tries count: early misses followed by ten right do not flag', () => {
  const recovered = answered(
    ...Array.from({ length: 8 }, (_, i): [number, boolean, boolean] => [i + 1, false, true]),
    ...Array.from({ length: 10 }, (_, i): [number, boolean] => [i + 9, true]),
  );
  expect(needsHelp(SCENARIOS, recovered)).toBeNull();
  // The other way round: a good start, then a run of misses.
  const slipping = answered(
    ...Array.from({ length: 10 }, (_, i): [number, boolean] => [i + 1, true]),
    ...Array.from({ length: 6 }, (_, i): [number, boolean, boolean] => [i + 11, false, true]),
  );
  expect(needsHelp(SCENARIOS, slipping)).toMatchObject({
    reasons: ['first-tries'],
    recentRight: 4,
    recentCount: 10,
  });
});

test('four scenarios to review flag the learner whatever the first tries; three do not', () => {
  const right = Array.from({ length: 12 }, (_, i): [number, boolean] => [i + 1, true]);
  // Right at first, then missed in a review: to review without a first-try miss.
  const four = answered(
    ...right.slice(0, 8),
    [13, true, false],
    [14, true, false],
    [15, true, false],
    [16, true, false],
  );
  expect(needsHelp(SCENARIOS, four)).toEqual({
    reasons: ['to-review'],
    recentRight: 10,
    recentCount: 10,
    toReview: 4,
    skillKey: null,
  });
  const three = answered(
    ...right.slice(0, 8),
    [13, true, false],
    [14, true, false],
    [15, true, false],
  );
  expect(needsHelp(SCENARIOS, three)).toBeNull();
});

test("both reasons at once: 50 % at the first try with 4 to review (the issue's learner)", () => {
  const learner = answered(
    [1, true],
    [2, false],
    [3, true],
    [4, false],
    [5, true],
    [6, false],
    [7, true],
    [8, false],
  );
  expect(needsHelp(SCENARIOS, learner)).toEqual({
    reasons: ['first-tries', 'to-review'],
    recentRight: 4,
    recentCount: 8,
    toReview: 4,
    skillKey: 'b',
  });
});

test('the skill most missed: the most still to review first, then the most missed, then the latest', () => {
  // 'a' missed twice but fixed; 'b' missed once, still to review: 'b' is what needs help.
  expect(mostMissedSkill(SCENARIOS, answered([1, false, true], [3, false, true], [2, false]))).toBe(
    'b',
  );
  // Both fixed: 'a' missed more.
  expect(
    mostMissedSkill(SCENARIOS, answered([1, false, true], [3, false, true], [2, false, true])),
  ).toBe('a');
  // A tie: the latest miss.
  expect(mostMissedSkill(SCENARIOS, answered([1, false], [2, false]))).toBe('b');
  expect(mostMissedSkill(SCENARIOS, answered([2, false], [1, false]))).toBe('a');
  // A scenario the content no longer has names no skill.
  expect(mostMissedSkill(SCENARIOS, answered([99, false]))).toBeNull();
  expect(mostMissedSkill(SCENARIOS, answered([1, true]))).toBeNull();
});
