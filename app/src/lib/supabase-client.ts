// The Supabase client, loaded on first use: supabase-js is a third of the app's JavaScript, and
// the first screen (the sign-in form, or the welcome while progress loads) paints without it.
import type { Session, SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '@ths/database-types/database';
import type { Env } from '../config/env.ts';

/**
 * The app's client, typed by the schema (packages/database-types, `pnpm db:types`): what each
 * table, column and function takes and returns, checked where the app calls it
 * (docs/decisions/0081-one-typed-data-boundary.md).
 */
export type DatabaseClient = SupabaseClient<Database>;

export type SupabaseLoader = {
  /** One client per app, created the first time something needs it. */
  (): Promise<DatabaseClient>;
  /**
   * Whether this browser keeps a session, read from supabase-js's storage without loading it:
   * with none, nobody has to wait for the client before the page can show.
   */
  hasStoredSession: () => boolean;
  /**
   * The session this browser keeps, as supabase-js stored it, even with its access token
   * expired: offline, supabase-js cannot renew it and reports none, yet the learner it belongs
   * to may go on practising on this device (docs/decisions/0014).
   */
  storedSession: () => Session | null;
  /**
   * The stored session when the browser knows it is offline (navigator.onLine false), else
   * null. The learner goes on with it at once: supabase-js, asked offline for a session whose
   * access token has expired, retries the renewal for about 30 s before it says "none", and then
   * refuses to try that refresh token again for a minute, even once the network is back
   * (docs/decisions/0014).
   */
  offlineSession: () => Session | null;
  /**
   * The client for a request to the backend, or at once an OfflineError when the browser knows
   * it is offline: the request could not succeed, and it would wait on that renewal first (the
   * client even starts one as it loads). Online, the client renews the session as usual.
   */
  connected: () => Promise<DatabaseClient>;
  /** The client, once something first asked for it (the sign-in form, a stored session). */
  loaded: Promise<DatabaseClient>;
};

/** supabase-js's own default key (sb-<first label of the host>-auth-token), written out. */
export function sessionStorageKey(supabaseUrl: string): string {
  return `sb-${new URL(supabaseUrl).hostname.split('.')[0]}-auth-token`;
}

/** The browser knows it has no network. (navigator.onLine true may still mean no way through.) */
export function isOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

/** A request to the backend not even tried: the browser is offline. */
export class OfflineError extends Error {
  override name = 'OfflineError';
  constructor() {
    super('The browser is offline');
  }
}

export function supabaseLoader(env: Env): SupabaseLoader {
  const storageKey = sessionStorageKey(env.supabaseUrl);
  let client: Promise<DatabaseClient> | undefined;
  // Not Promise.withResolvers: older phones' browsers (Safari < 17.4) lack it.
  let announce: (client: Promise<DatabaseClient>) => void = () => {};
  const loaded = new Promise<DatabaseClient>((resolve) => (announce = resolve));
  const load = () => {
    if (client) return client;
    client = import('@supabase/supabase-js').then(({ createClient }) =>
      createClient<Database>(env.supabaseUrl, env.supabaseAnonKey, {
        auth: { storageKey },
        // postgrest-js retries failed reads for ~7 s; the app has its own retries for saves
        // and must show a failed read at once (postgrest-js's fetch retries).
        db: { retry: false },
      }),
    );
    announce(client);
    return client;
  };
  const stored = (): string | null => {
    try {
      return localStorage.getItem(storageKey);
    } catch {
      // Storage blocked: supabase-js keeps the session in memory only, so there is none yet.
      return null;
    }
  };
  const storedSession = () => parseStoredSession(stored());
  return Object.assign(load, {
    loaded,
    hasStoredSession: () => stored() !== null,
    storedSession,
    offlineSession: () => (isOffline() ? storedSession() : null),
    connected: () => (isOffline() ? Promise.reject(new OfflineError()) : load()),
  });
}

/** A stored session with a user id and a refresh token, or null for anything else. */
export function parseStoredSession(raw: string | null): Session | null {
  if (raw === null) return null;
  try {
    const value = JSON.parse(raw) as Partial<Session> | null;
    const usable = typeof value?.refresh_token === 'string' && typeof value.user?.id === 'string';
    return usable ? (value as Session) : null;
  } catch {
    return null;
  }
}
