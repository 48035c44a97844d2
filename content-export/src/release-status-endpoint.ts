// The hosted release's status (docs/decisions/0057-hosted-release-status.md), served by the
// Pages Function functions/api/release-status.ts and kept in a Cloudflare KV namespace bound as
// RELEASE_STATUS. The release workflow POSTs its steps with a secret only it and the Pages project
// hold; the Studio GETs one document's step. Web APIs only, so it runs in a Worker as in Node.
import {
  isDocumentId,
  parseReport,
  releaseOf,
  withReport,
  type PublishedRecord,
  type RunRecord,
} from './release-status.ts';

/** The part of a KV namespace this uses (Cloudflare's KVNamespace has these two). */
export type StatusStore = {
  get(key: string): Promise<string | null>;
  put(key: string, value: string): Promise<void>;
};

/** The status endpoint's settings: a KV binding and two Pages project settings (README, "Publicar no ar"). */
export type StatusEnv = {
  RELEASE_STATUS?: StatusStore;
  /** The secret the release workflow reports with (a GitHub secret of the same name). */
  RELEASE_STATUS_SECRET?: string;
  /** The Studio's origins, comma-separated: only their pages may read the status. */
  STUDIO_ORIGINS?: string;
};

const RUNS_KEY = 'runs';
const documentKey = (id: string) => `document:${id}`;

const readJson = async <T>(store: StatusStore, key: string): Promise<T | null> => {
  const text = await store.get(key);
  return text === null ? null : (JSON.parse(text) as T);
};

/** The relay's note that a signed webhook asked for a release of this document. */
export async function recordPublished(store: StatusStore, documentId: string, publishedAt: number) {
  if (!isDocumentId(documentId)) return;
  const record: PublishedRecord = { publishedAt };
  await store.put(documentKey(documentId), JSON.stringify(record));
}

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', ...headers },
  });

/** Compares two secrets by their SHA-256, so the time taken says nothing about the secret. */
async function sameSecret(given: string, expected: string): Promise<boolean> {
  const digest = async (text: string) =>
    new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)));
  const [a, b] = await Promise.all([digest(given), digest(expected)]);
  let difference = 0;
  for (let index = 0; index < a.length; index++) difference |= a[index]! ^ b[index]!;
  return difference === 0;
}

/** GET ?document=<id>: that document's step. POST: the workflow's report. */
export async function releaseStatus(
  request: Request,
  env: StatusEnv,
  now: () => number = Date.now,
): Promise<Response> {
  const store = env.RELEASE_STATUS;
  if (!store || !env.RELEASE_STATUS_SECRET?.trim()) {
    return json(503, {
      error:
        'The release status is not set up: bind the RELEASE_STATUS KV namespace and set RELEASE_STATUS_SECRET (README, "Publicar no ar").',
    });
  }
  if (request.method === 'GET') {
    // Only the Studio's own pages may read the answer in a browser; anything else gets no CORS
    // header, and the answer holds a step and nothing more (decision 0057).
    const origin = request.headers.get('origin');
    const allowed = (env.STUDIO_ORIGINS ?? '')
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean);
    const cors: Record<string, string> = { vary: 'Origin', 'cache-control': 'no-store' };
    if (origin && allowed.includes(origin)) cors['access-control-allow-origin'] = origin;
    const documentId = new URL(request.url).searchParams.get('document');
    if (!isDocumentId(documentId)) {
      return json(400, { error: 'Ask for one document: ?document=<id>.' }, cors);
    }
    const published = await readJson<PublishedRecord>(store, documentKey(documentId));
    const runs = published ? ((await readJson<RunRecord[]>(store, RUNS_KEY)) ?? []) : [];
    return json(200, { release: releaseOf(published, runs) }, cors);
  }
  if (request.method === 'POST') {
    const token = request.headers.get('authorization')?.replace(/^Bearer /, '') ?? '';
    if (!(await sameSecret(token, env.RELEASE_STATUS_SECRET))) {
      return json(401, { error: 'The Authorization header does not hold RELEASE_STATUS_SECRET.' });
    }
    let body: unknown;
    try {
      body = await request.json();
    } catch {
      body = undefined;
    }
    const report = parseReport(body);
    if (typeof report === 'string') return json(400, { error: report });
    // Runs go one at a time (the workflow's concurrency group), so this read and write of one key
    // do not race another report.
    const runs = (await readJson<RunRecord[]>(store, RUNS_KEY)) ?? [];
    const next = withReport(runs, report, now());
    if (!next) {
      return json(409, { error: `Run ${report.run} never reported "building".` });
    }
    await store.put(RUNS_KEY, JSON.stringify(next));
    return json(200, { recorded: report.step });
  }
  return json(405, { error: 'Use GET ?document=<id> or POST a report.' }, { allow: 'GET, POST' });
}
