// The Supabase client, loaded on first use: supabase-js is a third of the app's JavaScript, and
// the first screen (a spinner or the sign-in form) can paint without it.
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Env } from '../config/env.ts';

export type SupabaseLoader = () => Promise<SupabaseClient>;

/** One client per app, created the first time something needs it. */
export function supabaseLoader(env: Env): SupabaseLoader {
  let client: Promise<SupabaseClient> | undefined;
  return () => {
    client ??= import('@supabase/supabase-js').then(({ createClient }) =>
      createClient(env.supabaseUrl, env.supabaseAnonKey, {
        // postgrest-js retries failed reads for ~7 s; the app has its own retries for saves
        // and must show a failed read at once (facts: toolchain.md).
        db: { retry: false },
      }),
    );
    return client;
  };
}
