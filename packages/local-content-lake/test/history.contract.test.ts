// GET /data/history: what the Studio's history panel reads, through @sanity/client's request()
// as the Studio calls it: the transactions of a document (NDJSON) and a document at a revision.
// The lake keeps this run's transactions only.
import { expect, test } from 'vitest';
import { call, errorOf, expectError } from './http.ts';
import { useLake } from './lake.ts';

const lake = useLake();
const HISTORY = '/data/history/production';

type Transaction = {
  id: string;
  timestamp: string;
  author: string;
  documentIDs: string[];
  mutations?: unknown[];
  effects: Record<string, { apply: unknown[]; revert: unknown[] }>;
};

/** The transactions of `ids`, as the Studio's getTransactions reads them. */
async function transactions(ids: string[], query: Record<string, string> = {}) {
  const text = await lake.client.request<string>({
    url: `${HISTORY}/transactions/${ids.join(',')}`,
    query,
  });
  return String(text)
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Transaction);
}

/** Two edits of scenario-1's draft and a publish, as the Studio makes them. */
async function editAndPublish() {
  const draft = { draftId: 'drafts.scenario-1', publishedId: 'scenario-1' };
  await lake.client.action(
    { actionType: 'sanity.action.document.edit', ...draft, patch: { set: { title: 'Um' } } },
    { transactionId: 'edit-1' },
  );
  await lake.client.action(
    { actionType: 'sanity.action.document.edit', ...draft, patch: { set: { title: 'Dois' } } },
    { transactionId: 'edit-2' },
  );
  await lake.client.action(
    { actionType: 'sanity.action.document.publish', ...draft },
    { transactionId: 'publish' },
  );
}

test('the transactions of a document and its draft, oldest first, with mendoza effects', async () => {
  await editAndPublish();
  await lake.client.patch('scenario-2').set({ title: 'Não é desta história' }).commit();
  const log = await transactions(['scenario-1', 'drafts.scenario-1'], {
    excludeContent: 'true',
    effectFormat: 'mendoza',
  });
  expect(log.map((t) => t.id)).toEqual(['edit-1', 'edit-2', 'publish']);
  expect(log[0]).toMatchObject({
    author: 'local-editor',
    timestamp: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    documentIDs: ['drafts.scenario-1'],
    effects: {
      'drafts.scenario-1': {
        apply: [0, expect.objectContaining({ _id: 'drafts.scenario-1', title: 'Um' })],
        revert: [0, null],
      },
    },
  });
  expect(log[0]).not.toHaveProperty('mutations');
  expect(log[2]).toMatchObject({
    documentIDs: ['scenario-1', 'drafts.scenario-1'],
    effects: {
      'scenario-1': {
        apply: [0, expect.objectContaining({ title: 'Dois' })],
        revert: [0, expect.objectContaining({ title: 'Pedir ajuda' })],
      },
      'drafts.scenario-1': { apply: [0, null] },
    },
  });
});

test('with content, each transaction carries its mutations', async () => {
  await lake.client.patch('scenario-1').set({ title: 'Novo título' }).commit({
    transactionId: 'patch-1',
  });
  expect(await transactions(['scenario-1'])).toMatchObject([
    {
      id: 'patch-1',
      mutations: [{ patch: { id: 'scenario-1', set: { title: 'Novo título' } } }],
    },
  ]);
});

test('a document at a revision of this run, as the history panel shows it', async () => {
  await editAndPublish();
  const atRevision = (revision: string) =>
    lake.client.request<{ documents: Array<Record<string, unknown>> }>({
      url: `${HISTORY}/documents/scenario-1,drafts.scenario-1?revision=${revision}`,
    });
  expect((await atRevision('edit-1')).documents).toEqual([
    expect.objectContaining({ _id: 'drafts.scenario-1', _rev: 'edit-1', title: 'Um' }),
  ]);
  expect((await atRevision('publish')).documents).toEqual([
    expect.objectContaining({ _id: 'scenario-1', _rev: 'publish', title: 'Dois' }),
  ]);
  // Without a revision: the documents as they are now.
  const now = await lake.client.request<{ documents: unknown[] }>({
    url: `${HISTORY}/documents/scenario-1,scenario-2`,
  });
  expect(now.documents).toMatchObject([{ title: 'Dois' }, { title: 'Esperar a vez' }]);
});

test('the event timeline starts empty', async () => {
  expect(
    await lake.client.request({ url: `${HISTORY}/events/documents/scenario-1?limit=50` }),
  ).toEqual({ events: { 'scenario-1': [] }, nextCursor: '' });
});

test('a revision from before this run is a 404 that says so', async () => {
  await lake.client.patch('scenario-1').set({ title: 'Mudado' }).commit();
  await expect(
    lake.client.request({ url: `${HISTORY}/documents/scenario-1?revision=rev-scenario-1` }),
  ).rejects.toMatchObject({
    statusCode: 404,
    message: 'Revision rev-scenario-1 is older than this run of the local Content Lake',
  });
  // The revision a document still has is its current one, even from before the run.
  const current = await call(lake.url, `${HISTORY}/documents/scenario-2?revision=rev-scenario-2`);
  expect(current.json).toMatchObject({ documents: [{ _id: 'scenario-2' }] });
});

test('other history paths are 404s that name them', async () => {
  const answer = await call(lake.url, `${HISTORY}/releases/r1`);
  expectError(answer, 404, {
    type: 'notFound',
    description: 'The local Content Lake does not serve history/releases',
  });
  const noIds = await call(lake.url, `${HISTORY}/transactions`);
  expect(errorOf(noIds).description).toBe(
    'The local Content Lake does not serve history/transactions',
  );
});
