import { expect, test } from 'vitest';
import {
  isBusy,
  mayOfferUpdate,
  mayUpdateNow,
  reloadAtOnce,
  SWAP_AT_ONCE_MS,
} from './update-moment.ts';

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

test('the new version reloads at once only on the screen it was taken on, moments after taking it', () => {
  const taken = { on: 'scenario-4', at: 10_000 };
  expect(reloadAtOnce(taken, 'scenario-4', 10_050)).toBe(true);
  // Swapped late: the learner may have picked an answer on that very screen by now.
  expect(reloadAtOnce(taken, 'scenario-4', 10_000 + SWAP_AT_ONCE_MS)).toBe(false);
  expect(reloadAtOnce(taken, 'scenario-4', 40_000)).toBe(false);
  // Moved on to another screen, or taken by another tab: the next calm moment.
  expect(reloadAtOnce(taken, 'scenario-5', 10_050)).toBe(false);
  expect(reloadAtOnce(null, 'scenario-4', 10_050)).toBe(false);
  expect(reloadAtOnce(taken, undefined, 10_050)).toBe(false);
});

test('‘Conteúdo novo’ is offered on a calm screen at once, and on a scenario only once the learner arrived on it', () => {
  const calm = { arrivedSince: false, answerOpen: false };
  for (const address of ['/', '/?view=complete&phase=1', '/?view=review', '/?view=achievements']) {
    expect(mayOfferUpdate({ place: at(address), ...calm }), address).toBe(true);
  }
  // A scenario the learner was already reading when the version arrived: nothing appears above it.
  expect(mayOfferUpdate({ place: at('/?phase=1&scenario=3'), ...calm })).toBe(false);
  // The next scenario, after 'Continuar', nothing picked yet.
  const arrived = { arrivedSince: true, answerOpen: false };
  expect(mayOfferUpdate({ place: at('/?phase=1&scenario=4'), ...arrived })).toBe(true);
  expect(mayOfferUpdate({ place: at('/?view=review&scenario=7&next=9'), ...arrived })).toBe(true);
  expect(mayOfferUpdate({ place: at('/?view=due&scenario=4&next=15'), ...arrived })).toBe(true);
});

test('‘Conteúdo novo’ never shows between a pick and ‘Continuar’, nor on a form', () => {
  const open = { arrivedSince: true, answerOpen: true };
  for (const address of ['/?phase=1&scenario=4', '/?view=review&scenario=7', '/']) {
    expect(mayOfferUpdate({ place: at(address), ...open }), address).toBe(false);
  }
  for (const address of ['/auth', '/?view=class', '/?view=educator', '/?view=account']) {
    expect(mayOfferUpdate({ place: at(address), arrivedSince: true, answerOpen: false })).toBe(
      false,
    );
  }
});
