// The local Supabase: an HTTP server with Supabase's paths in front of real Postgres.
//   /auth/v1/*  Supabase Auth (GoTrue) subset      /rest/v1/*  PostgREST subset
// Like Supabase's gateway (Kong) it answers CORS for browsers, wants an API key on every
// request, and refuses oversize bodies.
import { serve, type ServerType } from '@hono/node-server';
import { Hono, type Context, type Next } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { cors } from 'hono/cors';
import type { AddressInfo } from 'node:net';
import { authRoutes } from './auth/routes.ts';
import type { Config } from './config.ts';
import { DataFolderError } from './data-folder.ts';
import { isDamageError, openPglite, openPostgres, type Database } from './database.ts';
import { migrate } from './migrations.ts';
import { restRoutes } from './rest/routes.ts';
import { loadSchemaCache, type SchemaCache } from './rest/schema-cache.ts';

const EXPOSED_HEADERS = [
  'X-Supabase-Api-Version',
  'Content-Range',
  'Content-Location',
  'Location',
  'Preference-Applied',
  'x-sb-error-code',
];

export function createApp(db: Database, config: Config, schema: () => SchemaCache): Hono {
  const app = new Hono();
  app.use(settleRequestBody);
  app.use(
    cors({
      origin: '*',
      allowMethods: ['GET', 'HEAD', 'PUT', 'PATCH', 'POST', 'DELETE', 'OPTIONS'],
      exposeHeaders: EXPOSED_HEADERS,
      maxAge: 86400,
    }),
  );
  app.use(
    bodyLimit({
      maxSize: config.bodyLimitBytes,
      // The rest of an oversize body is never read, so the connection cannot carry another
      // request: say so (settleRequestBody), as a gateway closes it after its 413.
      onError: (c) => {
        c.header('Connection', 'close');
        return c.json({ message: 'Request size limit exceeded' }, 413);
      },
    }),
  );
  // The gateway's key check: the anon or service-role key in `apikey` (or ?apikey=).
  app.use('/auth/v1/*', checkApiKey(config));
  app.use('/rest/v1/*', checkApiKey(config));
  app.route('/auth/v1', authRoutes(db, config));
  app.route('/rest/v1', restRoutes(db, config, schema));
  app.get('/health', (c) => c.json({ status: 'ok' }));
  app.notFound((c) => c.json({ message: 'no Route matched with those values' }, 404));
  return app;
}

/**
 * Keeps a keep-alive connection usable after an answer that did not read the request's body (a
 * 413, a missing API key, an unknown table, a refusal before the body was parsed). @hono/node-server
 * has by then started streaming the body into the Request, and its own clean-up could not drain
 * it: the next request on the connection was never read, and the socket was destroyed half a
 * second later under the client's next pooled request ("other side closed"). So: a body within
 * the limit is read to its end before the answer goes; an oversize one (413) is not, and the
 * answer says `Connection: close`, so that Node's server closes the connection after it and the
 * client (undici) does not send another request on it.
 */
async function settleRequestBody(c: Context, next: Next) {
  const request = c.req.raw;
  await next();
  if (!request.body || request.bodyUsed) return;
  if (c.res.status === 413) {
    c.res.headers.set('Connection', 'close');
    return;
  }
  try {
    await request.body.pipeTo(new WritableStream());
  } catch {
    // The client went away while sending: nothing is left to keep alive.
    c.res.headers.set('Connection', 'close');
  }
}

function checkApiKey(config: Config) {
  return async (c: Context, next: Next) => {
    const key = c.req.header('apikey') ?? c.req.query('apikey');
    if (!key) {
      return c.json(
        {
          message: 'No API key found in request',
          hint: 'No `apikey` request header or url param was found.',
        },
        401,
      );
    }
    if (key !== config.anonKey && key !== config.serviceRoleKey) {
      return c.json(
        {
          message: 'Invalid API key',
          hint: 'Double check your Supabase `anon` or `service_role` API key.',
        },
        401,
      );
    }
    await next();
  };
}

export type RunningServer = {
  url: string;
  config: Config;
  db: Database;
  migrationsApplied: string[];
  /** Reads the schema cache again, as PostgREST does on `NOTIFY pgrst, 'reload schema'`. */
  reloadSchema(): Promise<void>;
  close(): Promise<void>;
};

export async function openDatabase(config: Config): Promise<Database> {
  return config.storage.kind === 'postgres'
    ? openPostgres(config.storage.url)
    : openPglite(config.storage.dataDir, { port: config.port, host: config.host });
}

/**
 * Opens the database, applies the migrations, and listens. Throws, having closed what it opened:
 * DataFolderLockedError and DataFolderError (PGlite's folder), DatabaseConnectionError
 * (DATABASE_URL), Node's listen errors (`code` EADDRINUSE, EACCES…, with `port` and `address`).
 */
export async function startServer(config: Config, database?: Database): Promise<RunningServer> {
  const db = database ?? (await openDatabase(config));
  let migrationsApplied: string[];
  let cache: SchemaCache;
  let server: ServerType;
  // A copy, so that the issuer can name the real port when the system chose it (port 0).
  const live: Config = { ...config };
  try {
    try {
      migrationsApplied = await migrate(db);
      cache = await loadSchemaCache(db);
    } catch (error) {
      // Reading the catalogs is where a damaged relation file shows first.
      const { storage } = config;
      if (!database && storage.kind === 'pglite' && storage.dataDir && isDamageError(error)) {
        throw new DataFolderError(storage.dataDir, 'damaged', `PostgreSQL: ${error.message}`, {
          cause: error,
        });
      }
      throw error;
    }
    const app = createApp(db, live, () => cache);
    server = await new Promise((resolve, reject) => {
      const listening = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, () =>
        resolve(listening),
      );
      listening.once('error', reject);
    });
  } catch (error) {
    if (!database) await db.close().catch(() => undefined);
    throw error;
  }
  const { port } = server.address() as AddressInfo;
  const url = `http://${config.host}:${port}`;
  if (config.port === 0) live.apiUrl = url;
  db.lock?.setPort(port);
  return {
    url,
    config: live,
    db,
    migrationsApplied,
    async reloadSchema() {
      cache = await loadSchemaCache(db);
    },
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      if (!database) await db.close();
    },
  };
}
