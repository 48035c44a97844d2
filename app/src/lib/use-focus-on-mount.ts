import { useEffect, useRef } from 'react';

/**
 * Moves keyboard and screen-reader focus to the element when it appears, so a learner who
 * changed screens or answered hears where they are now (issue 3: focus to the feedback after a
 * pick, to the next scenario's title after continue).
 */
export function useFocusOnMount<T extends HTMLElement>(enabled = true) {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (enabled) ref.current?.focus();
  }, [enabled]);
  return ref;
}
