// What the Studio reads before it shows anything, and how the lake answers a browser: the local
// editor (/users), the project, its dataset and access rules (/projects), the per-user settings,
// Sanity's platform services it does without, CORS, and routes it does not serve.
import { expect, test } from 'vitest';
import { LOCAL_USER } from '../src/server.ts';
import { call, errorOf, expectError } from './http.ts';
import { STUDIO_ORIGIN as STUDIO, useLake } from './lake.ts';

const lake = useLake();

test('the current user is the local editor, an administrator; any user looked up is too', async () => {
  expect(await lake.client.users.getById('me' as never)).toEqual(LOCAL_USER);
  expect(LOCAL_USER).toMatchObject({ id: 'local-editor', role: 'administrator' });
  const authors = await call(lake.url, '/users/p-author1,p-author2');
  expect(authors.json).toEqual([LOCAL_USER, LOCAL_USER]);
});

test('the project, its one dataset and members, and access to everything', async () => {
  expect(await lake.client.projects.getById('offline')).toMatchObject({
    id: 'offline',
    displayName: 'Treinamento de Habilidades Sociais (local)',
    members: [{ id: 'local-editor', role: 'administrator', isCurrentUser: true }],
  });
  expect(await lake.client.datasets.list()).toEqual([
    { name: 'production', aclMode: 'public', tags: [] },
  ]);
  // No add-on datasets (comments and tasks live in those on Sanity's hosted plans).
  expect(
    await lake.client.request({ uri: '/projects/offline/datasets?datasetProfile=comments' }),
  ).toEqual([]);
  expect(await lake.client.request({ uri: '/projects/offline/datasets/production/acl' })).toEqual([
    {
      filter: '_id in path("**")',
      permissions: ['history', 'read', 'update', 'create', 'manage'],
    },
  ]);
  expect(await lake.client.request({ uri: '/projects/offline/members' })).toEqual([LOCAL_USER]);
  expect(await lake.client.request({ uri: '/projects/offline/features' })).toEqual([]);
});

test('per-user settings: what is put is read back, unknown keys are null', async () => {
  const pairs = [
    { key: 'studio.announcement.seen', value: ['a1'] },
    { key: 'studio.locale', value: 'pt-BR' },
  ];
  expect(
    await lake.client.request({ uri: '/users/me/keyvalue', method: 'PUT', body: pairs }),
  ).toEqual(pairs);
  expect(
    await lake.client.request({ uri: '/users/me/keyvalue/studio.locale,studio.unknown' }),
  ).toEqual([
    { key: 'studio.locale', value: 'pt-BR' },
    { key: 'studio.unknown', value: null },
  ]);
});

test('a ping, no features, and a quiet 404 for the platform services the Studio does without', async () => {
  expect((await call(lake.url, '/ping')).json).toBe('PONG');
  expect((await call(lake.url, '/features')).json).toEqual([]);
  const journey = await call(lake.url, '/journey/projects/offline');
  expectError(journey, 404, {
    type: 'notFound',
    description: 'The local Content Lake does not serve /journey',
  });
  expect(lake.unsupported).toEqual([]);
});

test('a route it does not serve is a 404 naming it, reported as unsupported', async () => {
  const assets = await call(lake.url, '/assets/images/production');
  expectError(assets, 404, {
    type: 'notFound',
    description: 'The local Content Lake does not serve GET /v2025-02-19/assets/images/production',
  });
  expect(lake.unsupported).toEqual(['GET /v2025-02-19/assets/images/production']);
});

test('CORS: the Studio origin is named back with credentials, on answers and errors alike', async () => {
  const preflight = await call(lake.url, '/data/mutate/production', {
    method: 'OPTIONS',
    headers: {
      Origin: STUDIO,
      'Access-Control-Request-Method': 'POST',
      'Access-Control-Request-Headers': 'content-type, authorization',
    },
  });
  expect(preflight.status).toBe(204);
  expect(Object.fromEntries(preflight.headers)).toMatchObject({
    'access-control-allow-origin': STUDIO,
    'access-control-allow-credentials': 'true',
    'access-control-allow-methods': 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS',
    'access-control-allow-headers': 'content-type, authorization',
    'access-control-max-age': '600',
    vary: 'Origin',
  });
  for (const path of ['/users/me', '/data/query/production']) {
    const answer = await call(lake.url, path, { headers: { Origin: STUDIO } });
    expect(answer.headers.get('access-control-allow-origin'), path).toBe(STUDIO);
    expect(answer.headers.get('access-control-allow-credentials'), path).toBe('true');
    expect(answer.headers.get('content-type'), path).toBe('application/json; charset=utf-8');
  }
  // Without an Origin (a script, the export): no CORS headers.
  const plain = await call(lake.url, '/users/me');
  expect(plain.headers.get('access-control-allow-origin')).toBeNull();
});

test('bad settings bodies are 400s that say what the body must be', async () => {
  for (const [body, description] of [
    ['{"key": "a", "value": 1}', 'The body must be [{"key", "value"}]'],
    ['[{"key": 5, "value": 1}]', '[0].key: "key" must be a string'],
    ['[null]', '[0]: expected {"key", "value"}'],
  ]) {
    const answer = await call(lake.url, '/users/me/keyvalue', { method: 'PUT', body });
    expect(answer.status, body).toBe(400);
    expect(errorOf(answer), body).toEqual({ type: 'validationError', description });
  }
});

test('the project is read only, and its other parts are 404s that name them', async () => {
  const change = await call(lake.url, '/projects/offline', { method: 'PATCH', body: '{}' });
  expectError(change, 405, {
    type: 'methodNotAllowed',
    description: 'PATCH on a project is not supported by the local Content Lake',
  });
  const grants = await call(lake.url, '/projects/offline/grants');
  expect(grants.status).toBe(404);
  expect(errorOf(grants).description).toBe(
    'The local Content Lake does not serve /projects/offline/grants',
  );
});

test('a body over 5 MiB is a 413 and the connection is closed', async () => {
  const answer = await call(lake.url, '/data/mutate/production', {
    method: 'POST',
    body: ' '.repeat(5 * 1024 * 1024 + 1),
  });
  expect(answer.status).toBe(413);
  expect(answer.headers.get('connection')).toBe('close');
  expect(errorOf(answer)).toEqual({
    type: 'payloadTooLarge',
    description: 'The request body is larger than 5 MiB',
  });
});
