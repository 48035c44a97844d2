// A local Content Lake per test, as the Studio meets it: on a port the system chooses, over a
// temporary copy of fixtures/snapshot.ndjson (three documents), answering the Studio's pages at
// STUDIO_ORIGIN, with the real @sanity/client configured as the Studio's and the export's are
// (the lake as apiHost, no project hostname). The lake is closed and its folder removed after
// each test.
import { createClient, type SanityClient } from '@sanity/client';
import { copyFile, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, beforeEach } from 'vitest';
import { startContentLake, type LocalContentLake } from '../src/server.ts';
import { parseNdjson, type StoredDocument } from '../src/snapshot-file.ts';

export const FIXTURE = resolve(import.meta.dirname, 'fixtures/snapshot.ndjson');
/** The API version the Studio 5 and the export ask for. */
export const API_VERSION = '2025-02-19';
/** Where the tests' Studio is served: the one page origin the lake answers. */
export const STUDIO_ORIGIN = 'http://localhost:3333';

export type TestLake = {
  readonly url: string;
  readonly client: SanityClient;
  readonly lake: LocalContentLake;
  readonly snapshotFile: string;
  readonly draftsFile: string;
  /** What the lake reported as not served (LakeOptions.onUnsupported), as `METHOD path`. */
  readonly unsupported: string[];
  /** The snapshot file as it is on disk now. */
  snapshotText(): Promise<string>;
  /** The documents of the snapshot file, in file order. */
  snapshot(): Promise<StoredDocument[]>;
  /** The drafts file's documents ([] when there is none yet). */
  drafts(): Promise<StoredDocument[]>;
  /** Stops the lake and starts it again on the same files. */
  restart(): Promise<void>;
};

type Running = {
  folder: string;
  lake: LocalContentLake;
  client: SanityClient;
  unsupported: string[];
};

/** Starts a lake before each test of the file (or describe) and removes it after. */
export function useLake(): TestLake {
  let running: Running | undefined;
  const current = () => {
    if (!running) throw new Error('the lake starts in beforeEach');
    return running;
  };
  const files = (folder: string) => ({
    snapshotFile: join(folder, 'production.ndjson'),
    draftsFile: join(folder, 'drafts', 'drafts.ndjson'),
  });
  const start = async (folder: string, unsupported: string[]): Promise<Running> => {
    const lake = await startContentLake({
      ...files(folder),
      projectId: 'offline',
      dataset: 'production',
      studioOrigins: [STUDIO_ORIGIN],
      onUnsupported: (method, path) => unsupported.push(`${method} ${path}`),
    });
    const client = createClient({
      projectId: 'offline',
      dataset: 'production',
      apiHost: lake.url,
      useProjectHostname: false,
      apiVersion: API_VERSION,
      useCdn: false,
    });
    return { folder, lake, client, unsupported };
  };

  beforeEach(async () => {
    const folder = await mkdtemp(join(tmpdir(), 'lake-test-'));
    await copyFile(FIXTURE, files(folder).snapshotFile);
    running = await start(folder, []);
  });
  afterEach(async () => {
    if (!running) return;
    await running.lake.close();
    await rm(running.folder, { recursive: true, force: true });
    running = undefined;
  });

  const test: TestLake = {
    get url() {
      return current().lake.url;
    },
    get client() {
      return current().client;
    },
    get lake() {
      return current().lake;
    },
    get snapshotFile() {
      return files(current().folder).snapshotFile;
    },
    get draftsFile() {
      return files(current().folder).draftsFile;
    },
    get unsupported() {
      return current().unsupported;
    },
    snapshotText: () => readFile(test.snapshotFile, 'utf8'),
    snapshot: async () => parseNdjson(await test.snapshotText(), test.snapshotFile),
    drafts: async () => {
      const text = await readFile(test.draftsFile, 'utf8').catch(() => '');
      return parseNdjson(text, test.draftsFile);
    },
    async restart() {
      const { folder, lake, unsupported } = current();
      await lake.close();
      running = await start(folder, unsupported);
    },
  };
  return test;
}
