// TRUST_PROXY on a school's network (issue 41; docs/decisions/0060-…): the backend behind the
// school's proxy, learners on private addresses. The proxy here is this machine (the tests' socket
// is 127.0.0.1); each learner's request carries the address the proxy saw, after whatever the
// learner wrote in X-Forwarded-For themselves. The sign-in limit counts the learner's address,
// never the one the learner wrote.
import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import type { TrustProxy } from '../src/client-address.ts';
import { describeEachEngine, useBackend } from './backends.ts';
import { call } from './http.ts';

const API = { 'X-Supabase-Api-Version': '2024-01-01', 'Content-Type': 'application/json' };
const LIMITS = { rateLimits: { signInSignUps: 3, tokenRefresh: 3, windowSeconds: 300 } };

function signInFrom(backend: ReturnType<typeof useBackend>) {
  return async (forwardedFor: string) =>
    (
      await call(backend.url(), '/auth/v1/token?grant_type=password', {
        method: 'POST',
        headers: { ...API, apikey: backend.anonKey(), 'X-Forwarded-For': forwardedFor },
        body: JSON.stringify({
          email: `aluno.${randomUUID()}@escola.example`,
          password: 'errada1',
        }),
      })
    ).status;
}

const cases: Array<[string, TrustProxy]> = [
  [
    'the proxy named by its address (TRUST_PROXY=127.0.0.1)',
    { kind: 'addresses', addresses: ['127.0.0.1'] },
  ],
  ['one hop (TRUST_PROXY=1)', { kind: 'hops', hops: 1 }],
];

for (const [name, trustProxy] of cases) {
  describeEachEngine(`TRUST_PROXY on a school network: ${name}`, (engine) => {
    const backend = useBackend(engine, { trustProxy, auth: LIMITS });
    const signIn = signInFrom(backend);

    it('a learner writing a new public address each time is still counted by their own: 429 after the limit', async () => {
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 6; attempt++) {
        // The learner (10.0.0.57) writes an address; the proxy appends the one it saw.
        statuses.push(await signIn(`203.0.113.${attempt + 1}, 10.0.0.57`));
      }
      expect(statuses).toEqual([400, 400, 400, 429, 429, 429]);
      // A classmate at 10.0.0.58 behind the same proxy is not held back.
      expect(await signIn('10.0.0.58')).toBe(400);
    });
  });
}

describeEachEngine('TRUST_PROXY naming another proxy: the header is not read', (engine) => {
  const backend = useBackend(engine, {
    trustProxy: { kind: 'addresses', addresses: ['10.0.0.2'] },
    auth: LIMITS,
  });
  const signIn = signInFrom(backend);

  it('a request not from the named proxy is counted by its socket, whatever it writes', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 4; attempt++) {
      statuses.push(await signIn(`198.51.100.${attempt + 1}`));
    }
    expect(statuses).toEqual([400, 400, 400, 429]);
  });
});
