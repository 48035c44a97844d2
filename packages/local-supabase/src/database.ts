// One interface over the two Postgres engines the backend runs on: embedded PGlite (a data
// folder, or memory) and a PostgreSQL server (DATABASE_URL). Both speak real Postgres, so
// row-level security, triggers and error codes are the database's own.
import { PGlite } from '@electric-sql/pglite';
import { mkdirSync } from 'node:fs';
import pg from 'pg';

export type Row = Record<string, unknown>;

export interface Sql {
  query<T extends Row = Row>(text: string, params?: unknown[]): Promise<T[]>;
  /** Runs a script of several statements (migrations). */
  exec(script: string): Promise<void>;
}

export interface Database extends Sql {
  /** Runs `work` in one transaction: committed if it resolves, rolled back if it throws. */
  transaction<T>(work: (sql: Sql) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  readonly description: string;
}

/** What a failed statement tells (both drivers throw errors with these fields). */
export type PostgresError = Error & {
  code: string;
  detail?: string | undefined;
  hint?: string | undefined;
};

export function isPostgresError(error: unknown): error is PostgresError {
  const code: unknown = error instanceof Error ? (error as { code?: unknown }).code : undefined;
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code);
}

export async function openPglite(dataDir: string | undefined): Promise<Database> {
  // PGlite creates the folder itself but not its parents (a fresh clone has no .local-supabase/).
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  return pgliteDatabase(await PGlite.create(dataDir), dataDir);
}

/** The Database interface over an open PGlite. */
export function pgliteDatabase(db: PGlite, dataDir?: string): Database {
  return {
    description: dataDir ? `PGlite in ${dataDir}` : 'PGlite in memory',
    async query<T extends Row>(text: string, params: unknown[] = []) {
      return (await db.query<T>(text, params)).rows;
    },
    async transaction(work) {
      return db.transaction((tx) =>
        work({
          async query<T extends Row>(text: string, params: unknown[] = []) {
            return (await tx.query<T>(text, params)).rows;
          },
          async exec(script) {
            await tx.exec(script);
          },
        }),
      );
    },
    async exec(script) {
      await db.exec(script);
    },
    async close() {
      await db.close();
    },
  };
}

export async function openPostgres(connectionString: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString, max: 10 });
  // An idle connection the server closes (a restart, a dropped database) must not crash the
  // process: the next query opens a new one, or fails with the server's message.
  pool.on('error', (error) => console.error(`PostgreSQL connection lost: ${error.message}`));
  // Fail at start, with the server's own message, rather than on the first request.
  await pool.query('select 1');
  const query = async <T extends Row>(
    client: pg.Pool | pg.PoolClient,
    text: string,
    params: unknown[],
  ) => (await client.query<T>(text, params)).rows;
  return {
    description: `PostgreSQL at ${redact(connectionString)}`,
    query: (text, params = []) => query(pool, text, params),
    async transaction(work) {
      const client = await pool.connect();
      try {
        await client.query('begin');
        const result = await work({
          query: (text, params = []) => query(client, text, params),
          exec: async (script) => {
            await client.query(script);
          },
        });
        await client.query('commit');
        return result;
      } catch (error) {
        await client.query('rollback').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    async exec(script) {
      await pool.query(script);
    },
    async close() {
      await pool.end();
    },
  };
}

function redact(connectionString: string): string {
  try {
    const url = new URL(connectionString);
    if (url.password) url.password = '***';
    return url.toString();
  } catch {
    return 'the given DATABASE_URL';
  }
}
