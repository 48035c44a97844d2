import { expect, test } from 'vitest';
import { shuffleChoices } from './shuffle.ts';
import { seeded } from './test-helpers.ts';

const choices = [
  { text: 'a', isCorrect: true, feedback: 'A' },
  { text: 'b', isCorrect: false, feedback: 'B' },
  { text: 'c', isCorrect: false, feedback: 'C' },
];

/** A random() that returns the given values in turn. */
function sequence(...values: number[]): () => number {
  let index = 0;
  return () => values[index++] ?? 0;
}

test('the three choices are all kept, with their texts, correctness and feedback', () => {
  const shuffled = shuffleChoices(choices, seeded(7));
  expect(shuffled).toHaveLength(3);
  expect(shuffled.map(({ text, isCorrect, feedback }) => ({ text, isCorrect, feedback }))).toEqual(
    expect.arrayContaining(choices),
  );
  expect(shuffled.filter((choice) => choice.isCorrect)).toHaveLength(1);
});

test('the shuffled choices are renumbered 1 to 3 in their new order', () => {
  for (let seed = 0; seed < 20; seed += 1) {
    expect(shuffleChoices(choices, seeded(seed)).map((choice) => choice.id)).toEqual([1, 2, 3]);
  }
});

test('the same random function gives the same order', () => {
  const first = shuffleChoices(choices, seeded(42));
  const second = shuffleChoices(choices, seeded(42));
  expect(second).toEqual(first);
});

test('Fisher–Yates with random() always 0 moves each choice one place forward', () => {
  // i = 2 swaps with 0: c b a; i = 1 swaps with 0: b c a.
  expect(shuffleChoices(choices, () => 0).map((choice) => choice.text)).toEqual(['b', 'c', 'a']);
});

test('every one of the six orders can come out', () => {
  const orders = new Set<string>();
  for (const first of [0, 0.4, 0.9]) {
    for (const second of [0, 0.9]) {
      orders.add(
        shuffleChoices(choices, sequence(first, second))
          .map((choice) => choice.text)
          .join(''),
      );
    }
  }
  expect([...orders].sort()).toEqual(['abc', 'acb', 'bac', 'bca', 'cab', 'cba']);
});

test('a random() that returns 1 still keeps every choice', () => {
  const shuffled = shuffleChoices(choices, () => 1);
  expect(shuffled.map((choice) => choice.text).sort()).toEqual(['a', 'b', 'c']);
});

test('the input is not changed and an old id is replaced', () => {
  const numbered = choices.map((choice, index) => ({ ...choice, id: index + 1 }));
  const copy = JSON.parse(JSON.stringify(numbered)) as unknown;
  const shuffled = shuffleChoices(numbered, () => 0);
  expect(numbered).toEqual(copy);
  expect(shuffled.map((choice) => [choice.text, choice.id])).toEqual([
    ['b', 1],
    ['c', 2],
    ['a', 3],
  ]);
});
