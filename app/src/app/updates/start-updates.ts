// The service worker's side of the app, loaded once the page has loaded and the browser is idle
// (main.tsx): it registers the worker that keeps the app for offline use (app/pwa.config.ts),
// looks for a new version every few minutes while the app is on screen, and offers it as
// 'Conteúdo novo' between scenarios (update-offer.tsx, docs/decisions/0056); the next start says
// it was taken (docs/decisions/0014).
import type { i18n } from 'i18next';
import { registerSW } from 'virtual:pwa-register';
import { notify } from '../../lib/notify.ts';
import { isNewBuild } from './app-build.ts';
import { locationFeed } from './location-feed.ts';
import { checkEveryMs, mayCheckNow } from './update-checks.ts';
import { mayUpdateNow, reloadAtOnce } from './update-moment.ts';
import { waitingVersion } from './waiting-version.ts';

const BUILD_KEY = 'ths:app-build';
// A publish must reach a tab or an installed app left open (docs/decisions/0056): besides each
// start, every few minutes while on screen, and as the page comes back on screen.
const CHECK_EVERY = checkEveryMs(import.meta.env.VITE_UPDATE_CHECK_SECONDS as string | undefined);

/** `build`: the build the page was served by (buildOf, read before the first render). */
export function startUpdates(i18n: i18n, build: string): void {
  sayIfUpdated(i18n, build);

  // What to do at the next calm moment: reload onto the version this tab took late, or another
  // tab of the app took.
  let pending: (() => void) | null = null;
  // The screen the waiting version was taken on, and when. Chromium may swap late (a request that
  // reaches the old worker while it stops postpones the swap until that worker is idle again,
  // docs/decisions/0014): by then the learner may have begun that screen, or moved on.
  let taken: { on: string; at: number } | null = null;
  const whenCalm = (act: () => void) => {
    const here = locationFeed.current();
    if (here && mayUpdateNow(here, false)) act();
    else pending = act;
  };
  let arrivedAt = locationFeed.current()?.key;
  locationFeed.subscribe((arrival) => {
    if (arrival.key === arrivedAt) return;
    arrivedAt = arrival.key;
    if (pending && mayUpdateNow(arrival, true)) {
      const act = pending;
      pending = null;
      act();
    }
  });

  const takeUpdate = registerSW({
    // The learner takes it from 'Conteúdo novo', shown only where that cannot interrupt.
    onNeedRefresh: () =>
      waitingVersion.offer({
        since: locationFeed.current()?.key,
        take: () => {
          const on = locationFeed.current()?.key;
          taken = on === undefined ? null : { on, at: performance.now() };
          void takeUpdate();
        },
      }),
    // The new version controls this page now: it reloads at once if this tab took it moments ago
    // and the learner is still where it was taken, else at its own next calm moment (swapped
    // late, or taken by another tab of this device).
    onNeedReload: () =>
      reloadAtOnce(taken, locationFeed.current()?.key, performance.now())
        ? window.location.reload()
        : whenCalm(() => window.location.reload()),
    onRegisteredSW: (_url, registration) => {
      if (!registration) return;
      const check = () => {
        const moment = {
          visible: document.visibilityState === 'visible',
          online: navigator.onLine,
          found: registration.installing !== null || registration.waiting !== null,
        };
        // Offline or the server away: the next check tries again.
        if (mayCheckNow(moment)) registration.update().catch(() => {});
      };
      setInterval(check, CHECK_EVERY);
      document.addEventListener('visibilitychange', check);
    },
    onRegisterError: (error: unknown) =>
      console.error('Registering the service worker failed; the app needs the network', error),
  });
}

function sayIfUpdated(i18n: i18n, build: string): void {
  try {
    if (isNewBuild(localStorage.getItem(BUILD_KEY), build)) {
      notify.info(i18n.t('update.title'), i18n.t('update.text'));
    }
    localStorage.setItem(BUILD_KEY, build);
  } catch {
    // Storage blocked: the update still happens, it just is not announced.
  }
}
