// A piece of a screen whose code is its own chunk (a celebration, the skills page, an offer), so
// that no such chunk can take a lesson down (issue 39, docs/decisions/0067-no-lazy-piece-takes-a-lesson-down.md):
// - it is warmed: `warmMoments()` (main.tsx, once the page is idle) imports every one of them on
//   the first visit, before the service worker controls the page, so a connection dropped later
//   finds the code already in the page;
// - it fails soft: a chunk that cannot load shows `failed` (nothing by default) instead of
//   throwing to the route's error screen, and the next time the piece is drawn it tries again.
import { lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react';
import { retryingImport } from './retrying-import.ts';

type Module<P> = { default: ComponentType<P> };

const warmers: (() => Promise<unknown>)[] = [];
// A piece declared inside a chunk that is itself lazy (the journey's views, docs/decisions/0041)
// is known only once that chunk has run, which can be after the warm-up: it is warmed then.
let warmed = false;

/** Loads every lazy piece's chunk now; a failure is left to the piece itself, when it is drawn. */
export function warmMoments(): Promise<void> {
  warmed = true;
  return Promise.allSettled(warmers.map((warm) => warm())).then(() => {});
}

type LazyMomentOptions<P> = {
  /** Shown while the chunk loads (nothing by default). */
  loading?: ReactNode;
  /** Drawn instead of the piece when its chunk cannot load (nothing by default). */
  failed?: ComponentType<P>;
  /** Whether `warmMoments` loads it (always by default): a piece never drawn here is not. */
  wanted?: () => boolean;
};

/** A component drawn from `load`'s chunk, warmed by `warmMoments` and never throwing its failure. */
export function lazyMoment<P extends object>(
  load: () => Promise<Module<P>>,
  { loading = null, failed: Failed = () => null, wanted = () => true }: LazyMomentOptions<P> = {},
): ComponentType<P> {
  const loader = retryingImport(load);
  const warm = () => (wanted() ? loader() : Promise.resolve());
  warmers.push(warm);
  if (warmed) warm().catch(() => {});
  // React.lazy keeps a rejection for good: after a failure the next drawing gets a new one.
  const attempt = (): ComponentType<P> => {
    const made = lazy(() =>
      loader().catch((error: unknown): Module<P> => {
        console.warn('A piece of the screen could not load; it is skipped', error);
        if (current === made) current = attempt();
        return { default: Failed };
      }),
    );
    return made;
  };
  let current = attempt();
  function LazyMoment(props: P) {
    // Kept for this drawing: a failed attempt is not retried on each render, only on the next mount.
    const [Loaded] = useState(() => current);
    return (
      <Suspense fallback={loading}>
        <Loaded {...props} />
      </Suspense>
    );
  }
  return LazyMoment;
}
