// Where a benchmark's server keeps its data: a PGlite folder in a temporary directory, or a fresh
// database on DATABASE_URL's PostgreSQL server (dropped afterwards). Shared by every bench.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Storage } from '../src/config.ts';
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
