// Every app test: a console.error nobody expected fails the test (as epic-stack does), and no
// test sees the storage, DOM or timers another test left behind.
// toBeVisible, toHaveTextContent, toHaveAttribute…: a failing assertion says what it expected.
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { takeConsoleErrors, trapConsoleErrors } from './console-errors.ts';

// jsdom lays nothing out and has no scrollIntoView; the views call it to bring a part into view.
if (typeof Element !== 'undefined') Element.prototype.scrollIntoView ??= () => {};

beforeEach(() => {
  trapConsoleErrors();
});

afterEach(() => {
  cleanup();
  // Tests of Node-side code (scripts, the msw stand-in) run without a DOM.
  if (typeof localStorage !== 'undefined') localStorage.clear();
  vi.useRealTimers();
  const unexpected = takeConsoleErrors();
  vi.restoreAllMocks();
  if (unexpected.length > 0) {
    throw new Error(`Unexpected console.error:\n${unexpected.join('\n')}`);
  }
});
