// The hosted relay between Sanity and GitHub (release-relay.ts): a signed webhook starts the
// release workflow; a forged, tampered or unsigned one starts nothing.
import { encodeSignatureHeader, SIGNATURE_HEADER_NAME } from '@sanity/webhook';
import { expect, test, vi } from 'vitest';
import { RELEASE_EVENT, relayRelease, type RelayEnv } from './release-relay.ts';

const SECRET = 'segredo-do-webhook';
const ENV: RelayEnv = {
  SANITY_WEBHOOK_SECRET: SECRET,
  GITHUB_REPOSITORY: 'escola/habilidades-sociais',
  GITHUB_TOKEN: 'github-token',
};
const BODY = JSON.stringify({ _id: 'scenario-12', _type: 'scenario' });

async function webhook(body: string, signature?: string): Promise<Request> {
  const headers = new Headers({ 'content-type': 'application/json' });
  if (signature) headers.set(SIGNATURE_HEADER_NAME, signature);
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
