// One interface over the two Postgres engines the backend runs on: embedded PGlite (a data
// folder, or memory) and a PostgreSQL server (DATABASE_URL). Both speak real Postgres, so
// row-level security, triggers and error codes are the database's own.
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import {
  createDataFolder,
  DataFolderError,
  inspectDataFolder,
  lockDataFolder,
  type DataFolderLock,
} from './data-folder.ts';

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
  /** PGlite in a folder: the folder's lock, released by close(). */
  readonly lock?: DataFolderLock;
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

/**
 * PGlite in `dataDir` (created if absent), or in memory. A folder is locked first (one backend
 * at a time, see data-folder.ts) and looked at before PGlite opens it: a folder that is not a
 * database, or one PGlite cannot open, is a DataFolderError that names the problem.
 */
export async function openPglite(
  dataDir: string | undefined,
  owner: { port: number; host: string } = { port: 0, host: '127.0.0.1' },
): Promise<Database> {
  if (!dataDir) return pgliteDatabase(await PGlite.create());
  createDataFolder(dataDir);
  const lock = lockDataFolder(dataDir, owner);
  try {
    const contents = inspectDataFolder(dataDir);
    let db: PGlite;
    try {
      db = await PGlite.create(dataDir);
    } catch (error) {
      // A new database that fails to be created is not about the folder.
      if (contents.kind === 'empty') throw error;
      throw await unopenable(dataDir, contents.version, error);
    }
    return pgliteDatabase(db, dataDir, lock);
  } catch (error) {
    lock.release();
    throw error;
  }
}

let pgliteMajor: Promise<string> | undefined;
/** The PostgreSQL major version PGlite runs (read from an in-memory instance, once). */
async function pgliteMajorVersion(): Promise<string> {
  pgliteMajor ??= (async () => {
    const db = await PGlite.create();
    try {
      const [row] = (
        await db.query<{ version: string }>("select current_setting('server_version_num') version")
      ).rows;
      return String(Math.floor(Number(row?.version) / 10000));
    } finally {
      await db.close();
    }
  })();
  return pgliteMajor;
}

/** Why PGlite could not open an existing database: another major version, or damage. */
async function unopenable(dataDir: string, version: string, error: unknown) {
  const major = await pgliteMajorVersion().catch(() => undefined);
  if (major && major !== version) {
    return new DataFolderError(
      dataDir,
      'incompatible',
      `it holds a database of PostgreSQL ${version}, and PGlite runs PostgreSQL ${major}`,
      { cause: error },
    );
  }
  // PGlite says only "failed to initialize properly", or its WebAssembly aborts (a
  // WebAssembly.RuntimeError: a truncated pg_control).
  const detail =
    error instanceof Error && error.name === 'RuntimeError'
      ? 'PGlite aborted while reading it'
      : isPostgresError(error)
        ? `PostgreSQL: ${error.message}`
        : `PGlite: ${error instanceof Error ? error.message.replace(/^PGlite /, '') : String(error)}`;
  return new DataFolderError(dataDir, 'damaged', detail, { cause: error });
}

/**
 * Errors by which PostgreSQL says its files are broken: data_corrupted and index_corrupted
 * (class XX), and the file errors of class 58 (a relation's file missing or unreadable).
 */
export function isDamageError(error: unknown): error is PostgresError {
  return isPostgresError(error) && (error.code.startsWith('XX') || error.code.startsWith('58'));
}

/** The Database interface over an open PGlite. */
export function pgliteDatabase(db: PGlite, dataDir?: string, lock?: DataFolderLock): Database {
  return {
    description: dataDir ? `PGlite in ${dataDir}` : 'PGlite in memory',
    ...(lock && { lock }),
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
      try {
        await db.close();
      } finally {
        lock?.release();
      }
    },
  };
}

/** The PostgreSQL server of DATABASE_URL did not answer, or refused the connection. */
export class DatabaseConnectionError extends Error {
  override name = 'DatabaseConnectionError';
  /** The server's address, without the password. */
  readonly server: string;
  /** The driver's or the server's reason. */
  readonly reason: string;
  constructor(server: string, cause: unknown) {
    const reason = reasonOf(cause);
    super(`cannot connect to PostgreSQL at ${server}: ${reason}`, { cause });
    this.server = server;
    this.reason = reason;
  }
}

function reasonOf(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  // A host with several addresses (localhost: ::1 and 127.0.0.1) fails with an AggregateError
  // whose own message is empty.
  if (!error.message && error instanceof AggregateError) {
    return [...new Set(error.errors.map((each: unknown) => reasonOf(each)))].join('; ');
  }
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' && !error.message.includes(code)
    ? `${error.message} (${code})`
    : error.message;
}

export async function openPostgres(connectionString: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString, max: 10 });
  // An idle connection the server closes (a restart, a dropped database) must not crash the
  // process: the next query opens a new one, or fails with the server's message.
  pool.on('error', (error) => console.error(`PostgreSQL connection lost: ${error.message}`));
  // Fail at start, with the server's own message, rather than on the first request.
  try {
    await pool.query('select 1');
  } catch (error) {
    await pool.end().catch(() => undefined);
    throw new DatabaseConnectionError(redact(connectionString), error);
  }
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
