// What every Studio test gets: the Studio as `pnpm studio` serves it (`sanity dev`, started once
// per worker) and, per test, a local Content Lake on a fresh temporary copy of the repository's
// snapshot, so a test can publish freely and the committed file never changes.
import type { Page } from '@playwright/test';
import { copyFile, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startContentLake, type LocalContentLake } from '@ths/local-content-lake/server';
import { ARTIFACTS, ROOT } from '../harness/paths.ts';
import { freePort } from '../harness/processes.ts';
import { startStudio } from '../harness/studio-server.ts';
import { test as base, expect } from '../fixtures.ts';

export const SNAPSHOT = join(ROOT, 'studio', 'dataset', 'production.ndjson');

export type StoredDocument = { _id: string; _type: string; [field: string]: unknown };

export type TestLake = LocalContentLake & {
  snapshotFile: string;
  /** The documents of the snapshot file as it is on disk now. */
  snapshot: () => Promise<StoredDocument[]>;
  /** One document of the snapshot file as it is on disk now, typed as the test reads it. */
  published: <T>(id: string) => Promise<StoredDocument & T>;
};

// Offline noise the Studio logs and copes with: Sanity's CDN and fonts, the presence socket, the
// version check. Anything else the page logs as an error fails the test.
const KNOWN_OFFLINE_ERRORS = [
  /sanity-cdn\.com|studio-static\.sanity\.io|api\.sanity\.io/,
  /\/socket\/production/,
  /Failed to fetch version for package/,
  /Failed to load resource: net::ERR_NAME_NOT_RESOLVED/,
  // The Studio asks the release receiver where a publish is; only the release story runs one
  // (publish-is-a-release.spec.ts), and it stops before the Studio's page closes.
  /ERR_CONNECTION_REFUSED \(http:\/\/127\.0\.0\.1:\d+\/status\?document=/,
  // The presence menu gives up on the presence socket after a while (a long test) and says so.
  /WebSocketError: WebSocket connection error[\s\S]*<PresenceMenu>/,
  /the server responded with a status of 404/,
];

/** The secret the test lake signs its webhooks with, and a test's release receiver checks. */
export const WEBHOOK_SECRET = 'segredo-dos-testes';

export const test = base.extend<
  { lake: TestLake; offlineNoise: void },
  { studio: { url: string; lakePort: number; receiverPort: number } }
>({
  studio: [
    async ({}, use) => {
      const lakePort = await freePort();
      const receiverPort = await freePort();
      const server = await startStudio(
        await freePort(),
        `http://127.0.0.1:${lakePort}`,
        `http://127.0.0.1:${receiverPort}`,
      );
      await use({ url: server.url, lakePort, receiverPort });
      await server.stop();
    },
    { scope: 'worker', timeout: 240_000 },
  ],
  // Every story has its own lake, whether it reads it or not: the Studio has nothing to show
  // without one (a story that never named `lake` met a closed port and the Studio's error page).
  lake: [
    async ({ studio, context }, use) => {
      const folder = await mkdtemp(join(tmpdir(), 'ths-e2e-lake-'));
      const snapshotFile = join(folder, 'production.ndjson');
      await copyFile(SNAPSHOT, snapshotFile);
      const lake = await startContentLake({
        snapshotFile,
        draftsFile: join(folder, 'drafts.ndjson'),
        projectId: 'offline',
        dataset: 'production',
        port: studio.lakePort,
        // The Studio's pages, and no other page, may call it (docs/decisions/0060-…).
        studioOrigins: [studio.url],
        // As `pnpm studio`: every publish is announced to the release receiver, which a test
        // starts when it is about releases (publish-is-a-release.spec.ts); otherwise nobody
        // listens and the lake carries on.
        webhooks: [
          { url: `http://127.0.0.1:${studio.receiverPort}/release`, secret: WEBHOOK_SECRET },
        ],
      });
      const snapshot = async () =>
        (await readFile(snapshotFile, 'utf8'))
          .trim()
          .split('\n')
          .map((line) => JSON.parse(line) as StoredDocument);
      const published = async <T>(id: string) => {
        const found = (await snapshot()).find((doc) => doc._id === id);
        if (!found) throw new Error(`${id} is not in the snapshot`);
        return found as StoredDocument & T;
      };
      await use({ ...lake, snapshotFile, snapshot, published });
      // The Studio's pages go first: a page left listening when the lake stops reconnects to a
      // closed port and logs ERR_CONNECTION_REFUSED before the console check reads its errors.
      await Promise.all(context.pages().map((page) => page.close()));
      await lake.close();
      await rm(folder, { recursive: true, force: true });
    },
    { auto: true },
  ],
  baseURL: async ({ studio }, use) => use(studio.url),
  offlineNoise: [
    async ({ consoleErrors }, use) => {
      for (const pattern of KNOWN_OFFLINE_ERRORS) consoleErrors.allow(pattern);
      await use();
    },
    { auto: true },
  ],
});

export { expect };

/** A screenshot for people to look at: artifacts/screenshots/studio-<name>.png. */
export async function studioScreenshot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: join(ARTIFACTS, 'screenshots', `studio-${name}.png`) });
}
