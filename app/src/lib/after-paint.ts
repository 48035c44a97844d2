// Work that must not delay the first paint: a slow phone paints the page first, then fetches.
// Lighthouse (and a learner on a 3G connection) counts every download that starts before the
// first paint against it (decision 0007).
import { useEffect, useState } from 'react';

/** Runs `task` once the browser has painted the current frame; returns a cancel function. */
export function afterPaint(task: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(task, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

/** False on the first render, true once that render has been painted. */
export function usePainted(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => afterPaint(() => setPainted(true)), []);
  return painted;
}
