// The two Postgres engines tests run on: embedded PGlite (in memory) and a PostgreSQL server (a
// fresh database per suite, dropped afterwards). Shared by the backend's contract tests and the
// database's own tests in supabase/tests.
//
// The PostgreSQL server is TEST_DATABASE_URL, else postgres://postgres@127.0.0.1:5432/postgres.
// When none answers, the PostgreSQL half is skipped with that reason printed, unless
// REQUIRE_POSTGRES=1 (CI on a machine that has the server), where it fails instead.
import { copyFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe } from 'vitest';
import { openPglite, openPostgres, type Database } from '../src/database.ts';
import { listMigrations, migrate } from '../src/migrations.ts';
import { freshDatabase } from './fresh-database.ts';

export type { Database, PostgresError, Sql } from '../src/database.ts';

export const SERVER_URL =
  process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

async function postgresAvailable(): Promise<string | undefined> {
  const client = new pg.Client({ connectionString: SERVER_URL, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.end();
    return undefined;
  } catch (error) {
    return `no PostgreSQL server at ${SERVER_URL} (${(error as Error).message}); set TEST_DATABASE_URL to run these tests on PostgreSQL too`;
  }
}

const postgresMissing = await postgresAvailable();
if (postgresMissing && process.env.REQUIRE_POSTGRES === '1') {
  throw new Error(`REQUIRE_POSTGRES=1 but ${postgresMissing}`);
}
if (postgresMissing) console.warn(`Skipping the PostgreSQL runs: ${postgresMissing}`);

export const ENGINES = ['PGlite', 'PostgreSQL'] as const;
export type Engine = (typeof ENGINES)[number];

/** describe() once per engine; the PostgreSQL run is skipped (with the reason above) without a server. */
export function describeEachEngine(name: string, suite: (engine: Engine) => void): void {
  for (const engine of ENGINES) {
    const run = engine === 'PostgreSQL' && postgresMissing ? describe.skip : describe;
    run(`${name} [${engine}]`, () => suite(engine));
  }
}

/**
 * A new database on the engine with what a hosted Supabase has and supabase/migrations applied,
 * open as a superuser from beforeAll to afterAll; call inside describe. Read `db()` in tests.
 */
export function useMigratedDatabase(
  engine: Engine,
  options: { before?: string } = {},
): () => Database {
  let db: Database | undefined;
  let drop: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    if (engine === 'PostgreSQL') {
      const database = await freshDatabase(SERVER_URL, 'ths_test');
      drop = database.drop;
      db = await openPostgres(database.url);
    } else {
      db = await openPglite(undefined);
    }
    if (options.before === undefined) await migrate(db);
    else await migrateBefore(db, options.before);
  });
  afterAll(async () => {
    await db?.close();
    await drop?.();
  });
  return () => {
    if (!db) throw new Error('the database opens in beforeAll');
    return db;
  };
}

/**
 * Applies the migrations older than `version` only, so a test can store what an older schema
 * accepted and then check what the next migration does with it (migrateAll).
 */
async function migrateBefore(db: Database, version: string): Promise<void> {
  const dir = await mkdtemp(join(tmpdir(), 'ths-migrations-'));
  try {
    for (const migration of await listMigrations()) {
      if (migration.version < version) {
        await copyFile(migration.file, join(dir, basename(migration.file)));
      }
    }
    await migrate(db, dir);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Applies every migration not applied yet; returns their versions. */
export function migrateAll(db: Database): Promise<string[]> {
  return migrate(db);
}
