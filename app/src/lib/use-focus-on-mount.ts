import { useEffect, useRef } from 'react';

/**
 * Moves keyboard and screen-reader focus to the element when it appears, so a learner who
 * changed screens or answered hears where they are now (issue 3: focus to the feedback after a
 * pick, to the next scenario's title after continue).
 *
 * A new view or the next scenario opens at the top of the page (issue 26, docs/decisions/0022):
 * focusing alone scrolls only as far as the element, which left the phase-complete heading cut
 * off and the next scenario at a random height, so the page goes to the top first, at once (a
 * smooth scroll still running from the feedback panel is replaced), and focus does not scroll.
 */
export function useFocusOnMount<T extends HTMLElement>(enabled = true) {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (!enabled || !ref.current) return;
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
    ref.current.focus({ preventScroll: true });
  }, [enabled]);
  return ref;
}
