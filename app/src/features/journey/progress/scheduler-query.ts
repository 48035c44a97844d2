// The spaced review's FSRS (ts-fsrs, about 6 kB gzip) is not in the first download: it is loaded
// after the first paint, beside the content index, and registered with the engine before the
// journey is drawn. Every answer and every card rebuilt from an older learner's results needs
// it; the sign-in page and the loading screen do not (docs/decisions/0015, after issue 18).
import { queryOptions } from '@tanstack/react-query';
import { registerScheduler } from '@ths/training/scheduler';

async function loadScheduler(): Promise<true> {
  const { fsrsScheduler } = await import('@ths/training/fsrs');
  registerScheduler(fsrsScheduler);
  return true;
}

/** Loads and registers the review scheduler once; its data is true when the engine can use it. */
export const schedulerQueryOptions = queryOptions({
  queryKey: ['training', 'scheduler'],
  queryFn: loadScheduler,
  staleTime: Infinity,
  gcTime: Infinity,
});
