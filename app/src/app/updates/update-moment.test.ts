import { expect, test } from 'vitest';
import { isBusy, mayUpdateNow } from './update-moment.ts';

const at = (address: string) => {
  const url = new URL(address, 'http://app.test');
  return { pathname: url.pathname, search: url.search };
};

test('a scenario on screen, its feedback included, is never interrupted by an update', () => {
  expect(mayUpdateNow(at('/?phase=1&scenario=3'), false)).toBe(false);
  expect(mayUpdateNow(at('/?phase=2'), false)).toBe(false);
  expect(mayUpdateNow(at('/?view=review&scenario=7&next=9,12'), false)).toBe(false);
  expect(mayUpdateNow(at('/?view=due&scenario=4&next=15'), false)).toBe(false);
});

test('a half-filled form is never interrupted: sign-in, my class, the educator area, my account', () => {
  for (const address of ['/auth', '/?view=class', '/?view=educator', '/?view=account']) {
    expect(isBusy(at(address)), address).toBe(true);
    expect(mayUpdateNow(at(address), false), address).toBe(false);
  }
});

test('between scenarios the update is taken: the home, a finished phase, review, achievements', () => {
  for (const address of [
    '/',
    '/?view=complete&phase=1',
    '/?view=review',
    '/?view=achievements',
    '/?view=skills',
  ]) {
    expect(mayUpdateNow(at(address), false), address).toBe(true);
  }
  expect(mayUpdateNow(at('/uma-pagina-que-nao-existe'), false)).toBe(true);
});

test('arriving on a new screen, a new scenario included, nothing is begun yet: the update is taken', () => {
  expect(mayUpdateNow(at('/?phase=1&scenario=4'), true)).toBe(true);
  expect(mayUpdateNow(at('/auth'), true)).toBe(true);
});
