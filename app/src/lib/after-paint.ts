// Work that must not delay the first paint: a slow phone paints the page first, then fetches.
// Lighthouse (and a learner on a 3G connection) counts every download that starts before the
// first paint against it (decision 0007).
import { useEffect, useState } from 'react';

/**
 * Runs `task` once the browser has painted the current frame; returns a cancel function. A page
 * that does not paint (a hidden tab: animation frames wait until it shows) still runs it, after
 * NO_PAINT_MS, so nothing waits for a paint that is not coming.
 */
export function afterPaint(task: () => void): () => void {
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    task();
  };
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(run, 0);
  });
  const fallback = setTimeout(run, NO_PAINT_MS);
  return () => {
    done = true;
    cancelAnimationFrame(frame);
    clearTimeout(timer);
    clearTimeout(fallback);
  };
}

/** How long a page that never paints waits before the work after the paint starts anyway. */
export const NO_PAINT_MS = 1000;

/** False on the first render, true once that render has been painted. */
export function usePainted(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => afterPaint(() => setPainted(true)), []);
  return painted;
}
