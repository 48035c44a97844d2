// The Studio exactly as `pnpm studio` runs it with no project configured: `sanity dev` pointed at
// a local Content Lake. The lake itself runs inside the test worker (studio-fixtures.ts), on a
// port fixed for the run, so each test can give it a fresh copy of the snapshot.
import { join } from 'node:path';
import { ROOT } from './paths.ts';
import { startService, stopService, waitUntilServing } from './processes.ts';

export type StudioServer = { url: string; stop: () => Promise<void> };

export async function startStudio(
  port: number,
  lakeUrl: string,
  releaseUrl?: string,
): Promise<StudioServer> {
  const service = startService(
    'sanity-dev',
    join(ROOT, 'studio', 'node_modules', '.bin', 'sanity'),
    ['dev', '--host', '127.0.0.1', '--port', String(port)],
    {
      cwd: join(ROOT, 'studio'),
      env: {
        SANITY_TELEMETRY_DISABLED: '1',
        SANITY_STUDIO_LOCAL_LAKE_URL: lakeUrl,
        // Where `pnpm studio`'s release receiver listens (docs/decisions/0036-…).
        ...(releaseUrl ? { SANITY_STUDIO_RELEASE_URL: releaseUrl } : {}),
        // The test is about the offline path, whatever the developer's studio/.env says.
        SANITY_STUDIO_PROJECT_ID: '',
        // The Studio as educators get it: no developer tools, whatever the developer's shell has.
        SANITY_STUDIO_DEV_TOOLS: '',
      },
    },
  );
  const url = `http://127.0.0.1:${port}`;
  await waitUntilServing(service, url, 180);
  return { url, stop: () => stopService(service) };
}
