// Before any test: the browser exists, two free ports are picked, and the production build,
// pointed at the backend's port, is served. Each worker starts its own backend on a fresh
// database (fixtures.ts), because some journeys stop and restart it.
import { DEV_ANON_KEY } from '@ths/local-supabase/dev-keys';
import { buildApp, serveApp } from './harness/app-server.ts';
import { ensureChromium } from './harness/chromium.ts';
import { freePort } from './harness/processes.ts';

export default async function globalSetup(): Promise<() => Promise<void>> {
  ensureChromium();
  const backendPort = await freePort();
  buildApp({ url: `http://127.0.0.1:${backendPort}`, anonKey: DEV_ANON_KEY });
  const app = await serveApp(await freePort());
  // Workers inherit the environment of the runner.
  process.env.E2E_APP_URL = app.url;
  process.env.E2E_BACKEND_PORT = String(backendPort);
  return app.stop;
}
