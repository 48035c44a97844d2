// Runs a test suite against the backend on each storage it supports: embedded PGlite (in
// memory) and a PostgreSQL server (a fresh database per suite, dropped afterwards).
//
// The PostgreSQL server is TEST_DATABASE_URL, else postgres://postgres@127.0.0.1:5432/postgres.
// When none answers, the PostgreSQL half is skipped with that reason printed, unless
// REQUIRE_POSTGRES=1 (CI on a machine that has the server), where it fails instead.
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe } from 'vitest';
import { loadConfig, type ConfigOverrides } from '../src/config.ts';
import { freshDatabase } from '../testing/fresh-database.ts';
import { startServer, type RunningServer } from '../src/server.ts';

const SERVER_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

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

export type Backend = {
  /** The running server; valid inside tests (after beforeAll). */
  readonly server: RunningServer;
  url(): string;
  anonKey(): string;
  client(): SupabaseClient;
  /** Signs up a new learner and returns a client signed in as them. */
  learner(): Promise<{
    client: SupabaseClient;
    id: string;
    email: string;
    password: string;
    accessToken: string;
  }>;
};

export const ENGINES = ['PGlite', 'PostgreSQL'] as const;
export type Engine = (typeof ENGINES)[number];

/** Starts a server for the engine with the test overrides; call inside describe. */
export function useBackend(engine: Engine, overrides: ConfigOverrides = {}): Backend {
  let server: RunningServer | undefined;
  let dropDatabase: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    let storage: ConfigOverrides['storage'] = { kind: 'pglite', dataDir: undefined };
    if (engine === 'PostgreSQL') {
      const database = await freshDatabase(SERVER_URL, 'ths_test');
      dropDatabase = database.drop;
      storage = { kind: 'postgres', url: database.url };
    }
    const config = loadConfig(
      {},
      {
        port: 0,
        storage,
        ...overrides,
        auth: {
          rateLimits: { signInSignUps: 10_000, tokenRefresh: 10_000, windowSeconds: 300 },
          ...overrides.auth,
        },
      },
    );
    server = await startServer(config);
  });
  afterAll(async () => {
    await server?.close();
    await dropDatabase?.();
  });
  const backend: Backend = {
    get server() {
      if (!server) throw new Error('the server starts in beforeAll');
      return server;
    },
    url: () => backend.server.url,
    anonKey: () => backend.server.config.anonKey,
    client: () =>
      createClient(backend.url(), backend.anonKey(), {
        auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
        db: { retry: false } as never,
      }),
    async learner() {
      const client = backend.client();
      const email = `learner-${randomUUID()}@escola.example`;
      const password = 'senha-segura-1';
      const { data, error } = await client.auth.signUp({ email, password });
      if (error || !data.session || !data.user)
        throw error ?? new Error('sign-up returned no session');
      return { client, id: data.user.id, email, password, accessToken: data.session.access_token };
    },
  };
  return backend;
}

/** describe() once per engine; the PostgreSQL run is skipped (with the reason above) without a server. */
export function describeEachEngine(name: string, suite: (engine: Engine) => void): void {
  for (const engine of ENGINES) {
    const run = engine === 'PostgreSQL' && postgresMissing ? describe.skip : describe;
    run(`${name} [${engine}]`, () => suite(engine));
  }
}
