import { expect, test } from 'vitest';
import { syllablesEn } from './syllables-en.ts';

test.each([
  ['cat', 1],
  ['the', 1],
  ['make', 1],
  ['table', 2],
  ['people', 2],
  ['smiles', 1],
  ['boxes', 2],
  ['asked', 1],
  ['wanted', 2],
  ['friendly', 2],
  ['conversation', 4],
  ['playground', 2],
])('%s has %i syllables', (word, syllables) => {
  expect(syllablesEn(word)).toBe(syllables);
});
