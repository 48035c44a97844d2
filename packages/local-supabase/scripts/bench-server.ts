// What every benchmark starts from: where the server keeps its data (a PGlite folder in a
// temporary directory, or a fresh database on DATABASE_URL's PostgreSQL server, dropped
// afterwards) and, for the benches that measure work rather than the rate limits, the server
// itself with supabase-js clients for it.
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig, type Config, type Storage } from '../src/config.ts';
import { startServer, type RunningServer } from '../src/server.ts';
import { freshDatabase } from '../testing/fresh-database.ts';

export type StorageKind = 'pglite' | 'postgres';

/** The server every PostgreSQL run creates its database on. */
export const POSTGRES_SERVER_URL =
  process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** `--storage`'s value; without one, PostgreSQL when DATABASE_URL is set. */
export function storageKind(flag: string | undefined): StorageKind {
  const kind = flag ?? (process.env.DATABASE_URL ? 'postgres' : 'pglite');
  if (kind !== 'pglite' && kind !== 'postgres') {
    throw new Error(`--storage is pglite or postgres, not ${kind}`);
  }
  return kind;
}

/** A new, empty place for one run, and the function that removes it. */
export async function benchStorage(
  kind: StorageKind,
  name: string,
): Promise<{ storage: Storage; cleanup: () => Promise<void> }> {
  if (kind === 'postgres') {
    const database = await freshDatabase(POSTGRES_SERVER_URL, 'ths_bench');
    return { storage: { kind: 'postgres', url: database.url }, cleanup: database.drop };
  }
  const dataDir = mkdtempSync(join(tmpdir(), `local-supabase-${name}-`));
  return {
    storage: { kind: 'pglite', dataDir },
    cleanup: async () => rmSync(dataDir, { recursive: true, force: true }),
  };
}

/**
 * The server on new storage, with the rate limits out of the way (these benches measure the
 * database, not the limits: load-bench.ts keeps config.toml's), and a way to make clients.
 */
export async function startBenchServer(
  kind: StorageKind,
  name: string,
): Promise<{
  server: RunningServer;
  config: Config;
  newClient: () => SupabaseClient;
  stop: () => Promise<void>;
}> {
  const { storage, cleanup } = await benchStorage(kind, name);
  const config = loadConfig(
    {},
    {
      port: 0,
      storage,
      auth: { rateLimits: { signInSignUps: 1e9, tokenRefresh: 1e9, windowSeconds: 300 } },
    },
  );
  const server = await startServer(config);
  return {
    server,
    config,
    newClient: () =>
      createClient(server.url, config.anonKey, {
        auth: { persistSession: false, autoRefreshToken: false },
        db: { retry: false } as never,
      }),
    stop: async () => {
      await server.close();
      await cleanup();
    },
  };
}
