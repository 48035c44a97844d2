// `pnpm studio` (scripts/studio.ts) with no Sanity project: the local Content Lake, the release
// receiver and the Studio all answer, on the ports asked for, the lake to the Studio's pages
// only, and stop together.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { expect, test } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../..');

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const address = server.address();
  await new Promise((done) => server.close(done));
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

async function answers(url: string, seconds: number): Promise<Response> {
  const deadline = Date.now() + seconds * 1000;
  for (;;) {
    try {
      const response = await fetch(url);
      if (response.ok) return response;
    } catch {
      // Not yet.
    }
    if (Date.now() > deadline) throw new Error(`${url} did not answer in ${seconds} s`);
    await sleep(250);
  }
}

// Opt-in (STUDIO_COMMAND_TEST=1): in a fresh clone, under the full parallel unit run, sanity dev
// once never started listening within minutes, which `npm test` cannot afford. The browser tests
// run the same `sanity dev` with the same environment.
test.runIf(process.env.STUDIO_COMMAND_TEST === '1')(
  'pnpm studio without a project starts the local Content Lake and the Studio',
  // sanity dev's first start in a fresh clone optimizes the Studio's dependencies (a minute or
  // more while the other suites run beside it).
  { timeout: 360_000 },
  async () => {
    const [lakePort, studioPort, receiverPort] = [
      await freePort(),
      await freePort(),
      await freePort(),
    ];
    // What `pnpm studio` runs.
    const child = spawn(process.execPath, ['scripts/studio.ts'], {
      cwd: ROOT,
      stdio: 'ignore',
      env: {
        ...process.env,
        SANITY_STUDIO_PROJECT_ID: '',
        LOCAL_CONTENT_LAKE_PORT: String(lakePort),
        STUDIO_PORT: String(studioPort),
        RELEASE_RECEIVER_PORT: String(receiverPort),
      },
    });
    try {
      const count = await answers(
        `http://127.0.0.1:${lakePort}/v2025-02-19/data/query/production?query=count(*%5B_type%3D%3D%22scenario%22%5D)`,
        60,
      );
      expect(((await count.json()) as { result: number }).result).toBe(100);
      // The lake answers the Studio's pages on STUDIO_PORT and no other page
      // (docs/decisions/0060-what-a-request-must-show.md).
      const me = (origin: string) =>
        fetch(`http://127.0.0.1:${lakePort}/v2025-02-19/users/me`, { headers: { origin } });
      for (const host of ['localhost', '127.0.0.1']) {
        const fromStudio = await me(`http://${host}:${studioPort}`);
        expect(fromStudio.status).toBe(200);
        expect(fromStudio.headers.get('access-control-allow-origin')).toBe(
          `http://${host}:${studioPort}`,
        );
      }
      expect((await me(`http://localhost:${receiverPort}`)).status).toBe(403);
      // The release receiver beside it (docs/decisions/0036-publishing-is-a-release.md).
      const status = await answers(`http://127.0.0.1:${receiverPort}/status`, 60);
      expect(await status.json()).toEqual({ release: null, waiting: false });
      const studio = await answers(`http://127.0.0.1:${studioPort}/`, 300);
      expect(await studio.text()).toContain('<div id="sanity">');
    } finally {
      const exited = new Promise((done) => child.once('exit', done));
      child.kill('SIGTERM');
      await exited;
      // The script stops what it started: soon nothing answers any more.
      const answering = async () =>
        (await fetch(`http://127.0.0.1:${lakePort}/ping`).then(
          () => true,
          () => false,
        )) ||
        (await fetch(`http://127.0.0.1:${studioPort}/`).then(
          () => true,
          () => false,
        ));
      await expect.poll(answering, { timeout: 15_000 }).toBe(false);
    }
  },
);
