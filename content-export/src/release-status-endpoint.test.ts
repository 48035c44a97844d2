// The status endpoint's refusals (decision 0057); its happy path runs in workerd in
// tests/hosted/pages-functions.test.ts.
import { expect, test } from 'vitest';
import { releaseStatus, type StatusEnv, type StatusStore } from './release-status-endpoint.ts';

const memory = (): StatusStore & { keys: Map<string, string> } => {
  const keys = new Map<string, string>();
  return {
    keys,
    get: async (key) => keys.get(key) ?? null,
    put: async (key, value) => void keys.set(key, value),
  };
};
const URL_ = 'https://app.example/api/release-status';
const post = (body: unknown, secret = 's') =>
  new Request(URL_, {
    method: 'POST',
    headers: { authorization: `Bearer ${secret}` },
    body: JSON.stringify(body),
  });

test('without its KV binding or secret it says what to set, and stores nothing', async () => {
  const answer = await releaseStatus(new Request(`${URL_}?document=a`), {
    RELEASE_STATUS_SECRET: 's',
  });
  expect(answer.status).toBe(503);
  expect(await answer.text()).toContain('RELEASE_STATUS');
});

test('a GET must name one document id', async () => {
  const env: StatusEnv = { RELEASE_STATUS: memory(), RELEASE_STATUS_SECRET: 's' };
  expect((await releaseStatus(new Request(URL_), env)).status).toBe(400);
  expect((await releaseStatus(new Request(`${URL_}?document=a%2Fb`), env)).status).toBe(400);
});

test('reports: a wrong secret, a bad body and a finish without a start change nothing', async () => {
  const store = memory();
  const env: StatusEnv = { RELEASE_STATUS: store, RELEASE_STATUS_SECRET: 's' };
  expect((await releaseStatus(post({ run: '1-1', step: 'building' }, 'x'), env)).status).toBe(401);
  expect((await releaseStatus(post({ run: '1-1', step: 'queued' }), env)).status).toBe(400);
  expect((await releaseStatus(post({ run: '1-1', step: 'live' }), env)).status).toBe(409);
  expect(store.keys.size).toBe(0);
  expect((await releaseStatus(post({ run: '1-1', step: 'building' }), env, () => 7)).status).toBe(
    200,
  );
  expect(JSON.parse(store.keys.get('runs')!)).toEqual([
    { run: '1-1', startedAt: 7, step: 'building' },
  ]);
});
