import { expect, test } from 'vitest';
import { containsPhrase, MANNER_PHRASES } from './manner-phrases.ts';

test('a phrase matches whole words, whatever the case and spacing', () => {
  expect(containsPhrase('Digo com calma: “Oi.”', 'com calma')).toBe(true);
  expect(containsPhrase('COM  CALMA, digo oi.', 'com calma')).toBe(true);
  expect(containsPhrase('Fico calmo e digo oi.', 'com calma')).toBe(false);
  expect(containsPhrase('I say it calmly.', 'calmly')).toBe(true);
  expect(containsPhrase('Ela chega devagarinho.', 'devagar')).toBe(false);
  expect(containsPhrase('I take a few deep breaths.', 'deep breath')).toBe(true);
});

test('every language has its own list, with the phrases the content rules name', () => {
  expect(MANNER_PHRASES['pt-BR']).toEqual(expect.arrayContaining(['com calma', 'com voz calma']));
  expect(MANNER_PHRASES.en).toEqual(expect.arrayContaining(['calmly', 'politely']));
});
