// The app's only configuration: where Supabase is and its public anonymous key (spec §6).
// Read once and checked, so a wrong .env names the variable instead of failing at sign-in.
import { z } from 'zod/mini';

const EnvSchema = z.object({
  VITE_SUPABASE_URL: z.url({
    error: 'VITE_SUPABASE_URL must be the Supabase project URL, e.g. http://127.0.0.1:54321',
  }),
  VITE_SUPABASE_ANON_KEY: z.string().check(
    z.minLength(1, {
      error: 'VITE_SUPABASE_ANON_KEY must be the project’s anon (public) key',
    }),
  ),
});

export type Env = { supabaseUrl: string; supabaseAnonKey: string };

/** The Supabase settings from `source` (Vite's import.meta.env); throws naming each bad one. */
export function readEnv(source: Record<string, unknown> = import.meta.env): Env {
  const parsed = EnvSchema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues
      .map((issue) => {
        const name = issue.path.join('.');
        return issue.message.startsWith(name)
          ? `- ${issue.message}`
          : `- ${name}: ${issue.message}`;
      })
      .join('\n');
    throw new Error(`The app's environment is not set up:\n${problems}`);
  }
  return {
    supabaseUrl: parsed.data.VITE_SUPABASE_URL,
    supabaseAnonKey: parsed.data.VITE_SUPABASE_ANON_KEY,
  };
}
