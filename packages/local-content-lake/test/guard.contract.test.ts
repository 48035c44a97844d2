// Who the lake answers (issue 41, docs/decisions/0060-what-a-request-must-show.md): the
// Studio's pages and programs on this machine. A page in another tab can neither write (a
// `text/plain` POST needs no preflight, so it is a write like any other) nor read, nor reach it
// under another name (DNS rebinding); whatever is refused is refused before its route runs, and
// the files are left as they were.
import { request } from 'node:http';
import { copyFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { startContentLake } from '../src/server.ts';
import { call, errorOf } from './http.ts';
import { API_VERSION, FIXTURE, STUDIO_ORIGIN, useLake } from './lake.ts';

const lake = useLake();
const ELSEWHERE = 'https://jogos-gratis.example';
const MUTATE = '/data/mutate/production';
const CREATE = JSON.stringify({
  mutations: [{ createOrReplace: { _id: 'scenario-99', _type: 'scenario', title: 'Invadido' } }],
});

/** The lake's files, to show a refused request left them as they were. */
const files = async () => ({ snapshot: await lake.snapshotText(), drafts: await lake.drafts() });

/** A raw HTTP/1.1 request with the Host header as given (fetch sets its own). */
function withHost(
  url: string,
  path: string,
  host: string,
  init: { method?: string; body?: string; headers?: Record<string, string> } = {},
): Promise<{ status: number; headers: Record<string, unknown>; body: string }> {
  return new Promise((resolve, reject) => {
    const outgoing = request(
      `${url}/v${API_VERSION}${path}`,
      { method: init.method ?? 'GET', headers: { host, ...init.headers } },
      (incoming) => {
        let body = '';
        incoming.setEncoding('utf8');
        incoming.on('data', (chunk: string) => (body += chunk));
        incoming.on('end', () =>
          resolve({ status: incoming.statusCode ?? 0, headers: incoming.headers, body }),
        );
      },
    );
    outgoing.on('error', reject);
    outgoing.end(init.body);
  });
}

test('a page elsewhere cannot write: a text/plain POST (no preflight) is refused and nothing is written', async () => {
  const before = await files();
  const answer = await call(lake.url, MUTATE, {
    method: 'POST',
    headers: { Origin: ELSEWHERE, 'content-type': 'text/plain;charset=UTF-8' },
    body: CREATE,
  });
  expect(answer.status).toBe(403);
  expect(errorOf(answer)).toEqual({
    type: 'forbiddenOrigin',
    description: `The local Content Lake answers the Studio's pages only (${STUDIO_ORIGIN}), not ${ELSEWHERE}`,
  });
  // The page cannot even read the refusal.
  expect(answer.headers.get('access-control-allow-origin')).toBeNull();
  expect(await files()).toEqual(before);
  expect(lake.lake.dataset.get('scenario-99')).toBeNull();
});

test('a page elsewhere cannot read drafts, open the listener, or pass a preflight', async () => {
  await lake.client.create({ _id: 'drafts.scenario-1', _type: 'scenario', title: 'Rascunho' });
  for (const path of [
    '/data/query/production?query=*[_id in path("drafts.**")]&perspective=raw',
    '/data/doc/production/drafts.scenario-1',
    '/data/listen/production?query=*&pollAfter=0',
    '/users/me',
  ]) {
    const answer = await call(lake.url, path, { headers: { Origin: ELSEWHERE } });
    expect(answer.status, path).toBe(403);
    expect(answer.text, path).not.toContain('Rascunho');
  }
  const preflight = await call(lake.url, MUTATE, {
    method: 'OPTIONS',
    headers: {
      Origin: ELSEWHERE,
      'Access-Control-Request-Method': 'POST',
      'Access-Control-Request-Headers': 'content-type',
    },
  });
  expect(preflight.status).toBe(403);
  expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
  // A sandboxed frame or a file says `Origin: null`: not the Studio either.
  const opaque = await call(lake.url, MUTATE, {
    method: 'POST',
    headers: { Origin: 'null' },
    body: CREATE,
  });
  expect(opaque.status).toBe(403);
  expect(lake.lake.dataset.get('scenario-99')).toBeNull();
});

test('the Studio’s pages and programs with no Origin are served', async () => {
  const fromStudio = await call(lake.url, MUTATE, {
    method: 'POST',
    headers: { Origin: STUDIO_ORIGIN },
    body: CREATE,
  });
  expect(fromStudio.status).toBe(200);
  expect(fromStudio.headers.get('access-control-allow-origin')).toBe(STUDIO_ORIGIN);
  // The export, the release receiver, a script: no Origin.
  expect((await call(lake.url, '/data/doc/production/scenario-99')).status).toBe(200);
  expect((await lake.snapshot()).map((doc) => doc._id)).toContain('scenario-99');
});

test('a foreign Host (DNS rebinding) is refused and nothing is written; localhost and 127.0.0.1 are served', async () => {
  const { port } = lake.lake;
  const before = await files();
  for (const host of [`jogos-gratis.example:${port}`, `127.0.0.1.nip.example:${port}`, 'evil']) {
    const write = await withHost(lake.url, MUTATE, host, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: CREATE,
    });
    expect(write.status, host).toBe(403);
    expect(JSON.parse(write.body), host).toMatchObject({
      error: {
        type: 'forbiddenHost',
        description: `The local Content Lake answers at localhost or 127.0.0.1 only, not at "${host}"`,
      },
    });
    // Same-origin to the rebound page, so it would carry no Origin: the Host is what tells.
    const read = await withHost(lake.url, '/data/doc/production/scenario-1', host);
    expect(read.status, host).toBe(403);
  }
  expect(await files()).toEqual(before);
  for (const host of [`localhost:${port}`, `127.0.0.1:${port}`, 'LOCALHOST']) {
    const read = await withHost(lake.url, '/data/doc/production/scenario-1', host);
    expect(read.status, host).toBe(200);
  }
});

test('a body over 5 MiB sent in chunks, with no length, is refused unapplied', async () => {
  const before = await files();
  const chunk = ' '.repeat(1024 * 1024);
  const answer = await new Promise<number>((resolve, reject) => {
    const outgoing = request(
      `${lake.url}/v${API_VERSION}${MUTATE}`,
      { method: 'POST', headers: { 'content-type': 'application/json' } },
      (incoming) => {
        incoming.resume();
        resolve(incoming.statusCode ?? 0);
      },
    );
    outgoing.on('error', (error: NodeJS.ErrnoException) =>
      // The lake may close the connection while the rest is still being sent.
      error.code === 'ECONNRESET' || error.code === 'EPIPE' ? resolve(413) : reject(error),
    );
    outgoing.write('{"mutations":[{"create":{"_type":"scenario","padding":"');
    for (let index = 0; index < 6; index++) outgoing.write(chunk);
    outgoing.end('"}}]}');
  });
  expect(answer).toBe(413);
  expect(await files()).toEqual(before);
});

test('the Studio’s origins are told at start, spelled as browsers send them; a malformed one stops the start', async () => {
  const folder = await mkdtemp(join(tmpdir(), 'lake-origins-'));
  try {
    await copyFile(FIXTURE, join(folder, 'production.ndjson'));
    const options = {
      snapshotFile: join(folder, 'production.ndjson'),
      projectId: 'offline',
      dataset: 'production',
    };
    // `sanity dev --port 80` is at http://localhost: browsers leave the default port out.
    const onPort80 = await startContentLake({
      ...options,
      studioOrigins: ['http://localhost:80/', 'HTTP://127.0.0.1:4444'],
    });
    try {
      for (const origin of ['http://localhost', 'http://127.0.0.1:4444']) {
        const answer = await call(onPort80.url, '/users/me', { headers: { Origin: origin } });
        expect(answer.status, origin).toBe(200);
      }
      const other = await call(onPort80.url, '/users/me', {
        headers: { Origin: 'http://localhost:3333' },
      });
      expect(other.status).toBe(403);
    } finally {
      await onPort80.close();
    }
    // None given: programs only.
    const programsOnly = await startContentLake(options);
    try {
      expect((await call(programsOnly.url, '/users/me')).status).toBe(200);
      const page = await call(programsOnly.url, '/users/me', {
        headers: { Origin: STUDIO_ORIGIN },
      });
      expect(errorOf(page).description).toContain('(none configured)');
    } finally {
      await programsOnly.close();
    }
    await expect(
      startContentLake({ ...options, studioOrigins: ['localhost:3333'] }),
    ).rejects.toThrow(/Studio origin "localhost:3333"/);
    await expect(
      startContentLake({ ...options, studioOrigins: ['http://localhost:3333/studio'] }),
    ).rejects.toThrow(/scheme, host and port only/);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
});
