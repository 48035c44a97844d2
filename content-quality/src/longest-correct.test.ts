import { expect, test } from 'vitest';
import { tallyLongestCorrect } from './longest-correct.ts';

/** Three choices with these texts; the one at `correct` is right. */
const choices = (texts: string[], correct: number) =>
  texts.map((text, index) => ({ text, isCorrect: index === correct }));

test('ties are counted apart and not as longest; the percentage counts strict wins only', () => {
  const tally = tallyLongestCorrect([
    { choices: choices(['aaaa', 'b', 'c'], 0) },
    { choices: choices(['aaaa', 'bbbb', 'c'], 0) },
    { choices: choices(['a', 'bbbb', 'cc'], 0) },
    { choices: choices(['aa', 'bbbb', 'c'], 0) },
  ]);
  expect(tally).toEqual({
    scenarios: 4,
    longest: 1,
    tied: 1,
    shortest: 1,
    percent: 25,
    aboveTarget: false,
  });
});

test('above 40 % is flagged; exactly 40 % is not', () => {
  const longest = { choices: choices(['aaaa', 'b', 'c'], 0) };
  const other = { choices: choices(['a', 'bbbb', 'c'], 0) };
  expect(tallyLongestCorrect([longest, longest, other, other, other]).aboveTarget).toBe(false);
  expect(tallyLongestCorrect([longest, longest, longest, other, other]).aboveTarget).toBe(true);
});

test('no scenarios: no percentage and nothing flagged', () => {
  expect(tallyLongestCorrect([])).toMatchObject({
    scenarios: 0,
    percent: null,
    aboveTarget: false,
  });
});
