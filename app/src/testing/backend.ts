// The real backend for the app's integration tests (docs/decisions/0011): packages/local-supabase
// in this process, on an in-memory PGlite with supabase/migrations, so every test goes through
// the real sign-in, row-level security and merge trigger. msw only forwards the app's requests
// to it, counts them, and fails the ones a test asks to fail.
import type { ProgressRow } from '@ths/training/row';
import { startInProcess, type InProcessBackend } from '@ths/local-supabase/testing/in-process';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { notify } from '../lib/notify.ts';

/** One request as the app sent it, for tests that count or inspect calls. */
export type RecordedRequest = {
  method: string;
  path: string;
  /** The query string with its "?", or "" (e.g. "?grant_type=password"). */
  search: string;
};

/** A user_progress row as the table stores it (to_jsonb: the JSON PostgREST would send). */
export type StoredProgressRow = ProgressRow & {
  id: string;
  incorrect_scenarios: number[];
  reviewed_count: number;
  created_at: string;
  updated_at: string;
};

/**
 * How an injected failure reaches the app: no answer at all, the database away (503), the local
 * backend's fair share refusing one write too many of this account for now (429, docs/decisions/0038),
 * or a refusal that no retry fixes (403).
 */
export type FailureKind = 'network' | 503 | 429 | 403;
type Fault = { remaining: number | 'always'; kind: FailureKind };

/**
 * One backend for the test file, emptied after each test (truncated, not restarted: PGlite takes
 * seconds to start). `server.use(...)` puts a one-off answer in front of it.
 */
export function setupBackend() {
  const url = import.meta.env.VITE_SUPABASE_URL;
  const anonKey = import.meta.env.VITE_SUPABASE_ANON_KEY;
  let running: InProcessBackend | undefined;
  // Whether this test reached the backend; a test that never did leaves nothing to empty.
  let touched = false;
  const backend = () => {
    if (!running) throw new Error('the backend starts in beforeAll');
    touched = true;
    return running;
  };
  const requests: RecordedRequest[] = [];
  const faults: { save?: Fault | undefined; read?: Fault | undefined } = {};

  /** The injected failure due for this request, if any; counts it down. */
  function takeFault(request: Request, path: string): FailureKind | undefined {
    if (path !== '/rest/v1/user_progress') return undefined;
    const which = request.method === 'POST' ? 'save' : request.method === 'GET' ? 'read' : null;
    const fault = which && faults[which];
    if (!which || !fault) return undefined;
    if (fault.remaining !== 'always' && --fault.remaining <= 0) faults[which] = undefined;
    return fault.kind;
  }

  const server = setupServer(
    http.all(`${url}/*`, ({ request }) => {
      const { pathname, search } = new URL(request.url);
      requests.push({ method: request.method, path: pathname, search });
      const fault = takeFault(request, pathname);
      if (fault === 'network') return HttpResponse.error();
      if (fault === 503) {
        return HttpResponse.json(
          {
            code: 'PGRST000',
            details: 'connection refused (injected by the test)',
            hint: null,
            message: 'Database connection error. Retrying the connection.',
          },
          { status: 503 },
        );
      }
      if (fault === 429) {
        return HttpResponse.json(
          {
            code: 'PT429',
            details:
              'The local backend serves one account at most this many writes at a time, so that every account gets its turn.',
            hint: 'Wait for the writes under way to finish, then try again.',
            message: 'Too many writes at once from this account: at most 8',
          },
          { status: 429 },
        );
      }
      if (fault === 403) {
        return HttpResponse.json(
          {
            code: '42501',
            details: null,
            hint: null,
            message: 'new row violates row-level security policy (injected by the test)',
          },
          { status: 403 },
        );
      }
      return backend().fetch(request);
    }),
  );
  beforeAll(async () => {
    running = await startInProcess();
    server.listen({ onUnhandledFrame: 'error' });
  });
  afterEach(async () => {
    notify.clear();
    server.resetHandlers();
    requests.length = 0;
    faults.save = faults.read = undefined;
    if (touched) await backend().reset();
    touched = false;
  });
  afterAll(async () => {
    server.close();
    await running?.close();
  });

  const fail = (which: 'save' | 'read', count: number | 'always', kind: FailureKind) => {
    faults[which] = count === 'always' || count > 0 ? { remaining: count, kind } : undefined;
  };

  return {
    url,
    anonKey,
    server,
    /** Every request the app sent, oldest first (cleared after each test). */
    requests,
    /** Creates a confirmed account, as if signed up earlier; returns its user id. */
    addUser: (email: string, password: string, data?: Record<string, unknown>) =>
      backend().addUser(email, password, data),
    /** Makes the next `count` upserts (or all, until failSaves(0)) fail. */
    failSaves: (count: number | 'always', kind: FailureKind = 503) => fail('save', count, kind),
    /** Makes the next `count` reads of the progress (or all, until failReads(0)) fail. */
    failReads: (count: number | 'always', kind: FailureKind = 503) => fail('read', count, kind),
    /** On: sign-up answers the user without a session and sign-in says "Email not confirmed". */
    requireEmailConfirmation(on: boolean) {
      backend().config.auth.enableConfirmations = on;
    },
    /** SQL as the superuser (no row-level security). */
    query: <T extends Record<string, unknown>>(text: string, params?: unknown[]) =>
      backend().query<T>(text, params),
    /** The stored user_progress row of the account with this e-mail, if any. */
    async progressOf(email: string, category = 'default') {
      const [found] = await backend().query<{ row: StoredProgressRow }>(
        `select to_jsonb(p) as row from public.user_progress p join auth.users u on u.id = p.user_id
         where u.email = $1 and p.selected_category = $2`,
        [email, category],
      );
      return found?.row;
    },
  };
}

export type Backend = ReturnType<typeof setupBackend>;
