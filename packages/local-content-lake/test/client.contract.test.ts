// The local Content Lake through the real @sanity/client, as the export and the Studio use it.
import { createClient, type SanityClient } from '@sanity/client';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, expect, test } from 'vitest';
import { startContentLake, type LocalContentLake } from '../src/server.ts';
import { toNdjson, type StoredDocument } from '../src/snapshot-file.ts';

const AT = { _createdAt: '2026-11-21T12:00:00Z', _updatedAt: '2026-11-21T12:00:00Z' };
const SEED: StoredDocument[] = [
  { _id: 'phase-1', _type: 'phase', _rev: 'r1', ...AT, number: 1, name: 'Fundamentos' },
  {
    _id: 'scenario-1',
    _type: 'scenario',
    _rev: 'r2',
    ...AT,
    number: 1,
    title: 'Pedir ajuda',
    tags: [],
  },
  { _id: 'scenario-2', _type: 'scenario', _rev: 'r3', ...AT, number: 2, title: 'Esperar a vez' },
];

let folder: string;
let snapshot: string;
let lake: LocalContentLake;
let client: SanityClient;

beforeEach(async () => {
  folder = await mkdtemp(join(tmpdir(), 'lake-'));
  snapshot = join(folder, 'production.ndjson');
  await writeFile(snapshot, toNdjson(SEED));
  lake = await startContentLake({
    snapshotFile: snapshot,
    draftsFile: join(folder, 'drafts.ndjson'),
    projectId: 'offline',
    dataset: 'production',
  });
  client = createClient({
    projectId: 'offline',
    dataset: 'production',
    apiHost: lake.url,
    useProjectHostname: false,
    apiVersion: '2025-02-19',
    useCdn: false,
  });
});

afterEach(async () => {
  await lake.close();
  await rm(folder, { recursive: true, force: true });
});

const snapshotIds = async () =>
  (await readFile(snapshot, 'utf8'))
    .trim()
    .split('\n')
    .map((line) => (JSON.parse(line) as StoredDocument)._id);

test('query: GROQ with parameters, ordering and projections', async () => {
  const titles = await client.fetch<string[]>('*[_type == $type] | order(number desc).title', {
    type: 'scenario',
  });
  expect(titles).toEqual(['Esperar a vez', 'Pedir ajuda']);
});

test('query: the published perspective hides drafts, raw and drafts show them', async () => {
  await client.create({
    _id: 'drafts.scenario-1',
    _type: 'scenario',
    number: 1,
    title: 'Rascunho',
  });
  expect(await client.fetch('*[_type == "scenario"]._id')).toEqual(['scenario-1', 'scenario-2']);
  expect(await client.fetch('count(*[_type == "scenario"])', {}, { perspective: 'raw' })).toBe(3);
  expect(await client.fetch('*[_id == "scenario-1"][0].title', {}, { perspective: 'drafts' })).toBe(
    'Rascunho',
  );
});

test('query: a syntax error is a 400 with the parser message', async () => {
  await expect(client.fetch('*[_type == ')).rejects.toMatchObject({ statusCode: 400 });
});

test('getDocument and getDocuments', async () => {
  expect(await client.getDocument('scenario-2')).toMatchObject({ title: 'Esperar a vez' });
  expect(await client.getDocument('missing')).toBeUndefined();
  expect((await client.getDocuments(['scenario-1', 'missing'])).map((d) => d?._id ?? null)).toEqual(
    ['scenario-1', null],
  );
});

test('create: a new document gets a revision and timestamps and goes last in the snapshot', async () => {
  const created = await client.create({ _id: 'scenario-3', _type: 'scenario', number: 3 });
  expect(created).toMatchObject({ _id: 'scenario-3', number: 3 });
  expect(created._rev).toEqual(expect.any(String));
  expect(created._createdAt).toEqual(expect.any(String));
  expect(await snapshotIds()).toEqual(['phase-1', 'scenario-1', 'scenario-2', 'scenario-3']);
  await expect(client.create({ _id: 'scenario-3', _type: 'scenario' })).rejects.toMatchObject({
    statusCode: 409,
  });
});

test('patch: set, inc, insert and ifRevisionID; the snapshot line keeps its place and key order', async () => {
  const before = (await readFile(snapshot, 'utf8')).split('\n');
  const patched = await client
    .patch('scenario-1')
    .set({ title: 'Pedir ajuda com calma' })
    .inc({ number: 10 })
    .insert('after', 'tags[-1]', ['escola'])
    .commit();
  expect(patched).toMatchObject({ title: 'Pedir ajuda com calma', number: 11, tags: ['escola'] });
  const after = (await readFile(snapshot, 'utf8')).split('\n');
  expect(after[0]).toBe(before[0]);
  expect(after[2]).toBe(before[2]);
  expect(Object.keys(JSON.parse(after[1] ?? '{}'))).toEqual(
    Object.keys(JSON.parse(before[1] ?? '{}')),
  );
  await expect(
    client.patch('scenario-1').ifRevisionId('stale').set({ title: 'x' }).commit(),
  ).rejects.toMatchObject({ statusCode: 409 });
});

test('transaction: all or nothing', async () => {
  const result = await client
    .transaction()
    .create({ _id: 'scenario-3', _type: 'scenario', number: 3 })
    .patch('scenario-2', (p) => p.set({ title: 'Esperar' }))
    .commit();
  expect(result.documentIds).toEqual(['scenario-3', 'scenario-2']);
  const text = await readFile(snapshot, 'utf8');
  await expect(
    client
      .transaction()
      .patch('scenario-1', (p) => p.set({ title: 'nunca' }))
      .create({ _id: 'scenario-2', _type: 'scenario' })
      .commit(),
  ).rejects.toMatchObject({ statusCode: 409 });
  expect(await client.fetch('*[_id == "scenario-1"][0].title')).toBe('Pedir ajuda');
  expect(await readFile(snapshot, 'utf8')).toBe(text);
});

test('delete: by id and by query', async () => {
  await client.delete('scenario-2');
  expect(await snapshotIds()).toEqual(['phase-1', 'scenario-1']);
  await client.delete({ query: '*[_type == "scenario"]' });
  expect(await snapshotIds()).toEqual(['phase-1']);
});

test('malformed mutations get a clear 400 and change nothing', async () => {
  const text = await readFile(snapshot, 'utf8');
  const post = (body: string) =>
    fetch(`${lake.url}/v2025-02-19/data/mutate/production`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    });
  for (const body of [
    '{not json',
    '{}',
    '{"mutations": []}',
    '{"mutations": [{"explode": {"id": "scenario-1"}}]}',
    '{"mutations": [{"create": {"_id": "scenario-9"}}]}',
    '{"mutations": [{"patch": {"id": "scenario-1", "set": {"title": "x"}}}, {"patch": {"id": "scenario-1", "frobnicate": {}}}]}',
    '{"mutations": [{"create": {"_id": "bad id!", "_type": "scenario"}}]}',
  ]) {
    const response = await post(body);
    expect(response.status, body).toBe(400);
    const error = ((await response.json()) as { error: { description: string } }).error;
    expect(error.description, body).toEqual(expect.any(String));
  }
  expect(await readFile(snapshot, 'utf8')).toBe(text);
  expect(await client.fetch('*[_id == "scenario-1"][0].title')).toBe('Pedir ajuda');
});

test('unknown routes and datasets are clear 404s', async () => {
  const route = await fetch(`${lake.url}/v2025-02-19/assets/images/production`);
  expect(route.status).toBe(404);
  expect(await route.json()).toMatchObject({
    error: { description: expect.stringContaining('does not serve') },
  });
  await expect(client.withConfig({ dataset: 'staging' }).fetch('*')).rejects.toMatchObject({
    statusCode: 404,
  });
});

test('listen: welcome, then a mutation event with the result and mendoza effects', async () => {
  const events: Array<Record<string, unknown>> = [];
  const subscription = client
    .listen(
      '*[_type == "scenario"]',
      {},
      { events: ['welcome', 'mutation'], includeResult: true, effectFormat: 'mendoza' },
    )
    .subscribe((event) => events.push(event as unknown as Record<string, unknown>));
  await expect.poll(() => events.map((e) => e.type)).toEqual(['welcome']);
  await client.patch('scenario-2').set({ title: 'Esperar a vez na fila' }).commit();
  await client.patch('phase-1').set({ name: 'não ouvido' }).commit();
  await expect.poll(() => events.length).toBe(2);
  subscription.unsubscribe();
  expect(events[1]).toMatchObject({
    type: 'mutation',
    documentId: 'scenario-2',
    transition: 'update',
    previousRev: 'r3',
    result: { title: 'Esperar a vez na fila' },
    mutations: [{ patch: { id: 'scenario-2', set: { title: 'Esperar a vez na fila' } } }],
    transactionTotalEvents: 1,
    transactionCurrentEvent: 1,
  });
  expect((events[1]?.effects as { apply: unknown[] }).apply[0]).toBe(0);
});

test('actions: edit makes a draft, publish writes the snapshot and removes the draft', async () => {
  await client.action({
    actionType: 'sanity.action.document.edit',
    draftId: 'drafts.scenario-1',
    publishedId: 'scenario-1',
    patch: { set: { title: 'Pedir ajuda à professora' } },
  });
  expect(await client.getDocument('drafts.scenario-1')).toMatchObject({
    title: 'Pedir ajuda à professora',
  });
  expect(await readFile(snapshot, 'utf8')).not.toContain('professora');
  await client.action({
    actionType: 'sanity.action.document.publish',
    draftId: 'drafts.scenario-1',
    publishedId: 'scenario-1',
  });
  expect(await client.getDocument('drafts.scenario-1')).toBeUndefined();
  expect(await readFile(snapshot, 'utf8')).toContain('Pedir ajuda à professora');
  expect(await snapshotIds()).toEqual(['phase-1', 'scenario-1', 'scenario-2']);
  await expect(
    client.action({
      actionType: 'sanity.action.document.version.create',
      publishedId: 'x',
    } as never),
  ).rejects.toMatchObject({ statusCode: 400 });
});

test('drafts survive a restart, in their own file, never in the snapshot', async () => {
  await client.create({ _id: 'drafts.scenario-2', _type: 'scenario', title: 'Meio escrito' });
  await lake.close();
  lake = await startContentLake({
    snapshotFile: snapshot,
    draftsFile: join(folder, 'drafts.ndjson'),
    projectId: 'offline',
    dataset: 'production',
  });
  client = client.withConfig({ apiHost: lake.url });
  expect(await client.getDocument('drafts.scenario-2')).toMatchObject({ title: 'Meio escrito' });
  expect(await snapshotIds()).not.toContain('drafts.scenario-2');
});
