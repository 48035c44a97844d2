// Work nobody waits for: done when the browser has nothing better to do, so it never competes
// with what the learner is looking at (decision 0015). Safari (and jsdom) have no
// requestIdleCallback: there it runs on the next macrotask, after the current work.

/** Runs `task` when the browser is idle (or after `fallbackMs`); returns a cancel function. */
export function whenIdle(task: () => void, fallbackMs = 0): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(task, { timeout: 5000 });
    return () => cancelIdleCallback(handle);
  }
  const timer = setTimeout(task, fallbackMs);
  return () => clearTimeout(timer);
}
