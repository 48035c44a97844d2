// GET /data/doc: documents by id, through @sanity/client's getDocument and getDocuments.
import { expect, test } from 'vitest';
import { call, expectError } from './http.ts';
import { useLake } from './lake.ts';

const lake = useLake();

test('getDocument: the document as stored, with its revision and timestamps', async () => {
  expect(await lake.client.getDocument('scenario-2')).toEqual({
    _id: 'scenario-2',
    _type: 'scenario',
    _rev: 'rev-scenario-2',
    _createdAt: '2026-11-21T12:00:00Z',
    _updatedAt: '2026-11-21T12:00:00Z',
    number: 2,
    title: 'Esperar a vez',
    phase: { _type: 'reference', _ref: 'phase-1' },
  });
});

test('getDocuments: in the order asked, null for a missing one; drafts by their id', async () => {
  await lake.client.create({ _id: 'drafts.scenario-2', _type: 'scenario', title: 'Rascunho' });
  const documents = await lake.client.getDocuments(['scenario-1', 'missing', 'drafts.scenario-2']);
  expect(documents.map((doc) => doc?._id ?? null)).toEqual([
    'scenario-1',
    null,
    'drafts.scenario-2',
  ]);
  expect(documents[2]).toMatchObject({ title: 'Rascunho' });
});

test('excludeContent answers ids, types and revisions only', async () => {
  const answer = await call(
    lake.url,
    '/data/doc/production/scenario-1,phase-1?excludeContent=true',
  );
  expect(answer.json).toEqual({
    documents: [
      { _id: 'scenario-1', _type: 'scenario', _rev: 'rev-scenario-1' },
      { _id: 'phase-1', _type: 'phase', _rev: 'rev-phase-1' },
    ],
    omitted: [],
  });
});

test('an unknown document is not an error: it is named as omitted and getDocument is undefined', async () => {
  expect(await lake.client.getDocument('scenario-99')).toBeUndefined();
  const answer = await call(lake.url, '/data/doc/production/scenario-99,scenario-1');
  expect(answer.status).toBe(200);
  expect(answer.json).toMatchObject({
    documents: [{ _id: 'scenario-1' }],
    omitted: [{ id: 'scenario-99', reason: 'existence' }],
  });
});

test('another dataset is a 404 naming the one served; no id is a route not served', async () => {
  await expect(
    lake.client.withConfig({ dataset: 'staging' }).getDocument('scenario-1'),
  ).rejects.toMatchObject({
    statusCode: 404,
    message: 'Dataset "staging" not found (the local Content Lake serves "production")',
  });
  const noIds = await call(lake.url, '/data/doc/production');
  expectError(noIds, 404, {
    type: 'notFound',
    description: 'The local Content Lake does not serve GET /v2025-02-19/data/doc/production',
  });
  expect(lake.unsupported).toEqual(['GET /v2025-02-19/data/doc/production']);
});
