// A local Content Lake: the part of Sanity's HTTP API that the Studio and @sanity/client use,
// over one dataset kept in memory and in an NDJSON file in `sanity dataset export` format.
//
// The snapshot file holds the published documents only, as `sanity dataset export --no-drafts`
// writes them (the README's way of updating the snapshot from a hosted project), so publishing is
// what changes it. Drafts, the work in progress, are kept in a separate file (draftsFile) so they
// survive a restart without ever reaching the repository's snapshot.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { mkdir } from 'node:fs/promises';
import { dirname } from 'node:path';
import {
  Dataset,
  isPublishedId,
  newRevision,
  Staging,
  withoutRev,
  type Transaction,
} from './dataset.ts';
import { badRequest, LakeError } from './errors.ts';
import { endAllStreams, openListener, pollListener } from './listener.ts';
import { applyActions, applyMutations } from './mutations.ts';
import { documentsIn, paramsFromSearch, perspectiveOf, runQuery } from './query.ts';
import {
  readSnapshotFile,
  removeLeftoverTemporaryFiles,
  toNdjson,
  writeFileAtomically,
  type StoredDocument,
} from './snapshot-file.ts';

export type LakeOptions = {
  /** The published documents: read at start, rewritten on every publish. */
  snapshotFile: string;
  /** Where drafts are kept between runs; undefined keeps them in memory only. */
  draftsFile?: string;
  projectId: string;
  dataset: string;
  host?: string;
  port?: number;
  /** Called for each request the lake does not serve (it answers 404 or 400). */
  onUnsupported?: (method: string, path: string) => void;
};

export type LocalContentLake = {
  url: string;
  port: number;
  dataset: Dataset;
  close: () => Promise<void>;
};

/** The editor everyone is on this machine: the local lake has no accounts. */
export const LOCAL_USER = {
  id: 'local-editor',
  name: 'Editor(a) local',
  email: 'editor@localhost',
  profileImage: null,
  provider: 'local',
  role: 'administrator',
  roles: [{ name: 'administrator', title: 'Administrator' }],
};

const BODY_LIMIT = 5 * 1024 * 1024;
const QUIET_NOT_FOUND = new Set([
  'journey',
  'help',
  'intake',
  'descriptors',
  'schedules',
  'socket',
]);

export async function startContentLake(options: LakeOptions): Promise<LocalContentLake> {
  await removeLeftoverTemporaryFiles(options.snapshotFile);
  if (options.draftsFile) await removeLeftoverTemporaryFiles(options.draftsFile);
  const published = await readSnapshotFile(options.snapshotFile);
  const drafts = options.draftsFile ? await readSnapshotFile(options.draftsFile) : [];
  const dataset = new Dataset([...published, ...drafts.filter((doc) => !isPublishedId(doc._id))]);
  const persist = persistence(dataset, options);
  const keyValues = new Map<string, unknown>();
  // One transaction at a time, so each one sees the result of the one before.
  let queue: Promise<unknown> = Promise.resolve();
  const serialized = <T>(work: () => Promise<T>): Promise<T> => {
    const next = queue.then(work, work);
    queue = next.catch(() => undefined);
    return next;
  };

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      const lakeError =
        error instanceof LakeError
          ? error
          : new LakeError(
              500,
              'serverError',
              `Local Content Lake error: ${(error as Error).message}`,
            );
      if (lakeError.status >= 500) console.error(error);
      if (!response.headersSent) {
        sendJson(response, lakeError.status, lakeError.toBody(), corsHeaders(request));
      } else response.end();
    });
  });

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const headers = corsHeaders(request);
    const method = request.method ?? 'GET';
    if (method === 'OPTIONS') {
      response.writeHead(204, {
        ...headers,
        'Access-Control-Allow-Methods': 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS',
        'Access-Control-Allow-Headers':
          String(request.headers['access-control-request-headers'] ?? '') ||
          'content-type, authorization',
        'Access-Control-Max-Age': '600',
      });
      response.end();
      return;
    }
    // /v2025-02-19/data/query/production → apiVersion "2025-02-19", rest ["data","query","production"]
    const versioned = /^\/v(\d{4}-\d{2}-\d{2}|1|X)(\/.*)?$/.exec(url.pathname);
    const apiVersion = versioned?.[1] ?? '1';
    const parts = (versioned ? (versioned[2] ?? '/') : url.pathname)
      .split('/')
      .filter(Boolean)
      .map(decodeURIComponent);
    const json = (status: number, body: unknown) => sendJson(response, status, body, headers);

    const [area, operation, datasetName, ...rest] = parts;
    if (area === 'ping' || (area === 'data' && operation === 'ping')) return json(200, 'PONG');
    if (area === 'users' && operation === 'me' && datasetName === 'keyvalue') {
      // The Studio's per-user settings (for example, which announcements were seen).
      if (method === 'PUT') {
        const body = await readJson(request);
        if (!Array.isArray(body)) throw badRequest('The body must be [{"key", "value"}]');
        for (const pair of body as Array<{ key?: unknown; value?: unknown }>) {
          if (typeof pair.key === 'string') keyValues.set(pair.key, pair.value);
        }
        return json(200, body);
      }
      const keys = (rest[0] ?? '').split(',').filter(Boolean);
      return json(
        200,
        keys.map((key) => ({ key, value: keyValues.get(key) ?? null })),
      );
    }
    if (area === 'users' && operation === 'me') return json(200, LOCAL_USER);
    if (area === 'features') return json(200, []);
    // Sanity's platform services (announcements, plans, telemetry, presence, version checks):
    // not part of a Content Lake, so a quiet 404 the Studio already copes with.
    if (area && QUIET_NOT_FOUND.has(area)) {
      throw new LakeError(404, 'notFound', `The local Content Lake does not serve /${area}`);
    }
    if (area === 'users' && operation)
      return json(
        200,
        operation.split(',').map(() => LOCAL_USER),
      );
    if (area === 'projects' && operation)
      return projectRoute(method, operation, datasetName, rest, url, json);
    if (area === 'data' && operation && datasetName) {
      if (datasetName !== options.dataset) {
        throw new LakeError(
          404,
          'notFound',
          `Dataset "${datasetName}" not found (the local Content Lake serves "${options.dataset}")`,
        );
      }
      const identity = LOCAL_USER.id;
      if (operation === 'query' && (method === 'GET' || method === 'POST')) {
        const started = performance.now();
        let query = url.searchParams.get('query');
        let params = paramsFromSearch(url.searchParams);
        if (method === 'POST') {
          const body = await readJson(request);
          if (typeof body !== 'object' || body === null)
            throw badRequest('The body must be {"query", "params"}');
          query = (body as { query?: string }).query ?? null;
          params = (body as { params?: Record<string, unknown> }).params ?? {};
        }
        if (!query)
          throw badRequest('The "query" parameter is missing', { type: 'queryParseError' });
        const perspective = perspectiveOf(url.searchParams.get('perspective'), apiVersion);
        const result = await runQuery(
          query,
          params,
          documentsIn(dataset.all(), perspective),
          identity,
        );
        return json(200, {
          query,
          result,
          ms: Math.round(performance.now() - started),
          syncTags: [],
        });
      }
      if (operation === 'doc' && method === 'GET' && rest.length > 0) {
        const ids = rest.join('/').split(',').filter(Boolean);
        const excludeContent = url.searchParams.get('excludeContent') === 'true';
        const found = ids
          .map((id) => dataset.get(id))
          .filter((doc): doc is StoredDocument => doc !== null);
        return json(200, {
          documents: excludeContent
            ? found.map(({ _id, _type, _rev }) => ({ _id, _type, _rev }))
            : found,
          omitted: ids.filter((id) => !dataset.get(id)).map((id) => ({ id, reason: 'existence' })),
        });
      }
      if (operation === 'mutate' && method === 'POST') {
        const body = await readJson(request);
        const transaction = await serialized(async () => {
          const staging = new Staging(dataset);
          const results = await applyMutations(staging, body, {
            autoGenerateArrayKeys: url.searchParams.get('autoGenerateArrayKeys') === 'true',
            documents: () => dataset.all(),
          });
          if (url.searchParams.get('dryRun') === 'true') return { results, committed: undefined };
          const committed = await commit(staging, body);
          return { results, committed };
        });
        const returnDocuments = url.searchParams.get('returnDocuments') === 'true';
        return json(200, {
          transactionId: transaction.committed?.id ?? transactionIdOf(body) ?? newRevision(),
          results: transaction.results.map(({ id, operation: op }) => ({
            id,
            operation: op === 'none' ? 'update' : op,
            ...(returnDocuments ? { document: dataset.get(id) ?? undefined } : {}),
          })),
          documentIds: transaction.results.map(({ id }) => id),
        });
      }
      if (operation === 'actions' && method === 'POST') {
        const body = await readJson(request);
        const committed = await serialized(async () => {
          const staging = new Staging(dataset);
          applyActions(staging, body);
          if ((body as { dryRun?: boolean }).dryRun) return undefined;
          return commit(staging, body);
        });
        return json(200, {
          transactionId: committed?.id ?? transactionIdOf(body) ?? newRevision(),
        });
      }
      if (operation === 'listen' && method === 'GET') {
        const query = url.searchParams.get('query');
        if (!query)
          throw badRequest('The "query" parameter is missing', { type: 'queryParseError' });
        const params = paramsFromSearch(url.searchParams);
        await runQuery(query, params, [], identity); // a 400 now rather than a broken stream
        const flag = (name: string, fallback: boolean) => {
          const value = url.searchParams.get(name);
          return value === null ? fallback : value === 'true';
        };
        const listenOptions = {
          query,
          params,
          includeResult: flag('includeResult', false),
          includePreviousRevision: flag('includePreviousRevision', false),
          includeMutations: flag('includeMutations', true),
          effects: url.searchParams.get('effectFormat') === 'mendoza',
          enableResume: flag('enableResume', false),
          listenerName: url.searchParams.get('listenerName') ?? newRevision(),
        };
        const pollAfter = url.searchParams.get('pollAfter');
        if (pollAfter !== null) {
          return json(200, { events: await pollListener(dataset, listenOptions, pollAfter) });
        }
        openListener(request, response, dataset, listenOptions, headers);
        return;
      }
      if (operation === 'history' && method === 'GET')
        return historyRoute(response, rest, url, headers);
    }
    options.onUnsupported?.(method, `${url.pathname}${url.search}`);
    throw new LakeError(
      404,
      'notFound',
      `The local Content Lake does not serve ${method} ${url.pathname}`,
    );
  }

  async function commit(staging: Staging, body: unknown): Promise<Transaction | undefined> {
    const transaction = dataset.commit(staging, {
      transactionId: transactionIdOf(body),
      identity: LOCAL_USER.id,
    });
    // Answer only once the files hold the change: what the Studio shows as saved is saved.
    if (transaction) await persist(transaction);
    return transaction;
  }

  function projectRoute(
    method: string,
    projectId: string,
    sub: string | undefined,
    rest: string[],
    url: URL,
    json: (status: number, body: unknown) => void,
  ): void {
    if (method !== 'GET')
      throw new LakeError(
        405,
        'methodNotAllowed',
        `${method} on a project is not supported by the local Content Lake`,
      );
    if (sub === undefined) {
      return json(200, {
        id: projectId,
        displayName: 'Treinamento de Habilidades Sociais (local)',
        studioHost: null,
        isBlocked: false,
        isDisabled: false,
        isDisabledByUser: false,
        metadata: {},
        members: [
          {
            id: LOCAL_USER.id,
            role: 'administrator',
            roles: LOCAL_USER.roles,
            isCurrentUser: true,
            isRobot: false,
          },
        ],
        features: [],
      });
    }
    if (sub === 'datasets' && rest.length === 0) {
      // No add-on datasets (comments live in one on Sanity's hosted plans).
      if (url.searchParams.has('datasetProfile')) return json(200, []);
      return json(200, [{ name: options.dataset, aclMode: 'public', tags: [] }]);
    }
    if (sub === 'datasets' && rest[1] === 'acl') {
      return json(200, [
        {
          filter: '_id in path("**")',
          permissions: ['history', 'read', 'update', 'create', 'manage'],
        },
      ]);
    }
    if (sub === 'features' || sub === 'user-applications') return json(200, []);
    if (sub === 'users' || sub === 'members') return json(200, [LOCAL_USER]);
    throw new LakeError(
      404,
      'notFound',
      `The local Content Lake does not serve /projects/${projectId}/${sub}`,
    );
  }

  // History of this session: the lake keeps the transactions since it started, not older ones.
  function historyRoute(
    response: ServerResponse,
    rest: string[],
    url: URL,
    headers: Record<string, string>,
  ): void {
    const [kind, ids, eventsId] = rest;
    if (kind === 'events' && ids === 'documents' && eventsId) {
      // The document's event timeline (published, unpublished, …): not kept, so it starts empty;
      // the edits of this session still show through the transactions below.
      return sendJson(response, 200, { events: { [eventsId]: [] }, nextCursor: '' }, headers);
    }
    if (kind === 'documents' && ids) {
      const revision = url.searchParams.get('revision');
      const documents = ids.split(',').flatMap((id) => {
        const current = dataset.get(id);
        if (!revision || current?._rev === revision) return current ? [current] : [];
        const transaction = dataset.transactionById(revision);
        const change = transaction?.changes.find((c) => c.documentId === id);
        return change?.after ? [change.after] : [];
      });
      if (revision && documents.length === 0) {
        throw new LakeError(
          404,
          'notFound',
          `Revision ${revision} is older than this run of the local Content Lake`,
        );
      }
      return sendJson(response, 200, { documents }, headers);
    }
    if (kind === 'transactions' && ids) {
      const wanted = ids.split(',');
      const transactions = wanted.flatMap((id) => dataset.transactionsOf(id));
      const unique = [...new Map(transactions.map((t) => [t.id, t])).values()].sort(
        (a, b) => a.sequence - b.sequence,
      );
      const excludeContent = url.searchParams.get('excludeContent') === 'true';
      const lines = unique.map((t) =>
        JSON.stringify({
          id: t.id,
          timestamp: t.timestamp,
          author: t.identity,
          documentIDs: t.changes.map((c) => c.documentId),
          ...(excludeContent ? {} : { mutations: t.changes.flatMap((c) => c.mutations) }),
          effects: Object.fromEntries(
            t.changes.map((c) => [
              c.documentId,
              {
                apply: [0, c.after ? withoutRev(c.after) : null],
                revert: [0, c.before ? withoutRev(c.before) : null],
              },
            ]),
          ),
        }),
      );
      response.writeHead(200, { ...headers, 'Content-Type': 'application/x-ndjson' });
      response.end(lines.map((line) => `${line}\n`).join(''));
      return;
    }
    throw new LakeError(
      404,
      'notFound',
      `The local Content Lake does not serve history/${kind ?? ''}`,
    );
  }

  const host = options.host ?? '127.0.0.1';
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => resolve());
  });
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('no address');
  return {
    url: `http://${host}:${address.port}`,
    port: address.port,
    dataset,
    close: async () => {
      endAllStreams();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await queue;
    },
  };
}

function transactionIdOf(body: unknown): string | undefined {
  const id = (body as { transactionId?: unknown } | null)?.transactionId;
  return typeof id === 'string' && /^[a-zA-Z0-9._-]{1,128}$/.test(id) ? id : undefined;
}

/** Writes the snapshot when a transaction changed published documents, the drafts file when drafts. */
function persistence(dataset: Dataset, options: LakeOptions) {
  let writing: Promise<void> = Promise.resolve();
  return async (transaction: Transaction) => {
    const publishedChanged = transaction.changes.some((c) => isPublishedId(c.documentId));
    const draftsChanged = transaction.changes.some((c) => !isPublishedId(c.documentId));
    // Writes queue behind each other; each writes the dataset as it is when its turn comes.
    writing = writing.then(async () => {
      const all = dataset.all();
      if (publishedChanged) {
        await writeFileAtomically(
          options.snapshotFile,
          toNdjson(all.filter((doc) => isPublishedId(doc._id))),
        );
      }
      if (draftsChanged && options.draftsFile) {
        await mkdir(dirname(options.draftsFile), { recursive: true });
        await writeFileAtomically(
          options.draftsFile,
          toNdjson(all.filter((doc) => !isPublishedId(doc._id))),
        );
      }
    });
    await writing;
  };
}

function corsHeaders(request: IncomingMessage): Record<string, string> {
  const origin = request.headers.origin;
  return origin
    ? {
        'Access-Control-Allow-Origin': origin,
        'Access-Control-Allow-Credentials': 'true',
        Vary: 'Origin',
      }
    : {};
}

function sendJson(
  response: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string>,
): void {
  response.writeHead(status, { ...headers, 'Content-Type': 'application/json; charset=utf-8' });
  response.end(JSON.stringify(body));
}

async function readJson(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > BODY_LIMIT)
      throw new LakeError(413, 'payloadTooLarge', 'The request body is larger than 5 MiB');
    chunks.push(chunk);
  }
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8'));
  } catch {
    throw badRequest('The request body is not valid JSON');
  }
}
