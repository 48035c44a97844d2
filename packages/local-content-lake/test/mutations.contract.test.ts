// POST /data/mutate: @sanity/client's create, createIfNotExists, createOrReplace, patch, delete
// and transactions, all or nothing, written to the snapshot (published) or the drafts file.
import { expect, test } from 'vitest';
import { errorOf, post } from './http.ts';
import { useLake } from './lake.ts';

const lake = useLake();
const PHASE = { _type: 'reference', _ref: 'phase-1' };
const ids = async () => (await lake.snapshot()).map((doc) => doc._id);

test('create: a revision and timestamps; the document goes last in the snapshot, its fields as sent', async () => {
  const created = await lake.client.create({
    title: 'Fazer amigos',
    number: 3,
    _type: 'scenario',
    _id: 'scenario-3',
    phase: PHASE,
  });
  expect(created).toMatchObject({ _id: 'scenario-3', title: 'Fazer amigos', phase: PHASE });
  expect(created._rev).toMatch(/^[\w-]{22}$/);
  expect(created._createdAt).toBe(created._updatedAt);
  expect(await ids()).toEqual(['phase-1', 'scenario-1', 'scenario-2', 'scenario-3']);
  const line = (await lake.snapshot())[3]!;
  expect(Object.keys(line)).toEqual([
    'title',
    'number',
    '_type',
    '_id',
    'phase',
    '_rev',
    '_createdAt',
    '_updatedAt',
  ]);
});

test('create without an _id: the lake chooses one', async () => {
  const created = await lake.client.create({ _type: 'scenario', title: 'Sem id' });
  expect(created._id).toMatch(/^[\w-]{22}$/);
  expect(await lake.client.getDocument(created._id)).toMatchObject({ title: 'Sem id' });
});

test('createIfNotExists leaves an existing document; createOrReplace replaces it', async () => {
  const before = await lake.snapshotText();
  await lake.client.createIfNotExists({ _id: 'scenario-1', _type: 'scenario', title: 'Outro' });
  expect(await lake.snapshotText()).toBe(before);
  await lake.client.createOrReplace({ _id: 'scenario-1', _type: 'scenario', title: 'Trocado' });
  expect(await lake.client.getDocument('scenario-1')).toMatchObject({ title: 'Trocado' });
  expect((await lake.client.getDocument('scenario-1'))?.number).toBeUndefined();
});

test('patch: set, inc, insert and ifRevisionID; the line keeps its place and key order', async () => {
  const before = (await lake.snapshotText()).split('\n');
  const patched = await lake.client
    .patch('scenario-1')
    .ifRevisionId('rev-scenario-1')
    .set({ title: 'Pedir ajuda com calma' })
    .inc({ number: 10 })
    .insert('after', 'tags[-1]', ['escola'])
    .commit();
  expect(patched).toMatchObject({ title: 'Pedir ajuda com calma', number: 11, tags: ['escola'] });
  const after = (await lake.snapshotText()).split('\n');
  expect(after[0]).toBe(before[0]);
  expect(after[2]).toBe(before[2]);
  expect(Object.keys(JSON.parse(after[1]!))).toEqual(Object.keys(JSON.parse(before[1]!)));
});

test('a transaction is all or nothing', async () => {
  const result = await lake.client
    .transaction()
    .create({ _id: 'scenario-3', _type: 'scenario', number: 3 })
    .patch('scenario-2', (patch) => patch.set({ title: 'Esperar' }))
    .commit({ transactionId: 'my-transaction' });
  expect(result).toMatchObject({
    transactionId: 'my-transaction',
    documentIds: ['scenario-3', 'scenario-2'],
    results: [
      { id: 'scenario-3', operation: 'create' },
      { id: 'scenario-2', operation: 'update' },
    ],
  });
  const text = await lake.snapshotText();
  await expect(
    lake.client
      .transaction()
      .patch('scenario-1', (patch) => patch.set({ title: 'nunca' }))
      .create({ _id: 'scenario-2', _type: 'scenario' })
      .commit(),
  ).rejects.toMatchObject({
    statusCode: 409,
    message: 'Document by ID "scenario-2" already exists',
  });
  expect(await lake.client.fetch('*[_id == "scenario-1"][0].title')).toBe('Pedir ajuda');
  expect(await lake.snapshotText()).toBe(text);
});

test('delete: by id and by query', async () => {
  await lake.client.delete('scenario-2');
  expect(await ids()).toEqual(['phase-1', 'scenario-1']);
  await lake.client.delete({ query: '*[_type == $type]', params: { type: 'scenario' } });
  expect(await ids()).toEqual(['phase-1']);
});

test('dryRun answers as a commit would and changes nothing', async () => {
  const before = await lake.snapshotText();
  const result = await lake.client.mutate(
    [{ patch: { id: 'scenario-1', set: { title: 'Ensaio' } } }],
    { dryRun: true },
  );
  expect(result).toMatchObject({ results: [{ id: 'scenario-1', operation: 'update' }] });
  expect(await lake.snapshotText()).toBe(before);
  expect(lake.lake.dataset.lastSequence).toBe(0);
});

test('autoGenerateArrayKeys gives objects in arrays a _key', async () => {
  const created = await lake.client.create(
    {
      _id: 'scenario-3',
      _type: 'scenario',
      choices: [{ text: 'Sim' }, { _key: 'k2', text: 'Não' }],
    },
    { autoGenerateArrayKeys: true },
  );
  expect(created.choices).toEqual([
    { _key: expect.stringMatching(/^[0-9a-f]{12}$/), text: 'Sim' },
    { _key: 'k2', text: 'Não' },
  ]);
});

test('drafts go to the drafts file, never to the snapshot, and survive a restart', async () => {
  await lake.client.create({ _id: 'drafts.scenario-2', _type: 'scenario', title: 'Meio escrito' });
  expect((await lake.drafts()).map((doc) => doc._id)).toEqual(['drafts.scenario-2']);
  expect(await ids()).not.toContain('drafts.scenario-2');
  await lake.restart();
  expect(await lake.client.getDocument('drafts.scenario-2')).toMatchObject({
    title: 'Meio escrito',
  });
});

test('conflicts are 409s that name the document', async () => {
  await expect(lake.client.create({ _id: 'scenario-1', _type: 'scenario' })).rejects.toMatchObject({
    statusCode: 409,
    message: 'Document by ID "scenario-1" already exists',
  });
  await expect(lake.client.patch('scenario-99').set({ title: 'x' }).commit()).rejects.toMatchObject(
    {
      statusCode: 409,
      message: 'Cannot patch "scenario-99": the document does not exist',
    },
  );
  await expect(
    lake.client.patch('scenario-1').ifRevisionId('stale').set({ title: 'x' }).commit(),
  ).rejects.toMatchObject({
    statusCode: 409,
    message: 'Document "scenario-1" has revision "rev-scenario-1", not the expected "stale"',
  });
});

const ID_RULE = 'is not valid (letters, digits, ".", "_" and "-", at most 128)';
test.each([
  ['{"mutations": [', 'The request body is not valid JSON'],
  ['[]', 'The body must be {"mutations": [ … ]} with at least one mutation'],
  ['{}', 'mutations: must be a list of at least one mutation'],
  ['{"mutations": []}', 'mutations: must be a list of at least one mutation'],
  [
    '{"mutations": [{"explode": {"id": "scenario-1"}}]}',
    'mutations[0]: unknown mutation type "explode"',
  ],
  [
    '{"mutations": [{"create": {"_id": "a", "_type": "t"}, "delete": {"id": "a"}}]}',
    'mutations[0]: each mutation is an object with exactly one of create, createIfNotExists, createOrReplace, delete, patch',
  ],
  [
    '{"mutations": [{"create": {"_id": "scenario-9"}}]}',
    'mutations[0].create._type: the document needs a "_type" string',
  ],
  [
    '{"mutations": [{"create": {"_id": "bad id!", "_type": "scenario"}}]}',
    `mutations[0].create._id: document id "bad id!" ${ID_RULE}`,
  ],
  [
    '{"mutations": [{"createOrReplace": {"_type": "scenario"}}]}',
    `mutations[0].createOrReplace._id: document id undefined ${ID_RULE}`,
  ],
  [
    '{"mutations": [{"patch": {"id": "scenario-1", "set": {"title": "x"}}}, {"patch": {"id": "scenario-1", "frobnicate": {}}}]}',
    'mutations[1].patch: unknown operation(s) frobnicate',
  ],
  [
    '{"mutations": [{"patch": {"set": {"title": "x"}}}]}',
    'mutations[0].patch: needs the "id" of a document or a "query"',
  ],
  [
    '{"mutations": [{"patch": {"id": "scenario-1", "set": "x"}}]}',
    'mutations[0].patch.set: must be an object of paths and values',
  ],
  [
    '{"mutations": [{"patch": {"id": "scenario-1", "insert": {"items": ["a"]}}}]}',
    'mutations[0].patch.insert: needs exactly one of "before", "after", "replace"',
  ],
  ['{"mutations": [{"delete": {}}]}', 'mutations[0].delete: expected {id} or {query}'],
  [
    '{"mutations": [{"delete": {"query": "*["}}]}',
    'mutations[0]: the query is not valid GROQ: Syntax error in GROQ query at position 1: Unexpected end of query',
  ],
])(
  'a malformed body is a 400 that says what and where, and changes nothing: %s',
  async (body, description) => {
    const before = await lake.snapshotText();
    const answer = await post(lake.url, '/data/mutate/production', body);
    expect(answer.status).toBe(400);
    expect(errorOf(answer)).toEqual({ type: 'validationError', description });
    expect(await lake.snapshotText()).toBe(before);
    expect(lake.lake.dataset.lastSequence).toBe(0);
  },
);
