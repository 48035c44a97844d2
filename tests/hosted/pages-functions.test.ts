// The Pages Functions (functions/api/) in Cloudflare's own runtime: `wrangler pages dev` bundles
// them as Pages does and runs them in workerd, with a local KV namespace
// (docs/decisions/0057-hosted-release-status.md). GitHub's repository_dispatch API is stood in
// for by a local server that answers as GitHub does (204, no body).
import { encodeSignatureHeader, SIGNATURE_HEADER_NAME } from '@sanity/webhook';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { afterAll, beforeAll, beforeEach, expect, test } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../..');
const WEBHOOK_SECRET = 'segredo-do-webhook';
const STATUS_SECRET = 'segredo-do-status';
const STUDIO = 'https://escola.sanity.studio';

type Dispatch = { path: string; headers: IncomingHttpHeaders; body: unknown };
const dispatches: Dispatch[] = [];
let github: Server;
let wrangler: ChildProcess;
let site: string;
let scratch: string;

/** GitHub's POST /repos/{owner}/{repo}/dispatches: 204 with no body; anything else 404. */
function startGitHub(): Promise<Server> {
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (request.method === 'POST' && /^\/repos\/[^/]+\/[^/]+\/dispatches$/.test(request.url!)) {
        dispatches.push({
          path: request.url!,
          headers: request.headers,
          body: JSON.parse(Buffer.concat(chunks).toString('utf8')),
        });
        response.writeHead(204).end();
        return;
      }
      response
        .writeHead(404, { 'content-type': 'application/json' })
        .end(JSON.stringify({ message: 'Not Found' }));
    });
  });
  return new Promise((done) => server.listen(0, '127.0.0.1', () => done(server)));
}

/** `wrangler pages dev` on a free port; resolves with its address once it says it is ready. */
function startPages(githubUrl: string): Promise<string> {
  // The package exports no bin path; its package.json is exported, and bin sits beside it.
  const bin = join(
    dirname(createRequire(import.meta.url).resolve('wrangler/package.json')),
    'bin/wrangler.js',
  );
  const bindings = {
    SANITY_WEBHOOK_SECRET: WEBHOOK_SECRET,
    GITHUB_REPOSITORY: 'escola/habilidades-sociais',
    GITHUB_TOKEN: 'github-token',
    GITHUB_API_URL: githubUrl,
    RELEASE_STATUS_SECRET: STATUS_SECRET,
    STUDIO_ORIGINS: `${STUDIO}, http://localhost:3333`,
  };
  wrangler = spawn(
    process.execPath,
    [
      bin,
      'pages',
      'dev',
      site,
      '--ip=127.0.0.1',
      '--port=0',
      '--inspector-port=0',
      `--persist-to=${join(scratch, 'state')}`,
      '--compatibility-date=2026-11-17',
      '--kv=RELEASE_STATUS',
      ...Object.entries(bindings).map(([name, value]) => `--binding=${name}=${value}`),
    ],
    {
      // Pages finds functions/ in the folder it is run from, as the deploy step does.
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        WRANGLER_SEND_METRICS: 'false',
        // Offline: no download of the Request.cf placeholder object.
        CLOUDFLARE_CF_FETCH_ENABLED: 'false',
      },
    },
  );
  return new Promise((done, fail) => {
    let output = '';
    const read = (chunk: Buffer) => {
      output += chunk.toString('utf8');
      const ready = /Ready on (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (ready) done(ready[1]!);
    };
    wrangler.stdout!.on('data', read);
    wrangler.stderr!.on('data', read);
    wrangler.on('exit', (code) => fail(new Error(`wrangler exited (${code}):\n${output}`)));
  });
}

let pages: string;

// wrangler bundles the functions and starts workerd: seconds alone, more beside other suites.
beforeAll(async () => {
  scratch = mkdtempSync(join(tmpdir(), 'ths-pages-'));
  site = join(scratch, 'site');
  mkdirSync(site);
  writeFileSync(join(site, 'index.html'), '<!doctype html><title>app</title>');
  github = await startGitHub();
  pages = await startPages(`http://127.0.0.1:${(github.address() as AddressInfo).port}`);
}, 120_000);

afterAll(async () => {
  if (wrangler && wrangler.exitCode === null) {
    const exited = new Promise((done) => wrangler.once('exit', done));
    wrangler.kill('SIGTERM');
    await exited;
  }
  await new Promise((done) => github?.close(done));
  rmSync(scratch, { recursive: true, force: true });
});

beforeEach(() => {
  dispatches.length = 0;
});

async function webhook(body: string, signature?: string, idempotencyKey?: string) {
  return fetch(`${pages}/api/content-published`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(signature ? { [SIGNATURE_HEADER_NAME]: signature } : {}),
      ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}),
    },
    body,
  });
}

const report = (body: unknown, secret = STATUS_SECRET) =>
  fetch(`${pages}/api/release-status`, {
    method: 'POST',
    headers: { authorization: `Bearer ${secret}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

const status = (documentId: string, origin = STUDIO) =>
  fetch(`${pages}/api/release-status?document=${encodeURIComponent(documentId)}`, {
    headers: { origin },
  });

test('a signed webhook dispatches the release once, with the token and the document', async () => {
  const body = JSON.stringify({ _id: 'scenario-12', _type: 'scenario' });
  const answer = await webhook(body, await encodeSignatureHeader(body, Date.now(), WEBHOOK_SECRET));
  expect(answer.status).toBe(202);
  expect(dispatches).toHaveLength(1);
  const [dispatch] = dispatches;
  expect(dispatch!.path).toBe('/repos/escola/habilidades-sociais/dispatches');
  expect(dispatch!.headers.authorization).toBe('Bearer github-token');
  expect(dispatch!.headers.accept).toBe('application/vnd.github+json');
  expect(dispatch!.body).toEqual({
    event_type: 'sanity-content-published',
    client_payload: { _id: 'scenario-12', _type: 'scenario' },
  });
});

test.each([
  ['forged with another secret', (body: string) => encodeSignatureHeader(body, Date.now(), 'x')],
  [
    'tampered after signing',
    (body: string) =>
      encodeSignatureHeader(body.replace('scenario-13', 'scenario-14'), Date.now(), WEBHOOK_SECRET),
  ],
  ['unsigned', async () => undefined],
])('a webhook %s is refused with 401 and dispatches nothing', async (_, sign) => {
  const body = JSON.stringify({ _id: 'scenario-13', _type: 'scenario' });
  const answer = await webhook(body, await sign(body));
  expect(answer.status).toBe(401);
  expect(dispatches).toHaveLength(0);
  // Nor does it say the document is queued.
  expect(await (await status('scenario-13')).json()).toEqual({ release: null });
});

test('a signature from 2021 or older than 5 minutes is refused with 401 and dispatches nothing', async () => {
  const body = JSON.stringify({ _id: 'scenario-15', _type: 'scenario' });
  for (const signedAt of [Date.parse('2021-03-01T12:00:00Z'), Date.now() - 6 * 60_000]) {
    const answer = await webhook(body, await encodeSignatureHeader(body, signedAt, WEBHOOK_SECRET));
    expect(answer.status).toBe(401);
    expect(((await answer.json()) as { error: string }).error).toContain('more than 5 minutes ago');
  }
  expect(dispatches).toHaveLength(0);
  expect(await (await status('scenario-15')).json()).toEqual({ release: null });
});

test('one signed delivery sent five times dispatches once (the KV namespace remembers it)', async () => {
  const body = JSON.stringify({ _id: 'scenario-16', _type: 'scenario' });
  const signature = await encodeSignatureHeader(body, Date.now(), WEBHOOK_SECRET);
  const statuses: number[] = [];
  for (const key of ['entrega-16', 'entrega-16', 'outra-16', 'mais-uma-16', undefined]) {
    statuses.push((await webhook(body, signature, key)).status);
  }
  // The first is taken; Sanity's retry (same key) is answered 200; copies with other keys 409.
  expect(statuses).toEqual([202, 200, 409, 409, 409]);
  expect(dispatches).toHaveLength(1);
});

test('the workflow reports its steps with its secret; the Studio reads a document’s step', async () => {
  const body = JSON.stringify({ _id: 'skill-empatia', _type: 'skill' });
  await webhook(body, await encodeSignatureHeader(body, Date.now(), WEBHOOK_SECRET));
  expect(await (await status('skill-empatia')).json()).toEqual({ release: { step: 'queued' } });

  const run = `${Date.now()}-1`;
  const forged = await report({ run, step: 'building' }, 'outro-segredo');
  expect(forged.status).toBe(401);
  expect(await (await status('skill-empatia')).json()).toEqual({ release: { step: 'queued' } });

  expect((await report({ run, step: 'building' })).status).toBe(200);
  expect(await (await status('skill-empatia')).json()).toEqual({ release: { step: 'building' } });

  const reason =
    'A etapa "Exportar o conteúdo publicado" falhou:\nskill-empatia › name: obrigatório';
  expect((await report({ run, step: 'failed', message: reason })).status).toBe(200);
  const answer = await status('skill-empatia');
  expect(await answer.json()).toEqual({ release: { step: 'failed', message: reason } });
  // Only the Studio's origins may read it in a browser.
  expect(answer.headers.get('access-control-allow-origin')).toBe(STUDIO);
  const elsewhere = await status('skill-empatia', 'https://outro-site.example');
  expect(elsewhere.headers.get('access-control-allow-origin')).toBeNull();
});
