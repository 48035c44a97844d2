// @vitest-environment node
import { expect, test } from 'vitest';
import { returnSearch, returnState } from './return-address.ts';

test("a signed-in view's address is carried through sign-in and read back", () => {
  for (const search of ['?view=class&code=K7MPQ2XA', '?phase=2&scenario=23', '?view=review']) {
    expect(returnSearch(returnState(search))).toBe(search);
  }
});

test('the home carries nothing: sign-in lands on it as before', () => {
  expect(returnState('')).toBeUndefined();
  expect(returnState('?')).toBeUndefined();
  expect(returnSearch(undefined)).toBe('');
  expect(returnSearch(null)).toBe('');
});

test('a state the app did not write leads home, never to another path or site', () => {
  for (const returnTo of [
    '//evil.example/',
    '/auth',
    'https://evil.example',
    42,
    `?${'a'.repeat(600)}`,
  ]) {
    expect(returnSearch({ returnTo })).toBe('');
  }
  expect(returnSearch({ other: '?view=class' })).toBe('');
  expect(returnSearch('?view=class')).toBe('');
});
