// `pnpm studio`: the Sanity Studio at http://localhost:3333.
//
// With no Sanity project configured (SANITY_STUDIO_PROJECT_ID unset, in the environment and in
// studio/.env), it first starts the local Content Lake (packages/local-content-lake) on
// 127.0.0.1:3334, serving studio/dataset/production.ndjson, and points the Studio at it: no
// account, and publishing writes the snapshot. With a project configured, it starts the Studio
// alone, against the hosted Content Lake, exactly as `pnpm --filter @ths/studio dev` does.
// STUDIO_PORT and LOCAL_CONTENT_LAKE_PORT change the ports. The lake answers the Studio's pages on
// STUDIO_PORT and nothing else a browser sends (docs/decisions/0060-what-a-request-must-show.md),
// so it is told the Studio's origins here.
//
// Publishing is a release (docs/decisions/0036-publishing-is-a-release.md): beside the lake it
// starts the release receiver on 127.0.0.1:3335 (RELEASE_RECEIVER_PORT), which the lake calls with
// a signed webhook on every publish; the receiver exports the lake's content into the app's
// bundle, and the app that `npm start` runs reloads it. The webhook's secret is made afresh for
// each run and handed to both through their environment.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseEnv } from 'node:util';

const root = resolve(import.meta.dirname, '..');
const studioEnv = resolve(root, 'studio/.env');
// Only to decide; `sanity dev` reads studio/.env itself.
const fileEnv: NodeJS.Dict<string> = existsSync(studioEnv)
  ? parseEnv(readFileSync(studioEnv, 'utf8'))
  : {};
const projectId = (
  process.env.SANITY_STUDIO_PROJECT_ID ??
  fileEnv.SANITY_STUDIO_PROJECT_ID ??
  ''
).trim();
const lakePort = Number(process.env.LOCAL_CONTENT_LAKE_PORT ?? 3334);
const studioPort = process.env.STUDIO_PORT?.trim() || '3333';
if (!/^\d{1,5}$/.test(studioPort) || Number(studioPort) < 1 || Number(studioPort) > 65535) {
  console.error(
    `✗ STUDIO_PORT="${studioPort}": use um número de porta de 1 a 65535 (por exemplo 3333).`,
  );
  process.exit(1);
}
const receiverPort = Number(process.env.RELEASE_RECEIVER_PORT ?? 3335);

const children: ChildProcess[] = [];
let stopping = false;
// The processes themselves, not through pnpm, so that stopping this script stops them.
function run(
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv = process.env,
  cwd = root,
): ChildProcess {
  const child = spawn(command, args, { stdio: 'inherit', env, cwd });
  children.push(child);
  child.on('exit', (code) => stop(code ?? 0));
  return child;
}
function stop(code: number) {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  process.exitCode = code;
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

async function waitFor(url: string, seconds: number): Promise<void> {
  for (let attempt = 0; attempt < seconds * 4 && !stopping; attempt++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    await sleep(250);
  }
  if (!stopping)
    throw new Error(`The local Content Lake did not answer at ${url} within ${seconds} s.`);
}

/** What `pnpm --filter @ths/studio dev` runs. */
function sanityDev(env: NodeJS.ProcessEnv = {}): void {
  run(
    resolve(root, 'studio/node_modules/.bin/sanity'),
    ['dev', '--port', studioPort],
    { ...process.env, SANITY_TELEMETRY_DISABLED: '1', ...env },
    resolve(root, 'studio'),
  );
}

if (projectId) {
  console.log(`Studio: projeto Sanity ${projectId} (Content Lake hospedado).`);
  sanityDev();
} else {
  const lakeUrl = `http://127.0.0.1:${lakePort}`;
  console.log(
    'Studio: nenhum projeto Sanity configurado; usando o Content Lake local com o snapshot do repositório.',
  );
  const receiverUrl = `http://127.0.0.1:${receiverPort}`;
  const secret = randomBytes(24).toString('base64url');
  run(
    process.execPath,
    [
      resolve(root, 'content-export/src/release-cli.ts'),
      '--lake',
      lakeUrl,
      '--port',
      String(receiverPort),
    ],
    { ...process.env, RELEASE_WEBHOOK_SECRET: secret },
  );
  run(
    process.execPath,
    [
      resolve(root, 'packages/local-content-lake/src/cli.ts'),
      '--port',
      String(lakePort),
      // The addresses `sanity dev` can be opened at; the browser leaves out port 80 itself.
      ...['localhost', '127.0.0.1', '[::1]'].flatMap((host) => [
        '--studio-origin',
        `http://${host}:${studioPort}`,
      ]),
      '--webhook',
      `${receiverUrl}/release`,
    ],
    { ...process.env, LOCAL_CONTENT_LAKE_WEBHOOK_SECRET: secret },
  );
  await waitFor(`${lakeUrl}/ping`, 60);
  if (!stopping) {
    sanityDev({ SANITY_STUDIO_LOCAL_LAKE_URL: lakeUrl, SANITY_STUDIO_RELEASE_URL: receiverUrl });
  }
}
