import { expect, test } from 'vitest';
import { tallyLengthPositions } from './length-position.ts';

const choices = (texts: string[], correct: number) =>
  texts.map((text, index) => ({ text, isCorrect: index === correct }));

test('each position is counted and flagged above 40 %; exactly 40 % is not', () => {
  const longest = { choices: choices(['aaaa', 'b', 'cc'], 0) };
  const shortest = { choices: choices(['a', 'bbbb', 'cc'], 0) };
  const middle = { choices: choices(['aa', 'bbbb', 'c'], 0) };
  const even = tallyLengthPositions([longest, longest, shortest, shortest, middle]);
  expect(even.counts).toEqual({ longest: 2, shortest: 2, middle: 1 });
  expect(even.percents).toEqual({ longest: 40, shortest: 40, middle: 20 });
  expect(even.aboveTarget).toEqual([]);
  const middling = tallyLengthPositions([middle, middle, middle, longest, shortest]);
  expect(middling.aboveTarget).toEqual(['middle']);
  expect(tallyLengthPositions([shortest, shortest, longest]).aboveTarget).toEqual(['shortest']);
});

test('no scenarios: no percentages and nothing flagged', () => {
  expect(tallyLengthPositions([])).toEqual({
    scenarios: 0,
    counts: { longest: 0, shortest: 0, middle: 0 },
    percents: { longest: null, shortest: null, middle: null },
    aboveTarget: [],
  });
});
