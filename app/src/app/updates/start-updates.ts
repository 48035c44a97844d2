// The service worker's side of the app, loaded once the page has loaded and the browser is idle
// (main.tsx): it registers the worker that keeps the app for offline use (app/pwa.config.ts), and
// takes a new version only when the learner is between scenarios or on the next start, then says
// so (docs/decisions/0014).
import type { i18n } from 'i18next';
import type { createBrowserRouter } from 'react-router';
import { registerSW } from 'virtual:pwa-register';
import { notify } from '../../lib/notify.ts';
import { buildOf, isNewBuild } from './app-build.ts';
import { mayUpdateNow } from './update-moment.ts';

type Router = ReturnType<typeof createBrowserRouter>;

const BUILD_KEY = 'ths:app-build';
// A school tablet may stay open for days: look for a new version every hour as well as on each
// start (vite-plugin-pwa's "periodic service worker updates").
const CHECK_EVERY_MS = 60 * 60 * 1000;

export function startUpdates(router: Router, i18n: i18n): void {
  sayIfUpdated(i18n);

  // What to do at the next calm moment: take the waiting version, or reload onto the version
  // another tab of the app took.
  let pending: (() => void) | null = null;
  let taking = false;
  const whenCalm = (act: () => void) => {
    if (mayUpdateNow(router.state.location, false)) act();
    else pending = act;
  };
  let arrivedAt = router.state.location.key;
  router.subscribe((state) => {
    if (state.location.key === arrivedAt) return;
    arrivedAt = state.location.key;
    if (pending && mayUpdateNow(state.location, true)) {
      const act = pending;
      pending = null;
      act();
    }
  });

  const takeUpdate = registerSW({
    onNeedRefresh: () =>
      whenCalm(() => {
        taking = true;
        void takeUpdate();
      }),
    // The new version controls this page now: it reloads at once if this tab took it, else at
    // its own next calm moment (another tab of this device took it).
    onNeedReload: () =>
      taking ? window.location.reload() : whenCalm(() => window.location.reload()),
    onRegisteredSW: (_url, registration) => {
      if (!registration) return;
      setInterval(() => {
        if (!navigator.onLine || registration.installing) return;
        // Offline or the server away: the next check tries again.
        registration.update().catch(() => {});
      }, CHECK_EVERY_MS);
    },
    onRegisterError: (error: unknown) =>
      console.error('Registering the service worker failed; the app needs the network', error),
  });
}

function sayIfUpdated(i18n: i18n): void {
  const build = buildOf(document);
  try {
    if (isNewBuild(localStorage.getItem(BUILD_KEY), build)) {
      notify.info(i18n.t('update.title'), i18n.t('update.text'));
    }
    localStorage.setItem(BUILD_KEY, build);
  } catch {
    // Storage blocked: the update still happens, it just is not announced.
  }
}
