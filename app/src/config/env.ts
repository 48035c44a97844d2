// The app's only configuration: where Supabase is and its public anonymous key
// (docs/product/data.md#calls). Read once and checked, so a wrong .env names the variable instead
// of failing at sign-in. Checked by hand, not with zod: two rules did not need 5 kB gzip of the
// first load (docs/decisions/0015, after issue 18).

export type Env = { supabaseUrl: string; supabaseAnonKey: string };

const URL_PROBLEM =
  'VITE_SUPABASE_URL must be the Supabase project URL, e.g. http://127.0.0.1:54321';
const KEY_PROBLEM = 'VITE_SUPABASE_ANON_KEY must be the project’s anon (public) key';

/** The URL as the browser reads it (spaces around it and tabs or newlines in it dropped), or null. */
function projectUrl(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  try {
    new URL(trimmed);
  } catch {
    return null;
  }
  return trimmed.replace(/[\t\n\r]/g, '');
}

/** The Supabase settings from `source` (Vite's import.meta.env); throws naming each bad one. */
export function readEnv(source: Record<string, unknown> = import.meta.env): Env {
  const supabaseUrl = projectUrl(source.VITE_SUPABASE_URL);
  const key = source.VITE_SUPABASE_ANON_KEY;
  const supabaseAnonKey = typeof key === 'string' && key.length > 0 ? key : null;
  const problems = [
    supabaseUrl === null ? URL_PROBLEM : null,
    supabaseAnonKey === null ? KEY_PROBLEM : null,
  ].filter((problem) => problem !== null);
  if (supabaseUrl === null || supabaseAnonKey === null) {
    throw new Error(
      `The app's environment is not set up:\n${problems.map((p) => `- ${p}`).join('\n')}`,
    );
  }
  return { supabaseUrl, supabaseAnonKey };
}
