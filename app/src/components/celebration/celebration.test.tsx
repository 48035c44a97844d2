// Issue 26 §6: a moment's burst can be skipped by any key or click and never outlasts 1.5 s;
// under prefers-reduced-motion it is absent (nothing drawn, nothing loaded).
import { act, fireEvent, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, expect, test, vi } from 'vitest';
import { BURST_MS } from './celebration-burst.tsx';
import { Celebration } from './celebration.tsx';

/** The browser's answer to prefers-reduced-motion (jsdom has no matchMedia of its own). */
function motion(reduce: boolean) {
  vi.stubGlobal(
    'matchMedia',
    (query: string) =>
      ({ matches: query.includes('reduce') && reduce, media: query }) as MediaQueryList,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

const burst = () => document.querySelector('[data-celebration]');

async function settle(node: ReactNode) {
  const view = render(node);
  // The burst is a lazy chunk: give it time to arrive.
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 50));
  });
  return view;
}

test('any key or click skips the burst, and it never outlasts 1.5 s', async () => {
  motion(false);
  await settle(<Celebration />);
  await vi.waitFor(() => expect(burst()).not.toBeNull());
  fireEvent.keyDown(window, { key: 'Tab' });
  expect(burst()).toBeNull();

  render(<Celebration />);
  await vi.waitFor(() => expect(burst()).not.toBeNull());
  fireEvent.pointerDown(document.body);
  expect(burst()).toBeNull();

  vi.useFakeTimers();
  render(<Celebration />);
  await vi.waitFor(() => expect(burst()).not.toBeNull());
  act(() => {
    vi.advanceTimersByTime(BURST_MS);
  });
  expect(burst()).toBeNull();
});

test('under reduced motion nothing is drawn', async () => {
  motion(true);
  await settle(<Celebration />);
  expect(burst()).toBeNull();
});
