import { expect, test } from 'vitest';
import { correctLength, lengthPosition } from './answer-length.ts';

/** Three choices with these texts; the one at `correct` is right. */
const choices = (texts: string[], correct: number) =>
  texts.map((text, index) => ({ text, isCorrect: index === correct }));

test('the correct choice is the longest, tied, the shortest or in the middle', () => {
  expect(correctLength(choices(['curta', 'a mais longa', 'média'], 1))).toBe('longest');
  expect(correctLength(choices(['abcde', 'abcde', 'ab'], 0))).toBe('tied');
  expect(correctLength(choices(['abc', 'abcdef', 'abcde'], 0))).toBe('shortest');
  expect(correctLength(choices(['abc', 'abcdef', 'abcde'], 2))).toBe('middle');
  // Tied for shortest is not "strictly the shortest".
  expect(correctLength(choices(['abc', 'abc', 'abcde'], 0))).toBe('middle');
});

test('length counts graphemes, so a decomposed accent or an emoji does not make a choice longer', () => {
  expect(correctLength(choices(['você', 'voce\u0302', 'oi'], 0))).toBe('tied');
  expect(correctLength(choices(['oi 👋🏽', 'olá', 'oi'], 0))).toBe('longest');
});

test('the position puts ties in the middle', () => {
  expect(lengthPosition(choices(['curta', 'a mais longa', 'média'], 1))).toBe('longest');
  expect(lengthPosition(choices(['abc', 'abcdef', 'abcde'], 0))).toBe('shortest');
  expect(lengthPosition(choices(['abc', 'abcdef', 'abcde'], 2))).toBe('middle');
  expect(lengthPosition(choices(['abcde', 'abcde', 'ab'], 0))).toBe('middle');
  expect(lengthPosition(choices(['abc', 'abc', 'abcde'], 0))).toBe('middle');
});
