// The backend without a socket, for tests that run it inside their own process (the app's
// integration tests, docs/decisions/0011): the same Hono app `pnpm backend` serves, on an
// in-memory PGlite with supabase/migrations applied, so row-level security and the merge
// trigger are the real ones. Requests go to `fetch`; the test reads rows as a superuser.
import { PGlite } from '@electric-sql/pglite';
import bcrypt from 'bcryptjs';
import { createHash, randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { createUser } from '../src/auth/store.ts';
import { loadConfig, type Config } from '../src/config.ts';
import { pgliteDatabase, type Row } from '../src/database.ts';
import { listMigrations, migrate, PLATFORM_SQL } from '../src/migrations.ts';
import { loadSchemaCache } from '../src/rest/schema-cache.ts';
import { createApp } from '../src/server.ts';

const SNAPSHOTS = resolve(import.meta.dirname, '../../../node_modules/.cache/local-supabase');

export type InProcessBackend = {
  /** Live settings: a change (say `auth.enableConfirmations`) holds from the next request. */
  config: Config;
  /** Answers one request as the server would (without a client address). */
  fetch(request: Request): Promise<Response>;
  /** Creates a confirmed account, as if signed up earlier (with this user metadata); returns its id. */
  addUser(email: string, password: string, data?: Record<string, unknown>): Promise<string>;
  /** Runs SQL as the superuser: no row-level security. */
  query<T extends Row = Row>(text: string, params?: unknown[]): Promise<T[]>;
  /** Empties every account, session and row, and puts the settings back. */
  reset(): Promise<void>;
  close(): Promise<void>;
};

// Children before parents. `delete` rather than `truncate`: on PGlite's in-memory files a
// truncate recreates each table's storage (10-60 ms), a delete of a few rows takes 1-3 ms, and
// the app's tests empty the database after every test.
const DATA_TABLES = [
  'public.educator_invitations',
  'public.user_progress',
  'auth.refresh_tokens',
  'auth.sessions',
  'auth.identities',
  'auth.users',
];

export async function startInProcess(): Promise<InProcessBackend> {
  const db = pgliteDatabase(await PGlite.create({ loadDataDir: await migratedSnapshot() }));
  const cache = await loadSchemaCache(db);
  // Tests sign in far more often than config.toml's 30 per 5 minutes allow one address.
  const initial = loadConfig(
    {},
    {
      storage: { kind: 'pglite', dataDir: undefined },
      auth: { rateLimits: { signInSignUps: 1e9, tokenRefresh: 1e9, windowSeconds: 300 } },
    },
  );
  const config: Config = structuredClone(initial);
  const app = createApp(db, config, () => cache);
  return {
    config,
    fetch: async (request) => app.fetch(request),
    async addUser(email, password, data = {}) {
      // Cost 4, not sign-up's 10: the same bcrypt format, without 100 ms per learner.
      const passwordHash = await bcrypt.hash(password, 4);
      const user = await createUser(db, { email, passwordHash, data, confirmed: true });
      return user.id;
    },
    query: (text, params) => db.query(text, params),
    async reset() {
      await db.exec(DATA_TABLES.map((table) => `delete from ${table};`).join('\n'));
      Object.assign(config, structuredClone(initial));
    },
    close: () => db.close(),
  };
}

/**
 * A new PGlite with the platform SQL and supabase/migrations applied, as a tarball of its data
 * folder. initdb takes PGlite 3-4 s, loading the tarball half a second, so it is made once per
 * set of migrations (and PGlite version) and kept in node_modules/.cache.
 */
async function migratedSnapshot(): Promise<Blob> {
  const hash = createHash('sha256');
  hash.update(
    await readFile(new URL('../package.json', import.meta.resolve('@electric-sql/pglite'))),
  );
  for (const file of [PLATFORM_SQL, ...(await listMigrations()).map((m) => m.file)]) {
    hash.update(file).update(await readFile(file));
  }
  const path = join(SNAPSHOTS, `migrated-${hash.digest('hex').slice(0, 16)}.tar`);
  try {
    return new Blob([await readFile(path)]);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const pglite = await PGlite.create();
  await migrate(pgliteDatabase(pglite));
  const tarball = await pglite.dumpDataDir('none');
  await pglite.close();
  const bytes = new Uint8Array(await tarball.arrayBuffer());
  // Written aside and renamed, so a test file starting at the same time never reads half of it.
  await mkdir(SNAPSHOTS, { recursive: true });
  // Test files run in threads of one process: the pid alone would be shared between them.
  const aside = `${path}.${process.pid}.${randomUUID()}`;
  await writeFile(aside, bytes);
  await rename(aside, path);
  return new Blob([bytes]);
}
