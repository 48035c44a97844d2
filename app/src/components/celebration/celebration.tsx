// A moment (issue 26 §6, docs/decisions/0026-moments.md): a right answer, a finished phase and
// an achievement get a short burst of sparkles around the mascot. Only this wrapper is in the
// first download; the burst and its styles are fetched once the page is idle and drawn when a
// moment happens, or skipped if they could not load
// (docs/decisions/0067-no-lazy-piece-takes-a-lesson-down.md). Under prefers-reduced-motion there
// is no burst at all, and nothing is loaded.
import { useState } from 'react';
import { lazyMoment } from '../../lib/lazy-moment.tsx';

const CelebrationBurst = lazyMoment(() => import('./celebration-burst.tsx'), {
  wanted: () => !prefersReducedMotion(),
});

/** Whether the learner asked for less motion (also true where the browser cannot say). */
export function prefersReducedMotion(): boolean {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? true;
}

/** Sparkles around its parent (which is `position: relative`); decorative, never focusable. */
export function Celebration() {
  // Read once: a moment that has begun is not redrawn when the setting changes.
  const [wanted] = useState(() => !prefersReducedMotion());
  if (!wanted) return null;
  return <CelebrationBurst />;
}
