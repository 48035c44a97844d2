// Imported by the service worker (app/pwa.config.ts, docs/decisions/0014). Requests to other
// origins (Supabase) go straight to the network without starting the worker: the worker never
// handled them anyway (nothing of another origin is cached). It also keeps an update safe: when a
// new version is taken, Chromium stops the old worker and then activates the new one; a request
// dispatched to the old worker in between (the answer being saved as the next scenario opens)
// restarts it, and Chromium gives the activation up until that worker is idle again (30 s, or
// never while DevTools or Playwright is attached). Static routing: Chromium 123+; elsewhere the
// requests go through the worker as before.
self.addEventListener('install', (event) => {
  if (!('addRoutes' in event)) return;
  event.waitUntil(
    event
      .addRoutes([
        { condition: { not: { urlPattern: `${self.location.origin}/*` } }, source: 'network' },
      ])
      // A browser that cannot read the rule keeps sending these requests through the worker.
      .catch(() => {}),
  );
});
