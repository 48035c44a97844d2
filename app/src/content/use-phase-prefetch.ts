// A learner in phase 2 downloads phase 2's scenarios first; the other phases follow once it is
// in, one at a time, each when the browser is idle, so a tap on 'Revisar' or another phase rarely
// waits (decision 0015). A chunk, once loaded, stays: a later import() of it costs nothing.
import type { Locale } from '@ths/content-model/locales';
import { useEffect } from 'react';
import { whenIdle } from '../lib/when-idle.ts';
import { loadPhaseScenarios } from './load-content.ts';

/**
 * Loads `currentPhase` of `locale` now and, after it, the content's other phases (1 to
 * `phaseCount`) when idle; null waits.
 */
export function usePhasePrefetch(
  locale: Locale | null,
  phaseCount: number,
  currentPhase: number | null,
): void {
  useEffect(() => {
    if (locale === null || currentPhase === null) return;
    let cancelIdle = () => {};
    let cancelled = false;
    // One phase per idle moment: each chunk is run as it arrives, and four at once made one
    // long task of the main thread after the first paint (docs/decisions/0041).
    const rest = Array.from({ length: phaseCount }, (_, index) => index + 1).filter(
      (phase) => phase !== currentPhase,
    );
    const next = () => {
      const phase = rest.shift();
      if (cancelled || phase === undefined) return;
      cancelIdle = whenIdle(() => void prefetch(locale, phase).then(next));
    };
    // prefetch never rejects: the others follow whether this one arrived or not.
    void prefetch(locale, currentPhase).then(next);
    return () => {
      cancelled = true;
      cancelIdle();
    };
  }, [locale, phaseCount, currentPhase]);
}

// Ahead of need, a failure is nobody's concern yet: the screen that needs the phase loads it
// again through its query, and shows the error if it fails there.
function prefetch(locale: Locale, phase: number): Promise<void> {
  return loadPhaseScenarios(locale, phase).then(
    () => {},
    () => {},
  );
}
