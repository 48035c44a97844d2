// The hosted relay between Sanity and GitHub (release-relay.ts): a signed webhook starts the
// release workflow; a forged, tampered, unsigned, stale or replayed one starts nothing.
import { encodeSignatureHeader, SIGNATURE_HEADER_NAME } from '@sanity/webhook';
import { expect, test, vi } from 'vitest';
import { RELEASE_EVENT, relayRelease as relayWith, type RelayEnv } from './release-relay.ts';
import { deliveriesInMemory, deliveriesInStore, type DeliveryStore } from './webhook-delivery.ts';

/** The relay with a memory of its own for each test (the module's would carry across tests). */
const relayRelease = (request: Request, env: RelayEnv, send: typeof fetch) =>
  relayWith(request, env, send, Date.now(), deliveriesInMemory());

const SECRET = 'segredo-do-webhook';
const ENV: RelayEnv = {
  SANITY_WEBHOOK_SECRET: SECRET,
  GITHUB_REPOSITORY: 'escola/habilidades-sociais',
  GITHUB_TOKEN: 'github-token',
};
const BODY = JSON.stringify({ _id: 'scenario-12', _type: 'scenario' });

async function webhook(
  body: string,
  signature?: string,
  idempotencyKey?: string,
): Promise<Request> {
  const headers = new Headers({ 'content-type': 'application/json' });
  if (signature) headers.set(SIGNATURE_HEADER_NAME, signature);
  if (idempotencyKey) headers.set('idempotency-key', idempotencyKey);
  return new Request('https://app.example/api/content-published', {
    method: 'POST',
    headers,
    body,
  });
}

const github = (status: number) => vi.fn(async () => new Response(null, { status }));

test('a signed webhook asks GitHub for the release workflow, naming the document', async () => {
  const send = github(204);
  const signature = await encodeSignatureHeader(BODY, Date.now(), SECRET);
  const answer = await relayRelease(await webhook(BODY, signature), ENV, send);
  expect(answer.status).toBe(202);
  expect(await answer.json()).toEqual({ release: 'requested', document: 'scenario-12' });
  expect(send).toHaveBeenCalledOnce();
  const [url, init] = send.mock.calls[0] as unknown as [string, RequestInit];
  expect(url).toBe('https://api.github.com/repos/escola/habilidades-sociais/dispatches');
  expect(new Headers(init.headers).get('authorization')).toBe('Bearer github-token');
  expect(JSON.parse(String(init.body))).toEqual({
    event_type: RELEASE_EVENT,
    client_payload: { _id: 'scenario-12', _type: 'scenario' },
  });
});

test.each([
  ['forged with another secret', async () => encodeSignatureHeader(BODY, Date.now(), 'outro')],
  [
    'signed for another body',
    async () => encodeSignatureHeader(BODY.replace('12', '13'), Date.now(), SECRET),
  ],
  ['unsigned', async () => undefined],
])('a webhook %s starts nothing: 401', async (_, signature) => {
  const send = github(204);
  const answer = await relayRelease(await webhook(BODY, await signature()), ENV, send);
  expect(answer.status).toBe(401);
  expect(((await answer.json()) as { error: string }).error).toContain(SIGNATURE_HEADER_NAME);
  expect(send).not.toHaveBeenCalled();
});

test('GitHub refusing the dispatch is a 502 that says what to check', async () => {
  const signature = await encodeSignatureHeader(BODY, Date.now(), SECRET);
  const answer = await relayRelease(await webhook(BODY, signature), ENV, github(404));
  expect(answer.status).toBe(502);
  expect(((await answer.json()) as { error: string }).error).toMatch(/\(404\).*GITHUB_TOKEN/);
});

test('a relay without its settings names the ones missing and starts nothing', async () => {
  const send = github(204);
  const signature = await encodeSignatureHeader(BODY, Date.now(), SECRET);
  const answer = await relayRelease(
    await webhook(BODY, signature),
    { SANITY_WEBHOOK_SECRET: SECRET, GITHUB_TOKEN: ' ' },
    send,
  );
  expect(answer.status).toBe(500);
  expect(((await answer.json()) as { error: string }).error).toContain(
    'GITHUB_REPOSITORY, GITHUB_TOKEN',
  );
  expect(send).not.toHaveBeenCalled();
});

/** A KV namespace as Cloudflare's behaves for these calls (expiry not modelled). */
function kv(): DeliveryStore & { keys: Map<string, { value: string; ttl?: number }> } {
  const keys = new Map<string, { value: string; ttl?: number }>();
  return {
    keys,
    get: async (key) => keys.get(key)?.value ?? null,
    put: async (key, value, options) => void keys.set(key, { value, ttl: options?.expirationTtl }),
    delete: async (key) => void keys.delete(key),
  };
}

const MINUTE = 60_000;

test('a signature more than 5 minutes old, or from 2021, or ahead of the clock, starts nothing: 401', async () => {
  const send = github(204);
  const now = Date.now();
  for (const signedAt of [
    now - 5 * MINUTE - 1,
    Date.parse('2021-03-01T12:00:00Z'),
    now + 2 * MINUTE,
  ]) {
    const signature = await encodeSignatureHeader(BODY, signedAt, SECRET);
    const answer = await relayWith(
      await webhook(BODY, signature),
      ENV,
      send,
      now,
      deliveriesInMemory(),
    );
    expect(answer.status, new Date(signedAt).toISOString()).toBe(401);
    expect(((await answer.json()) as { error: string }).error).toContain('more than 5 minutes ago');
  }
  // Four minutes old, or a few seconds ahead: still fresh.
  for (const signedAt of [now - 4 * MINUTE, now + 5_000]) {
    const signature = await encodeSignatureHeader(BODY, signedAt, SECRET);
    const answer = await relayWith(
      await webhook(BODY, signature),
      ENV,
      send,
      now,
      deliveriesInMemory(),
    );
    expect(answer.status).toBe(202);
  }
  expect(send).toHaveBeenCalledTimes(2);
});

test('one signed delivery sent five times dispatches once: a retry is answered 200, a copy with a new key 409', async () => {
  const send = github(204);
  const memory = deliveriesInMemory();
  const signature = await encodeSignatureHeader(BODY, Date.now(), SECRET);
  const first = await relayWith(
    await webhook(BODY, signature, 'entrega-1'),
    ENV,
    send,
    Date.now(),
    memory,
  );
  expect(first.status).toBe(202);
  // Sanity's retry of the same delivery: the same key.
  for (let attempt = 0; attempt < 2; attempt++) {
    const retry = await relayWith(
      await webhook(BODY, signature, 'entrega-1'),
      ENV,
      send,
      Date.now(),
      memory,
    );
    expect(retry.status).toBe(200);
    expect(await retry.json()).toEqual({ duplicate: 'entrega-1', release: 'already requested' });
  }
  // A copy with another key, or none: the signature is the same.
  for (const key of ['outra-chave', undefined]) {
    const copy = await relayWith(
      await webhook(BODY, signature, key),
      ENV,
      send,
      Date.now(),
      memory,
    );
    expect(copy.status).toBe(409);
    expect(((await copy.json()) as { error: string }).error).toContain('used already');
  }
  expect(send).toHaveBeenCalledOnce();
  // A new delivery (signed again, a new key) is a new release.
  const next = await encodeSignatureHeader(BODY, Date.now() + 1, SECRET);
  expect(
    (await relayWith(await webhook(BODY, next, 'entrega-2'), ENV, send, Date.now(), memory)).status,
  ).toBe(202);
  expect(send).toHaveBeenCalledTimes(2);
});

test('with the KV namespace, deliveries are remembered there for every instance; a failed dispatch lets the retry in', async () => {
  const store = kv();
  const env: RelayEnv = { ...ENV, RELEASE_STATUS: store };
  const signature = await encodeSignatureHeader(BODY, Date.now(), SECRET);
  // GitHub down: 502, and nothing is remembered of the delivery.
  const down = await relayWith(
    await webhook(BODY, signature, 'entrega-9'),
    env,
    github(503),
    Date.now(),
    deliveriesInStore(store),
  );
  expect(down.status).toBe(502);
  expect([...store.keys.keys()].filter((key) => key.startsWith('webhook-'))).toEqual([]);
  // Sanity's retry goes through, then is remembered: another instance (another memory over the
  // same namespace) refuses the same delivery.
  const send = github(204);
  const retry = await relayWith(
    await webhook(BODY, signature, 'entrega-9'),
    env,
    send,
    Date.now(),
    deliveriesInStore(store),
  );
  expect(retry.status).toBe(202);
  const again = await relayWith(
    await webhook(BODY, signature, 'entrega-9'),
    env,
    send,
    Date.now(),
    deliveriesInStore(store),
  );
  expect(again.status).toBe(200);
  expect(send).toHaveBeenCalledOnce();
  expect(store.keys.get('webhook-delivery:entrega-9')).toEqual({ value: '1', ttl: 86_400 });
  const signatureKey = [...store.keys.keys()].find((key) => key.startsWith('webhook-signature:'));
  expect(store.keys.get(signatureKey!)).toEqual({ value: '1', ttl: 360 });
  // The release status is written beside them (decision 0057).
  expect(store.keys.has('document:scenario-12')).toBe(true);
});

test('without the KV namespace the relay still works, and refuses a copy within its own instance', async () => {
  const send = github(204);
  const signature = await encodeSignatureHeader(BODY, Date.now(), SECRET);
  // The module's own memory: what a Worker instance without RELEASE_STATUS has.
  expect((await relayWith(await webhook(BODY, signature, 'k'), ENV, send)).status).toBe(202);
  expect((await relayWith(await webhook(BODY, signature, 'k2'), ENV, send)).status).toBe(409);
  expect(send).toHaveBeenCalledOnce();
});
