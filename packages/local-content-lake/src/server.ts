// A local Content Lake: the part of Sanity's HTTP API that the Studio and @sanity/client use, over
// one dataset kept in memory and in an NDJSON file in `sanity dataset export` format
// (docs/decisions/0009). Built as packages/local-supabase is: a Hono app of routes by concern
// (src/routes/), on Node's http server through @hono/node-server.
import { serve, type ServerType } from '@hono/node-server';
import { Hono } from 'hono';
import type { AddressInfo } from 'node:net';
import { Dataset, isPublishedId } from './dataset.ts';
import { notFound } from './errors.ts';
import { cors, errorResponse, guard, limitBody, onError } from './http.ts';
import { createLake, type Lake, type LakeFiles, type LakeWebhooks } from './lake.ts';
import { actionRoutes } from './routes/actions.ts';
import { documentRoutes } from './routes/documents.ts';
import { historyRoutes } from './routes/history.ts';
import { listenRoutes } from './routes/listen.ts';
import { mutationRoutes } from './routes/mutations.ts';
import { platformRoutes } from './routes/platform.ts';
import { projectRoutes } from './routes/projects.ts';
import { queryRoutes } from './routes/query.ts';
import { userRoutes } from './routes/users.ts';
import { readSnapshotFile, removeLeftoverTemporaryFiles } from './snapshot-file.ts';

export { LOCAL_USER } from './local-user.ts';

export type { Webhook, WebhookBody } from './webhooks.ts';

export type LakeOptions = LakeFiles &
  LakeWebhooks & {
    projectId: string;
    dataset: string;
    host?: string;
    port?: number;
    /**
     * The origins of the Studio's pages (`http://localhost:3333`): the only pages whose requests
     * are served. Requests with no `Origin` (scripts, the export) are served whatever this says;
     * none given, no page is (docs/decisions/0060-what-a-request-must-show.md).
     */
    studioOrigins?: readonly string[];
    /** Called for each request the lake does not serve (it answers 404 or 400). */
    onUnsupported?: (method: string, path: string) => void;
  };

export type LocalContentLake = {
  url: string;
  port: number;
  dataset: Dataset;
  close: () => Promise<void>;
};

/** `/v2025-02-19/…`, `/v1/…`, `/vX/…`: the API version the client asked for; paths may omit it. */
const VERSIONED = '/:apiVersion{v(?:\\d{4}-\\d{2}-\\d{2}|1|X)}';

export function createApp(
  lake: Lake,
  onUnsupported?: LakeOptions['onUnsupported'],
  studioOrigins: readonly string[] = [],
): Hono {
  const api = new Hono();
  api.route('/', platformRoutes());
  api.route('/', userRoutes(lake));
  api.route('/', projectRoutes(lake));
  api.use('/data/:operation/:dataset/*', async (c, next) => {
    const name = c.req.param('dataset');
    if (name !== lake.datasetName) {
      throw notFound(
        `Dataset "${name}" not found (the local Content Lake serves "${lake.datasetName}")`,
      );
    }
    await next();
  });
  api.route('/', queryRoutes(lake));
  api.route('/', documentRoutes(lake));
  api.route('/', mutationRoutes(lake));
  api.route('/', actionRoutes(lake));
  api.route('/', listenRoutes(lake));
  api.route('/', historyRoutes(lake));

  // A trailing slash is the same path, as the hosted API takes it.
  const app = new Hono({ strict: false });
  app.use(guard(studioOrigins));
  app.use(cors);
  app.use(limitBody);
  app.route('/', api);
  app.route(VERSIONED, api);
  app.onError(onError);
  app.notFound((c) => {
    const url = new URL(c.req.url);
    onUnsupported?.(c.req.method, `${url.pathname}${url.search}`);
    return errorResponse(
      c,
      notFound(`The local Content Lake does not serve ${c.req.method} ${url.pathname}`),
    );
  });
  return app;
}

export async function startContentLake(options: LakeOptions): Promise<LocalContentLake> {
  await removeLeftoverTemporaryFiles(options.snapshotFile);
  if (options.draftsFile) await removeLeftoverTemporaryFiles(options.draftsFile);
  const published = await readSnapshotFile(options.snapshotFile);
  const drafts = options.draftsFile ? await readSnapshotFile(options.draftsFile) : [];
  const dataset = new Dataset([...published, ...drafts.filter((doc) => !isPublishedId(doc._id))]);
  const lake = createLake(dataset, options.dataset, options, options);
  const app = createApp(lake, options.onUnsupported, options.studioOrigins);

  const host = options.host ?? '127.0.0.1';
  const server = await new Promise<ServerType>((resolve, reject) => {
    const listening = serve({ fetch: app.fetch, port: options.port ?? 0, hostname: host }, () =>
      resolve(listening),
    );
    listening.once('error', reject);
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${host}:${port}`,
    port,
    dataset,
    close: async () => {
      for (const stream of [...lake.streams]) stream.end();
      if ('closeAllConnections' in server) server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await lake.idle();
    },
  };
}
