// The app as a school would deploy it: the production build (`vite build`) served statically by
// `vite preview`, pointed at a given Supabase URL.
import { join } from 'node:path';
import { ARTIFACTS, ROOT } from './paths.ts';
import { startService, stopService, waitUntilServing } from './processes.ts';
import { spawnSync } from 'node:child_process';

export const APP_DIST = join(ARTIFACTS, 'e2e', 'app-dist');

/**
 * Runs the app's own build script (content export, then vite build) into `outDir`; `viteArgs`
 * go to vite build (another build of the same app, for the update journey). `env` adds build
 * settings (VITE_*); `exportContent: false` builds the content files as they are now written
 * (harness/written-content.ts), as a publish would have left them.
 */
export function buildApp(
  supabase: { url: string; anonKey: string },
  outDir = APP_DIST,
  viteArgs: string[] = [],
  {
    env = {},
    exportContent = true,
  }: { env?: Record<string, string>; exportContent?: boolean } = {},
): void {
  const build = exportContent ? ['build'] : ['exec', 'vite', 'build'];
  const result = spawnSync(
    'pnpm',
    ['--filter', '@ths/app', ...build, '--outDir', outDir, '--emptyOutDir', ...viteArgs],
    {
      cwd: ROOT,
      stdio: 'inherit',
      env: {
        ...process.env,
        ...env,
        VITE_SUPABASE_URL: supabase.url,
        VITE_SUPABASE_ANON_KEY: supabase.anonKey,
      },
    },
  );
  if (result.status !== 0)
    throw new Error(`The app's build failed (exit ${result.status}); see above.`);
}

export type AppServer = { url: string; stop: () => Promise<void> };

export async function serveApp(port: number, outDir = APP_DIST): Promise<AppServer> {
  const service = startService(
    'vite-preview',
    // The .bin shim execs node, so stopping this process stops the server.
    join(ROOT, 'app', 'node_modules', '.bin', 'vite'),
    ['preview', '--outDir', outDir, '--host', '127.0.0.1', '--port', String(port), '--strictPort'],
    { cwd: join(ROOT, 'app') },
  );
  const url = `http://127.0.0.1:${port}`;
  await waitUntilServing(service, `${url}/auth`);
  return { url, stop: () => stopService(service) };
}

/**
 * The app as `npm start` serves it (scripts/dev.ts): Vite's dev server, with React's development
 * build, in which StrictMode mounts every component a second time as it first appears (as a
 * screen that goes away and comes back would be), pointed at a given Supabase URL.
 */
export async function serveDevApp(
  port: number,
  supabase: { url: string; anonKey: string },
): Promise<AppServer> {
  const service = startService(
    'vite-dev',
    join(ROOT, 'app', 'node_modules', '.bin', 'vite'),
    ['--host', '127.0.0.1', '--port', String(port), '--strictPort'],
    {
      cwd: join(ROOT, 'app'),
      env: { VITE_SUPABASE_URL: supabase.url, VITE_SUPABASE_ANON_KEY: supabase.anonKey },
    },
  );
  const url = `http://127.0.0.1:${port}`;
  await waitUntilServing(service, `${url}/auth`);
  return { url, stop: () => stopService(service) };
}
