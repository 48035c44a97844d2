// The journey as the app shell draws it (docs/decisions/0020): it reads what it needs itself
// (the content index, the review scheduler, the learner's progress from ProgressProvider) and
// shows the loading home until all three are in, then the view its address names (journey-screens.tsx). The loading
// home is not another screen: a notice that belongs to the home stays through it.
import type { Locale } from '@ths/content-model/locales';
import type { QueryClient } from '@tanstack/react-query';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useDeferredValue } from 'react';
import { useLocation } from 'react-router';
import { phaseCountOf } from '@ths/training/phases';
import { prefetchContentIndex, useContentIndex } from '../../content/use-content-index.ts';
import { usePhasePrefetch } from '../../content/use-phase-prefetch.ts';
import { usePainted } from '../../lib/after-paint.ts';
import { HomeView } from './home/home-view.tsx';
import { useMyRole } from '../../session/my-role.ts';
import { useClassWork } from './class-work/use-class-work.ts';
import { parseAddress } from './flow/journey-view.ts';
import { waitsForClassWork } from './flow/waits-for-class-work.ts';
import type { SignedInScreenProps } from '../../session/signed-in-user.ts';
import { schedulerQueryOptions } from './progress/scheduler-query.ts';
import { useJourneyProgress } from './progress/progress-provider.tsx';

// The views past the loading home (the home with its data, a lesson, review, achievements...) are
// a chunk of their own, out of the first load (docs/decisions/0015). It starts downloading with
// the journey's data, as soon as the page has painted (prefetchJourney), so no view waits for it.
const loadJourneyScreens = () => import('./journey-screens.tsx');
const JourneyScreens = lazy(() =>
  loadJourneyScreens().then(({ JourneyScreens }) => ({ default: JourneyScreens })),
);

// The shell gives its screens the signed-in user; the journey reads its progress from
// ProgressProvider, keyed by the shell on that user, and its role (the home offers the educator's
// area to educators only, docs/decisions/0029).
export function JourneyPage({ user }: SignedInScreenProps) {
  const educator = useMyRole(user.id) === 'educator';
  const painted = usePainted();
  const classWork = useClassWork(user.id, painted);
  const { search } = useLocation();
  const content = useContentIndex();
  const scheduler = useQuery({ ...schedulerQueryOptions, enabled: painted });
  const progress = useJourneyProgress();
  // The learner's phase is the next thing a tap will show: its scenarios load now, the other
  // phases when the browser is idle (decision 0015).
  usePhasePrefetch(
    content.data?.locale ?? null,
    phaseCountOf(content.data?.scenarios ?? []),
    progress.status === 'loading' ? null : progress.progress.currentPhase,
  );
  // The journey's first full render is the start's largest piece of work, and the content and the
  // scheduler arrive through the query cache, whose updates React draws at once, in one task.
  // Deferred, it is drawn in short slices after the loading home, so a tap right after the
  // first paint is answered at once (docs/decisions/0041).
  const loaded = useDeferredValue(
    content.data !== undefined && progress.status !== 'loading' && scheduler.isSuccess,
  );
  if (content.isError) throw content.error;
  if (scheduler.isError) throw scheduler.error;
  if (!content.data || progress.status === 'loading' || !scheduler.isSuccess || !loaded) {
    return <JourneyLoading />;
  }
  if (
    !classWork.settled &&
    waitsForClassWork(parseAddress(search), content.data.scenarios, progress.progress)
  ) {
    return <JourneyLoading />;
  }
  return (
    // Its chunk not there yet (a first visit on a slow network): the loading home stays.
    <Suspense fallback={<JourneyLoading />}>
      <JourneyScreens
        content={content.data}
        handle={progress}
        educator={educator}
        classWork={classWork.work}
      />
    </Suspense>
  );
}

/** The loading home: the title paints while the session, the content and the progress load. */
export function JourneyLoading() {
  return <HomeView data={null} dispatch={ignore} />;
}

/** What the journey will read first, started by the shell as soon as the page has painted. */
export function prefetchJourney(client: QueryClient, locale: Locale): void {
  prefetchContentIndex(client, locale);
  void client.prefetchQuery(schedulerQueryOptions);
  // Ahead of need: if it fails, the journey's own load tries again and shows the error.
  loadJourneyScreens().catch(() => {});
}

// The loading view has nothing to press yet.
const ignore = () => {};
