// Runs a test suite against the backend on each engine of ../testing/engines.ts.
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect } from 'vitest';
import { loadConfig, type ConfigOverrides } from '../src/config.ts';
import { startServer, type RunningServer } from '../src/server.ts';
import { SERVER_URL, type Engine } from '../testing/engines.ts';
import { freshDatabase } from '../testing/fresh-database.ts';

export { describeEachEngine } from '../testing/engines.ts';

export type Backend = {
  /** The running server; valid inside tests (after beforeAll). */
  readonly server: RunningServer;
  url(): string;
  anonKey(): string;
  client(): SupabaseClient;
  /** A fresh educator invitation code, made with the service role (the school's administrator). */
  invitation(): Promise<string>;
  /** Signs up a new account (a learner unless asked for an educator) and returns a client signed
   * in as them. */
  learner(role?: 'learner' | 'educator'): Promise<{
    client: SupabaseClient;
    id: string;
    email: string;
    password: string;
    accessToken: string;
  }>;
};

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
    async invitation() {
      const service = createClient(backend.url(), backend.server.config.serviceRoleKey, {
        auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
      });
      const { data, error } = await service.rpc('invite_educator');
      if (error) throw new Error(`invite_educator failed: ${error.message}`, { cause: error });
      return (data as { code: string }).code;
    },
    async learner(role: 'learner' | 'educator' = 'learner') {
      const client = backend.client();
      const email = `${role}-${randomUUID()}@escola.example`;
      const password = 'senha-segura-1';
      // An educator signs up with an invitation code the school's administrator made with the
      // service role (docs/decisions/0071); `role` alone would give a learner.
      const options =
        role === 'educator' ? { data: { role, invitation: await backend.invitation() } } : {};
      const { data, error } = await client.auth.signUp({ email, password, options });
      if (error || !data.session || !data.user)
        throw error ?? new Error('sign-up returned no session');
      return { client, id: data.user.id, email, password, accessToken: data.session.access_token };
    },
  };
  return backend;
}

/** A signed-up learner with a client signed in as them (Backend['learner']). */
export type Learner = Awaited<ReturnType<Backend['learner']>>;

/** The upsert's conflict target, as the app sends it. */
export const PROGRESS_CONFLICT = { onConflict: 'user_id,selected_category' };

/** Saves a first progress row as the app does (the upsert), and checks it was created. */
export async function saveProgress(learner: Learner, currentScenario: number): Promise<void> {
  const { error, status } = await learner.client
    .from('user_progress')
    .upsert(
      { user_id: learner.id, selected_category: 'default', current_scenario: currentScenario },
      PROGRESS_CONFLICT,
    );
  expect(error).toBeNull();
  expect(status).toBe(201);
}
