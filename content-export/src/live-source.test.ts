// The export's live path (a Sanity project configured) through @sanity/client, against the local
// Content Lake serving the repository's snapshot: it must write exactly what the snapshot path
// writes.
import { startContentLake } from '@ths/local-content-lake/server';
import { copyFile, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { contentSource } from './content-source.ts';
import { exportContent } from './export-content.ts';

const SNAPSHOT = resolve(import.meta.dirname, '../../studio/dataset/production.ndjson');
let folder: string;
let lake: Awaited<ReturnType<typeof startContentLake>>;

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'export-live-'));
  await copyFile(SNAPSHOT, join(folder, 'production.ndjson'));
  lake = await startContentLake({
    snapshotFile: join(folder, 'production.ndjson'),
    projectId: 'offline',
    dataset: 'production',
  });
});

afterAll(async () => {
  await lake.close();
  await rm(folder, { recursive: true, force: true });
});

test('the live dataset, read through @sanity/client, gives the same bundles as the snapshot', async () => {
  const source = contentSource(
    {
      SANITY_STUDIO_PROJECT_ID: 'offline',
      SANITY_STUDIO_DATASET: 'production',
      SANITY_API_HOST: lake.url,
    },
    SNAPSHOT,
  );
  expect(source).toMatchObject({ kind: 'live', apiHost: lake.url });
  const live = await exportContent({ source, outDir: join(folder, 'live') });
  const snapshot = await exportContent({
    source: { kind: 'snapshot', file: SNAPSHOT },
    outDir: join(folder, 'snapshot'),
  });
  expect(live.counts).toEqual({ phases: 5, scenarios: 100, achievements: 16, skills: 27 });
  // Everything but the header line, which names the source.
  const body = async (file: string) =>
    (await readFile(file, 'utf8')).split('\n').slice(1).join('\n');
  for (const [index, file] of live.files.entries()) {
    expect(await body(file)).toBe(await body(snapshot.files[index] ?? ''));
  }
});

test('drafts in the live dataset are not exported: only what was published reaches learners', async () => {
  await fetch(`${lake.url}/v2025-02-19/data/actions/production`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      actions: [
        {
          actionType: 'sanity.action.document.edit',
          draftId: 'drafts.scenario-12',
          publishedId: 'scenario-12',
          patch: { set: { 'title[_key=="x"].value': 'nunca' } },
        },
      ],
    }),
  });
  const source = contentSource(
    {
      SANITY_STUDIO_PROJECT_ID: 'offline',
      SANITY_STUDIO_DATASET: 'production',
      SANITY_API_HOST: lake.url,
    },
    SNAPSHOT,
  );
  const result = await exportContent({ source, outDir: join(folder, 'drafts') });
  expect(result.counts.scenarios).toBe(100);
});

test('an API host with a path is refused with a message in Portuguese', () => {
  expect(() =>
    contentSource(
      {
        SANITY_STUDIO_PROJECT_ID: 'p',
        SANITY_STUDIO_DATASET: 'production',
        SANITY_API_HOST: 'http://x/y',
      },
      SNAPSHOT,
    ),
  ).toThrow(/sem caminho/);
});
