// The release path of docs/decisions/0036-publishing-is-a-release.md, end to end on this machine:
// a publish on the local Content Lake sends a signed GROQ-powered webhook, the release receiver
// verifies it with @sanity/webhook and exports the lake's published documents into a bundle; a
// forged, stale or replayed request is refused and exports nothing (issue 41); a refused export
// says why in Portuguese.
import { encodeSignatureHeader, SIGNATURE_HEADER_NAME } from '@sanity/webhook';
import { startReleaseReceiver, type ReleaseReceiver } from '@ths/content-export/release-receiver';
import { startContentLake, type LocalContentLake } from '@ths/local-content-lake/server';
import { copyFile, mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, expect, test } from 'vitest';
import { SNAPSHOT_FILE } from './run-export.ts';

const SECRET = 'o-segredo-combinado';
type Doc = Record<string, unknown> & {
  _id: string;
  choices: Array<{ _key: string; feedback: Array<{ language: string; value: string }> }>;
};

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

let folder: string;
let lake: LocalContentLake;
let receiver: ReleaseReceiver;
let outDir: string;

beforeEach(async () => {
  folder = await mkdtemp(join(tmpdir(), 'ths-release-'));
  outDir = join(folder, 'generated');
  await copyFile(SNAPSHOT_FILE, join(folder, 'production.ndjson'));
  const lakePort = await freePort();
  receiver = await startReleaseReceiver({
    secret: SECRET,
    source: {
      kind: 'live',
      projectId: 'offline',
      dataset: 'production',
      apiHost: `http://127.0.0.1:${lakePort}`,
    },
    outDir,
  });
  lake = await startContentLake({
    snapshotFile: join(folder, 'production.ndjson'),
    projectId: 'offline',
    dataset: 'production',
    port: lakePort,
    webhooks: [{ url: `${receiver.url}/release`, secret: SECRET }],
  });
});

afterEach(async () => {
  await lake.close();
  await receiver.close();
  await rm(folder, { recursive: true, force: true });
});

/** Changes published documents, as "Publicar" does, and waits for the release that follows. */
async function publish(mutation: Record<string, unknown>) {
  const response = await fetch(`${lake.url}/v2025-02-19/data/mutate/production`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ mutations: [mutation] }),
  });
  expect(response.status).toBe(200);
  // The webhook leaves after the answer: wait for the release it starts.
  const before = receiver.releases().length;
  await expect.poll(() => receiver.releases().length, { timeout: 10_000 }).toBeGreaterThan(before);
  await receiver.idle();
}

const scenario = async (id: string) =>
  (await readFile(join(folder, 'production.ndjson'), 'utf8'))
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Doc)
    .find((doc) => doc._id === id)!;

test('a publish on the lake sends a signed webhook; the receiver verifies it and exports the lake’s content', async () => {
  const scenario12 = await scenario('scenario-12');
  const feedback = scenario12.choices[1]!.feedback.find((item) => item.language === 'pt-BR')!;
  feedback.value = 'Contar o que sente ajuda quem gosta de você a cuidar de você.';
  await publish({ createOrReplace: scenario12 });

  const [release] = receiver.releases();
  expect(release).toMatchObject({ id: 1, step: 'exported', documentIds: ['scenario-12'] });
  expect(release?.message).toContain('Tradução en:');
  const bundle = await readFile(join(outDir, 'pt-BR.phase-1.ts'), 'utf8');
  expect(bundle).toContain('Contar o que sente ajuda quem gosta de você a cuidar de você.');
});

test('a forged or unsigned request is refused and nothing is exported', async () => {
  const body = JSON.stringify({ _id: 'scenario-12', _type: 'scenario' });
  const forged = await encodeSignatureHeader(body, Date.now(), 'outro-segredo');
  const tampered = await encodeSignatureHeader(body.replace('12', '13'), Date.now(), SECRET);
  const signatures: Array<Record<string, string>> = [
    { [SIGNATURE_HEADER_NAME]: forged },
    { [SIGNATURE_HEADER_NAME]: tampered },
    { [SIGNATURE_HEADER_NAME]: 't=1,v1=nada' },
    {},
  ];
  for (const headers of signatures) {
    const response = await fetch(`${receiver.url}/release`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body,
    });
    expect(response.status).toBe(401);
    expect(((await response.json()) as { error: string }).error).toMatch(/^Assinatura inválida/);
  }
  await receiver.idle();
  expect(receiver.releases()).toEqual([]);
  await expect(readFile(join(outDir, 'pt-BR.ts'), 'utf8')).rejects.toThrow();
});

test('an export that refuses the content says why, in Portuguese, and writes nothing', async () => {
  // Scenario 50 taken away leaves a gap: the export refuses content that skips a number.
  await publish({ delete: { id: 'scenario-50' } });

  const [release] = receiver.releases();
  expect(release).toMatchObject({ step: 'failed', documentIds: ['scenario-50'] });
  expect(release?.message).toMatch(
    /^O conteúdo tem \d+ problema\(s\); o app continua com o conteúdo anterior\.$/,
  );
  expect(release?.issues.map((issue) => issue.line)).toContainEqual(
    expect.stringMatching(/number: Falta o cenário 50 publicado/),
  );
  await expect(readFile(join(outDir, 'pt-BR.ts'), 'utf8')).rejects.toThrow();
});

/** A POST to the receiver as a webhook sends it. */
const deliver = (body: string, headers: Record<string, string>) =>
  fetch(`${receiver.url}/release`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body,
  });

test('a signature from 2021, or older than 5 minutes, or ahead of the clock, is refused and nothing is exported', async () => {
  const body = JSON.stringify({ _id: 'scenario-12', _type: 'scenario' });
  for (const signedAt of [
    Date.parse('2021-03-01T12:00:00Z'),
    Date.now() - 5 * 60_000 - 1_000,
    Date.now() + 2 * 60_000,
  ]) {
    const signature = await encodeSignatureHeader(body, signedAt, SECRET);
    const response = await deliver(body, {
      [SIGNATURE_HEADER_NAME]: signature,
      'idempotency-key': `entrega-${signedAt}`,
    });
    expect(response.status).toBe(401);
    expect(((await response.json()) as { error: string }).error).toMatch(/^Assinatura vencida/);
  }
  await receiver.idle();
  expect(receiver.releases()).toEqual([]);
});

test('a delivery sent again starts no second release: a retry with its key is answered 200, a copy with another key 409', async () => {
  const body = JSON.stringify({ _id: 'scenario-12', _type: 'scenario' });
  const signature = await encodeSignatureHeader(body, Date.now(), SECRET);
  const first = await deliver(body, {
    [SIGNATURE_HEADER_NAME]: signature,
    'idempotency-key': 'entrega-1',
  });
  expect(first.status).toBe(202);
  await receiver.idle();
  expect(receiver.releases()).toHaveLength(1);

  const retry = await deliver(body, {
    [SIGNATURE_HEADER_NAME]: signature,
    'idempotency-key': 'entrega-1',
  });
  expect(retry.status).toBe(200);
  expect(await retry.json()).toEqual({
    duplicate: 'entrega-1',
    message: 'Esta entrega já foi recebida; nada foi exportado de novo.',
  });
  for (const key of ['entrega-2', 'entrega-3', 'entrega-4']) {
    const copy = await deliver(body, {
      [SIGNATURE_HEADER_NAME]: signature,
      'idempotency-key': key,
    });
    expect(copy.status).toBe(409);
    expect(((await copy.json()) as { error: string }).error).toMatch(
      /^Esta assinatura já foi usada/,
    );
  }
  const unkeyed = await deliver(body, { [SIGNATURE_HEADER_NAME]: signature });
  expect(unkeyed.status).toBe(409);
  await receiver.idle();
  expect(receiver.releases()).toHaveLength(1);
});

test('every publish of the lake is a new delivery: two publishes, two releases', async () => {
  for (const value of ['Primeira mudança no retorno.', 'Segunda mudança no retorno.']) {
    const scenario12 = await scenario('scenario-12');
    scenario12.choices[1]!.feedback.find((item) => item.language === 'pt-BR')!.value = value;
    await publish({ createOrReplace: scenario12 });
  }
  expect(receiver.releases().map((release) => release.documentIds)).toEqual([
    ['scenario-12'],
    ['scenario-12'],
  ]);
});
