import { expect, test } from 'vitest';
import { storedLanguage, storeLanguage } from './language-preference.ts';

test('the language is pt-BR until the learner picks another, then that one', () => {
  expect(storedLanguage()).toBe('pt-BR');
  storeLanguage('en');
  expect(storedLanguage()).toBe('en');
});

test('an unknown stored value falls back to pt-BR', () => {
  localStorage.setItem('ths:language', 'klingon');
  expect(storedLanguage()).toBe('pt-BR');
});
