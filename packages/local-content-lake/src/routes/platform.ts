// The small answers around the Content Lake proper: the ping, the feature flags (none), and a
// quiet 404 for Sanity's platform services that the Studio calls and copes without.
import { Hono, type Context } from 'hono';
import { notFound } from '../errors.ts';
import { json } from '../http.ts';

/**
 * Announcements, onboarding, plans, presence and scheduled publishing: services of sanity.io, not
 * of a Content Lake. They answer 404 without being reported as unsupported (LakeOptions).
 */
const PLATFORM_SERVICES = ['journey', 'help', 'intake', 'descriptors', 'schedules', 'socket'];

export function platformRoutes(): Hono {
  const app = new Hono();
  const pong = (c: Context) => json(c, 'PONG');
  app.all('/ping/*', pong);
  app.all('/data/ping/*', pong);
  app.all('/features/*', (c) => json(c, []));
  for (const service of PLATFORM_SERVICES) {
    app.all(`/${service}/*`, () => {
      throw notFound(`The local Content Lake does not serve /${service}`);
    });
  }
  return app;
}
