// Every app test: a console.error nobody expected fails the test (as epic-stack does), and no
// test sees the storage, DOM or timers another test left behind.
// toBeVisible, toHaveTextContent, toHaveAttribute…: a failing assertion says what it expected.
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { takeConsoleErrors, trapConsoleErrors } from './console-errors.ts';

// jsdom lays nothing out and has no scrollIntoView; the views call it to bring a part into view.
if (typeof Element !== 'undefined') Element.prototype.scrollIntoView ??= () => {};
// jsdom's window.scrollTo only reports 'Not implemented'; a new view scrolls to the top with it.
if (typeof window !== 'undefined') window.scrollTo = () => {};

// findBy… and waitFor wait on the real backend (bcrypt, the merge trigger), not an instant mock,
// and on the journey's views, a lazy chunk since docs/decisions/0041 (issue 43): its first import
// in a test file compiles the lesson, the scenes and the skills, which took over 3 s on a busy
// machine. A wait that never succeeds still fails, only later.
configure({ asyncUtilTimeout: 10_000 });

beforeEach(() => {
  trapConsoleErrors();
});

afterEach(() => {
  cleanup();
  // Tests of Node-side code (scripts) run without a DOM.
  if (typeof localStorage !== 'undefined') localStorage.clear();
  vi.useRealTimers();
  const unexpected = takeConsoleErrors();
  vi.restoreAllMocks();
  if (unexpected.length > 0) {
    throw new Error(`Unexpected console.error:\n${unexpected.join('\n')}`);
  }
});
