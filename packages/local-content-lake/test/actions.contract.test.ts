// POST /data/actions: the document actions the Studio 5 edits and publishes with, sent as the
// Studio sends them through @sanity/client's action().
import { expect, test } from 'vitest';
import { errorOf, post } from './http.ts';
import { useLake } from './lake.ts';

const lake = useLake();
const DRAFT = { draftId: 'drafts.scenario-1', publishedId: 'scenario-1' };
const ids = async () => (await lake.snapshot()).map((doc) => doc._id);

test('edit makes a draft in the drafts file; publish writes the snapshot and removes the draft', async () => {
  await lake.client.action({
    actionType: 'sanity.action.document.edit',
    ...DRAFT,
    patch: { set: { title: 'Pedir ajuda à professora' } },
  });
  expect(await lake.client.getDocument('drafts.scenario-1')).toMatchObject({
    title: 'Pedir ajuda à professora',
    number: 1,
  });
  expect((await lake.drafts()).map((doc) => doc._id)).toEqual(['drafts.scenario-1']);
  expect(await lake.snapshotText()).not.toContain('professora');

  // As the Studio publishes: with the published revision it last saw.
  const result = await lake.client.action(
    {
      actionType: 'sanity.action.document.publish',
      ...DRAFT,
      ifPublishedRevisionId: 'rev-scenario-1',
    },
    { transactionId: 'publish-1' },
  );
  expect(result).toEqual({ transactionId: 'publish-1' });
  expect(await lake.client.getDocument('drafts.scenario-1')).toBeUndefined();
  expect(await lake.drafts()).toEqual([]);
  const published = (await lake.snapshot())[1];
  expect(published).toMatchObject({
    _id: 'scenario-1',
    _rev: 'publish-1',
    _createdAt: '2026-11-21T12:00:00Z',
    title: 'Pedir ajuda à professora',
  });
  expect(await ids()).toEqual(['phase-1', 'scenario-1', 'scenario-2']);
});

test('create a new document as a draft, then discard it', async () => {
  await lake.client.action({
    actionType: 'sanity.action.document.create',
    publishedId: 'scenario-3',
    attributes: { _id: 'drafts.scenario-3', _type: 'scenario', title: 'Novo' },
    ifExists: 'fail',
  });
  expect(await lake.client.getDocument('drafts.scenario-3')).toMatchObject({ title: 'Novo' });
  await lake.client.action({
    actionType: 'sanity.action.document.discard',
    draftId: 'drafts.scenario-3',
  });
  expect(await lake.client.getDocument('drafts.scenario-3')).toBeUndefined();
  expect(await lake.drafts()).toEqual([]);
});

test('unpublish keeps the document as a draft; delete removes it and its drafts', async () => {
  await lake.client.action({ actionType: 'sanity.action.document.unpublish', ...DRAFT });
  expect(await ids()).toEqual(['phase-1', 'scenario-2']);
  expect(await lake.client.getDocument('drafts.scenario-1')).toMatchObject({
    title: 'Pedir ajuda',
  });
  await lake.client.action({
    actionType: 'sanity.action.document.delete',
    publishedId: 'scenario-1',
    includeDrafts: ['drafts.scenario-1'],
  });
  expect(await lake.client.getDocuments(['scenario-1', 'drafts.scenario-1'])).toEqual([null, null]);
});

test('replaceDraft puts a whole document in place of the draft', async () => {
  // The lake wants the draftId, which Sanity's replaceDraft action does not have (the Studio's
  // history "Restore" sends publishedId and attributes only): kept as it was, see the README.
  await lake.client.action({
    actionType: 'sanity.action.document.replaceDraft',
    ...DRAFT,
    attributes: { _id: 'drafts.scenario-1', _type: 'scenario', title: 'Restaurado' },
  } as never);
  const draft = await lake.client.getDocument('drafts.scenario-1');
  expect(draft).toMatchObject({ title: 'Restaurado' });
  expect(draft?.number).toBeUndefined();
});

test('dryRun checks the actions and changes nothing', async () => {
  const answer = await post(lake.url, '/data/actions/production', {
    dryRun: true,
    transactionId: 'trial',
    actions: [{ actionType: 'sanity.action.document.unpublish', ...DRAFT }],
  });
  expect(answer.json).toEqual({ transactionId: 'trial' });
  expect(await ids()).toEqual(['phase-1', 'scenario-1', 'scenario-2']);
  expect(lake.lake.dataset.lastSequence).toBe(0);
});

test('an action the lake does not keep (release versions) is a 400 that names it', async () => {
  await expect(
    lake.client.action({
      actionType: 'sanity.action.document.version.create',
      publishedId: 'scenario-1',
    } as never),
  ).rejects.toMatchObject({
    statusCode: 400,
    details: {
      type: 'unsupportedError',
      description:
        'actions[0]: action "sanity.action.document.version.create" (not supported by the local Content Lake)',
    },
  });
  await expect(
    lake.client.action({
      actionType: 'sanity.action.document.edit',
      draftId: 'versions.r1.scenario-1',
      publishedId: 'scenario-1',
      patch: { set: { title: 'x' } },
    }),
  ).rejects.toMatchObject({
    statusCode: 400,
    message:
      'actions[0]: only drafts ("drafts.…"), not "versions.r1.scenario-1" (not supported by the local Content Lake)',
  });
});

test('conflicts are 409s that say what is missing or changed', async () => {
  await expect(
    lake.client.action({ actionType: 'sanity.action.document.publish', ...DRAFT }),
  ).rejects.toMatchObject({
    statusCode: 409,
    message: 'Cannot publish "scenario-1": it has no draft',
  });
  await lake.client.action({
    actionType: 'sanity.action.document.edit',
    ...DRAFT,
    patch: { set: { title: 'x' } },
  });
  await expect(
    lake.client.action({
      actionType: 'sanity.action.document.publish',
      ...DRAFT,
      ifPublishedRevisionId: 'someone-else',
    }),
  ).rejects.toMatchObject({
    statusCode: 409,
    message: '"scenario-1" was published by someone else since it was read',
  });
  await expect(
    lake.client.action({
      actionType: 'sanity.action.document.create',
      publishedId: 'scenario-2',
      attributes: { _id: 'drafts.scenario-2', _type: 'scenario' },
      ifExists: 'fail',
    }),
  ).rejects.toMatchObject({ statusCode: 409, message: 'Document "scenario-2" already exists' });
});

test.each([
  ['{"actions": "publish"}', 'actions: must be a list of at least one action'],
  [
    '{"actions": [{"publishedId": "scenario-1"}]}',
    'actions[0].actionType: each action needs an "actionType"',
  ],
  [
    '{"actions": [{"actionType": "sanity.action.document.edit", "draftId": "drafts.scenario-1", "publishedId": "scenario-1"}]}',
    'actions[0].patch: expected a patch object',
  ],
  [
    '{"actions": [{"actionType": "sanity.action.document.edit", "draftId": "drafts.scenario-1", "publishedId": "scenario-1", "patch": {"zap": {}}}]}',
    'actions[0].patch: unknown operation(s) zap',
  ],
  [
    '{"actions": [{"actionType": "sanity.action.document.edit", "draftId": "drafts.scenario-1", "publishedId": "scenario-2", "patch": {}}]}',
    'actions[0]: drafts.scenario-1 is not a draft of scenario-2',
  ],
  [
    '{"actions": [{"actionType": "sanity.action.document.create", "publishedId": "scenario-3", "attributes": {"_id": "drafts.scenario-3"}}]}',
    'actions[0].attributes._type: the document needs a "_type" string',
  ],
  [
    '{"dryRun": "yes", "actions": [{"actionType": "sanity.action.document.discard", "draftId": "drafts.scenario-1"}]}',
    'dryRun: must be true or false',
  ],
])(
  'a malformed body is a 400 that says what and where, and changes nothing: %s',
  async (body, description) => {
    const answer = await post(lake.url, '/data/actions/production', body);
    expect(answer.status).toBe(400);
    expect(errorOf(answer)).toEqual({ type: 'validationError', description });
    expect(lake.lake.dataset.lastSequence).toBe(0);
  },
);
