// A stand-in for Supabase (Auth and PostgREST behind the Kong gateway) for the app's tests, as
// msw handlers. It answers the calls the app makes with the status codes, bodies and headers the
// real servers send (/work/shared/facts/supabase-wire.md; packages/local-supabase is the same
// protocol in front of real Postgres). Saves merge by the database trigger's rules
// (supabase/migrations/…_user_progress.sql), through the training engine's own merge.
// State lives in this closure: every test makes its own mock.
import { mergeProgress } from '@ths/training/merge';
import type { Progress } from '@ths/training/progress';
import { fromRow, ProgressRowError, toRow, type ProgressRow } from '@ths/training/row';
import { http, HttpResponse, type HttpHandler } from 'msw';

/** One request as it reached the mock, for tests that count or inspect calls. */
export type RecordedRequest = {
  method: string;
  path: string;
  /** The query string with its "?", or "" (e.g. "?grant_type=password"). */
  search: string;
  /** The parsed JSON body, the raw text when it is not JSON, or null when empty. */
  body: unknown;
  /** Header names lowercased. */
  headers: Record<string, string>;
};

/** A user_progress row as the table stores and PostgREST returns it: what the app sends plus
 * the columns the database fills in. */
export type StoredProgressRow = ProgressRow & {
  id: string;
  incorrect_scenarios: number[];
  reviewed_count: number;
  created_at: string;
  updated_at: string;
};

/** How an injected failure reaches the client: a dropped connection or a 503 answer. */
export type FailureKind = 'network' | 503;

export type SupabaseMockOptions = { url?: string; anonKey?: string };

const DEFAULT_URL = 'http://127.0.0.1:54321';
const API_VERSION = '2024-01-01';
const JWT_EXPIRY_SECONDS = 3600;
// GoTrue's default refresh-token reuse interval: two tabs refreshing at once both succeed.
const REUSE_INTERVAL_MS = 10_000;
const MIN_PASSWORD_LENGTH = 6;
const JSON_TYPE = 'application/json; charset=utf-8';
const OBJECT_TYPE = 'application/vnd.pgrst.object+json';
const TABLE = 'user_progress';
const CONFLICT_KEY = ['selected_category', 'user_id'];
// badoux/checkmail's format check, which Supabase Auth uses.
const EMAIL =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const REFRESH_TOKEN = /^[a-z0-9]{12}$/;
const EXPOSED_HEADERS =
  'X-Supabase-Api-Version, Content-Range, Content-Location, Location, Preference-Applied, x-sb-error-code';

// supabase-js decodes tokens but never verifies them, so a fixed signature is enough; tokens
// not made here are refused for carrying another one.
const SIGNATURE = base64url('supabase-mock: not a real signature');
const EXPIRED = 'token has invalid claims: token is expired';

const DEFAULT_ROW = {
  selected_category: 'default',
  current_scenario: 0,
  correct_answers: 0,
  completed_scenarios: [],
  unlocked_achievements: [],
  scenario_results: {},
  incorrect_scenarios: [],
  review_counts: {},
  reviewed_count: 0,
  current_streak: 0,
  current_phase: 1,
  client_updated_at: null,
} satisfies Partial<StoredProgressRow>;

const COLUMNS = new Set<string>([
  'id',
  'user_id',
  ...Object.keys(DEFAULT_ROW),
  'created_at',
  'updated_at',
]);

type MockUser = {
  id: string;
  identityId: string;
  email: string;
  password: string;
  createdAt: string;
  updatedAt: string;
  confirmedAt: string | null;
  confirmationSentAt: string | null;
  lastSignInAt: string | null;
};

type Session = { id: string; userId: string; createdAt: number };
type RefreshToken = { sessionId: string; revokedAt: number | null };
type Failure = { remaining: number | 'always'; kind: FailureKind };
type Caller = { role: 'anon' } | { role: 'authenticated'; sub: string };
type Json = Record<string, unknown>;

/** A Supabase Auth refusal; answered in the body shape the request's API version asks for. */
class AuthFailure extends Error {
  readonly status: number;
  readonly code: string;
  readonly extra: Json;
  constructor(status: number, code: string, message: string, extra: Json = {}) {
    super(message);
    this.status = status;
    this.code = code;
    this.extra = extra;
  }
}

/** A PostgREST refusal: {code, details, hint, message}. */
class RestFailure extends Error {
  readonly status: number;
  readonly body: { code: string; details: string | null; hint: string | null; message: string };
  readonly headers: Record<string, string>;
  constructor(
    status: number,
    code: string,
    message: string,
    details: string | null = null,
    headers: Record<string, string> = {},
  ) {
    super(message);
    this.status = status;
    this.body = { code, details, hint: null, message };
    this.headers = headers;
  }
}

const invalidCredentials = () =>
  new AuthFailure(400, 'invalid_credentials', 'Invalid login credentials');
const validationFailed = (message: string) => new AuthFailure(400, 'validation_failed', message);
const rlsViolation = () =>
  new RestFailure(403, '42501', `new row violates row-level security policy for table "${TABLE}"`);
const triggerRefusal = (message: string) => new RestFailure(400, '22023', message);

export function createSupabaseMock(options: SupabaseMockOptions = {}) {
  const url = (options.url ?? DEFAULT_URL).replace(/\/+$/, '');
  // Shaped like Supabase's legacy anon key, so code that decodes it finds role "anon".
  const anonKey =
    options.anonKey ??
    `${base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }))}.${base64url(
      JSON.stringify({ iss: 'supabase-demo', role: 'anon', exp: 1983812996 }),
    )}.${SIGNATURE}`;

  const users = new Map<string, MockUser>();
  const sessions = new Map<string, Session>();
  const refreshTokens = new Map<string, RefreshToken>();
  const rows = new Map<string, StoredProgressRow>();
  const requests: RecordedRequest[] = [];
  const signUps: { email: string; redirectTo: string | null }[] = [];
  const failures: { save: Failure | null; read: Failure | null } = { save: null, read: null };
  let confirmEmails = false;
  let counter = 0;

  // Deterministic, so a failing test shows the same ids on every run.
  const nextId = () => `00000000-0000-4000-8000-${(++counter).toString(16).padStart(12, '0')}`;
  const nowIso = () => new Date().toISOString();
  const rowKey = (userId: string, category: string) => `${userId}\n${category}`;
  const userByEmail = (email: string) =>
    [...users.values()].find((user) => user.email === email.trim().toLowerCase());

  // ---- Auth (GoTrue) ----------------------------------------------------------------------

  function createUser(email: string, password: string, confirmed: boolean): MockUser {
    const now = nowIso();
    const user: MockUser = {
      id: nextId(),
      identityId: nextId(),
      email,
      password,
      createdAt: now,
      updatedAt: now,
      confirmedAt: confirmed ? now : null,
      confirmationSentAt: confirmed ? null : now,
      lastSignInAt: null,
    };
    users.set(user.id, user);
    return user;
  }

  function userJson(user: MockUser, identities = true) {
    const identityData = {
      email: user.email,
      email_verified: false,
      phone_verified: false,
      sub: user.id,
    };
    return withoutUndefined({
      id: user.id,
      aud: 'authenticated',
      role: 'authenticated',
      email: user.email,
      email_confirmed_at: user.confirmedAt ?? undefined,
      phone: '',
      confirmation_sent_at: user.confirmationSentAt ?? undefined,
      confirmed_at: user.confirmedAt ?? undefined,
      last_sign_in_at: user.lastSignInAt ?? undefined,
      app_metadata: { provider: 'email', providers: ['email'] },
      user_metadata: { ...identityData, email_verified: user.confirmedAt !== null },
      identities: identities
        ? [
            withoutUndefined({
              identity_id: user.identityId,
              id: user.id,
              user_id: user.id,
              identity_data: identityData,
              provider: 'email',
              last_sign_in_at: user.lastSignInAt ?? undefined,
              created_at: user.createdAt,
              updated_at: user.updatedAt,
              email: user.email,
            }),
          ]
        : [],
      created_at: user.createdAt,
      updated_at: user.updatedAt,
      is_anonymous: false,
    });
  }

  function newRefreshToken(sessionId: string): string {
    const alphabet = 'abcdefghijklmnopqrstuvwxyz234567';
    let token = '';
    for (let n = ++counter; n > 0; n = Math.floor(n / 32)) token = alphabet.charAt(n % 32) + token;
    token = token.padStart(12, 'a');
    refreshTokens.set(token, { sessionId, revokedAt: null });
    return token;
  }

  /** The AccessTokenResponse of signup, password sign-in and refresh. */
  function sessionJson(user: MockUser, session: Session, refreshToken: string) {
    const iat = Math.floor(Date.now() / 1000);
    const exp = iat + JWT_EXPIRY_SECONDS;
    const claims = {
      iss: `${url}/auth/v1`,
      sub: user.id,
      aud: 'authenticated',
      exp,
      iat,
      email: user.email,
      phone: '',
      app_metadata: { provider: 'email', providers: ['email'] },
      user_metadata: userJson(user).user_metadata,
      role: 'authenticated',
      aal: 'aal1',
      amr: [{ method: 'password', timestamp: session.createdAt }],
      session_id: session.id,
      is_anonymous: false,
    };
    return {
      access_token: `${base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }))}.${base64url(
        JSON.stringify(claims),
      )}.${SIGNATURE}`,
      token_type: 'bearer',
      expires_in: JWT_EXPIRY_SECONDS,
      expires_at: exp,
      refresh_token: refreshToken,
      user: userJson(user),
    };
  }

  function signIn(user: MockUser) {
    user.lastSignInAt = nowIso();
    const session: Session = {
      id: nextId(),
      userId: user.id,
      createdAt: Math.floor(Date.now() / 1000),
    };
    sessions.set(session.id, session);
    return sessionJson(user, session, newRefreshToken(session.id));
  }

  function checkPassword(password: unknown): asserts password is string {
    if (typeof password !== 'string' || password === '') {
      throw validationFailed('Signup requires a valid password');
    }
    if (new TextEncoder().encode(password).length > 72) {
      throw validationFailed('Password cannot be longer than 72 characters');
    }
    if ([...password].length < MIN_PASSWORD_LENGTH) {
      throw new AuthFailure(
        422,
        'weak_password',
        `Password should be at least ${MIN_PASSWORD_LENGTH} characters.`,
        { weak_password: { reasons: ['length'] } },
      );
    }
  }

  function normaliseEmail(email: unknown): string {
    if (typeof email !== 'string' || email.trim() === '') {
      throw validationFailed('An email address is required');
    }
    const trimmed = email.trim().toLowerCase();
    if (!EMAIL.test(trimmed)) {
      throw validationFailed('Unable to validate email address: invalid format');
    }
    return trimmed;
  }

  function authJsonBody(text: string): Json {
    try {
      const value: unknown = JSON.parse(text);
      if (isRecord(value)) return value;
    } catch (error) {
      throw new AuthFailure(
        400,
        'bad_json',
        `Could not parse request body as JSON: ${(error as Error).message}`,
      );
    }
    throw new AuthFailure(400, 'bad_json', 'Could not parse request body as JSON: not an object');
  }

  /** The signed-in user and session behind the Bearer token, as GoTrue checks them. */
  function authenticate(request: Request): { user: MockUser; session: Session } {
    const token = bearerOf(request);
    if (!token) {
      throw new AuthFailure(401, 'no_authorization', 'This endpoint requires a valid Bearer token');
    }
    const read = readToken(token);
    if ('failure' in read) {
      throw new AuthFailure(
        403,
        'bad_jwt',
        `invalid JWT: unable to parse or verify signature, ${read.failure}`,
      );
    }
    const user = typeof read.claims.sub === 'string' ? users.get(read.claims.sub) : undefined;
    if (!user) {
      throw new AuthFailure(403, 'user_not_found', 'User from sub claim in JWT does not exist');
    }
    const sessionId = read.claims.session_id;
    const session = typeof sessionId === 'string' ? sessions.get(sessionId) : undefined;
    if (!session || session.userId !== user.id) {
      throw new AuthFailure(
        403,
        'session_not_found',
        'Session from session_id claim in JWT does not exist',
      );
    }
    return { user, session };
  }

  function signUp(target: URL, text: string): Response {
    const body = authJsonBody(text);
    // GoTrue's order: password strength, then e-mail format, then an existing account.
    checkPassword(body.password);
    const email = normaliseEmail(body.email);
    signUps.push({ email, redirectTo: target.searchParams.get('redirect_to') });
    const existing = userByEmail(email);
    if (existing && !confirmEmails) {
      throw new AuthFailure(422, 'user_already_exists', 'User already registered');
    }
    if (existing) {
      // With confirmations on, GoTrue answers as for a new user (identities empty) so that
      // sign-up cannot reveal who has an account.
      return HttpResponse.json(userJson({ ...existing, id: nextId() }, false));
    }
    const user = createUser(email, body.password, !confirmEmails);
    return HttpResponse.json(confirmEmails ? userJson(user) : signIn(user));
  }

  function token(target: URL, text: string): Response {
    const grant = target.searchParams.get('grant_type');
    if (grant === 'password') {
      const body = authJsonBody(text);
      const user = typeof body.email === 'string' ? userByEmail(body.email) : undefined;
      if (!user || typeof body.password !== 'string' || body.password !== user.password) {
        throw invalidCredentials();
      }
      if (user.confirmedAt === null) {
        throw new AuthFailure(400, 'email_not_confirmed', 'Email not confirmed');
      }
      return HttpResponse.json(signIn(user));
    }
    if (grant === 'refresh_token') {
      const body = authJsonBody(text);
      const presented = body.refresh_token;
      if (typeof presented !== 'string' || presented === '') {
        return HttpResponse.json(
          { error: 'invalid_request', error_description: 'refresh_token required' },
          { status: 400 },
        );
      }
      if (!REFRESH_TOKEN.test(presented)) throw validationFailed('Refresh token is not valid');
      const stored = refreshTokens.get(presented);
      const session = stored && sessions.get(stored.sessionId);
      const user = session && users.get(session.userId);
      if (!stored || !session || !user) {
        throw new AuthFailure(
          400,
          'refresh_token_not_found',
          'Invalid Refresh Token: Refresh Token Not Found',
        );
      }
      if (stored.revokedAt !== null) {
        const active = [...refreshTokens].find(
          ([, other]) => other.sessionId === session.id && other.revokedAt === null,
        );
        if (active && Date.now() - stored.revokedAt <= REUSE_INTERVAL_MS) {
          return HttpResponse.json(sessionJson(user, session, active[0]));
        }
        // A rotated token used again may have leaked: GoTrue ends the whole session.
        sessions.delete(session.id);
        throw new AuthFailure(
          400,
          'refresh_token_already_used',
          'Invalid Refresh Token: Already Used',
        );
      }
      stored.revokedAt = Date.now();
      return HttpResponse.json(sessionJson(user, session, newRefreshToken(session.id)));
    }
    throw new AuthFailure(400, 'invalid_credentials', 'unsupported_grant_type');
  }

  function logout(request: Request, target: URL): Response {
    const { user, session } = authenticate(request);
    const scope = target.searchParams.get('scope') ?? 'global';
    if (scope !== 'global' && scope !== 'local' && scope !== 'others') {
      throw validationFailed(`Unsupported logout scope "${scope}"`);
    }
    for (const other of [...sessions.values()]) {
      const ends =
        other.userId === user.id &&
        (scope === 'global' || (scope === 'local') === (other.id === session.id));
      if (ends) sessions.delete(other.id);
    }
    return new HttpResponse(null, { status: 204 });
  }

  function authErrorResponse(request: Request, failure: AuthFailure): Response {
    const dated = wantsDatedErrors(request);
    const body = dated
      ? { code: failure.code, message: failure.message, ...failure.extra }
      : { code: failure.status, error_code: failure.code, msg: failure.message, ...failure.extra };
    return HttpResponse.json(body, {
      status: failure.status,
      headers: { 'x-sb-error-code': failure.code },
    });
  }

  // ---- REST (PostgREST) -------------------------------------------------------------------

  /** Who PostgREST runs the request as: the JWT's role, or anon without a user token. */
  function callerOf(request: Request): Caller {
    const token = bearerOf(request);
    if (!token || token === anonKey) return { role: 'anon' };
    const read = readToken(token);
    if ('failure' in read) {
      const expired = read.failure === EXPIRED;
      const message = expired ? 'JWT expired' : 'JWT cryptographic operation failed';
      throw new RestFailure(401, expired ? 'PGRST303' : 'PGRST301', message, null, {
        'WWW-Authenticate': `Bearer error="invalid_token", error_description="${message}"`,
      });
    }
    const { role, sub } = read.claims;
    if (role === 'authenticated' && typeof sub === 'string') return { role, sub };
    return { role: 'anon' };
  }

  /** The anon role has no grant on the table (the migration revokes it): 401, as PostgREST. */
  function learnerOf(request: Request): string {
    const caller = callerOf(request);
    if (caller.role === 'anon') {
      throw new RestFailure(401, '42501', `permission denied for table ${TABLE}`, null, {
        'WWW-Authenticate': 'Bearer',
      });
    }
    return caller.sub;
  }

  function checkProfile(request: Request, header: 'accept-profile' | 'content-profile') {
    const profile = request.headers.get(header);
    if (profile !== null && profile !== 'public') {
      throw new RestFailure(406, 'PGRST106', 'The schema must be one of the following: public');
    }
  }

  /** The injected failure for this request, if one is due; counts it down. */
  function takeFailure(which: 'save' | 'read'): Response | undefined {
    const failure = failures[which];
    if (!failure) return undefined;
    if (failure.remaining !== 'always') {
      failure.remaining -= 1;
      if (failure.remaining <= 0) failures[which] = null;
    }
    if (failure.kind === 'network') return HttpResponse.error();
    throw new RestFailure(
      503,
      'PGRST000',
      'Database connection error. Retrying the connection.',
      'connection refused (injected by supabase-mock)',
    );
  }

  function readRows(request: Request, target: URL): Response {
    checkProfile(request, 'accept-profile');
    const injected = takeFailure('read');
    if (injected) return injected;
    const learner = learnerOf(request);
    let columns: string[] | '*' = '*';
    const filters: [string, string][] = [];
    for (const [name, value] of target.searchParams) {
      if (name === 'select') {
        if (value === '*') continue;
        columns = value.split(',').map((column) => column.trim());
        columns.forEach((column) => checkColumn(column));
      } else if (value.startsWith('eq.')) {
        checkColumn(name);
        filters.push([name, value.slice(3)]);
      } else {
        // The app sends only select and eq filters; anything else is a test bug, said plainly.
        throw new RestFailure(
          400,
          'PGRST100',
          `"failed to parse filter (${value})" (supabase-mock supports only eq. filters)`,
        );
      }
    }
    // Row-level security: other learners' rows simply are not there.
    const found = [...rows.values()]
      .filter((row) => row.user_id === learner)
      .filter((row) =>
        filters.every(
          ([column, value]) => String(row[column as keyof StoredProgressRow]) === value,
        ),
      )
      .map((row) => (columns === '*' ? row : pick(row, columns)));
    const single = wantsObject(request);
    if (single && found.length !== 1) throw singular(found.length);
    return restJson(single ? found[0] : found, 200, {
      'Content-Range': found.length === 0 ? '*/*' : `0-${found.length - 1}/*`,
      'Content-Type': single ? `${OBJECT_TYPE}; charset=utf-8` : JSON_TYPE,
    });
  }

  function writeRows(request: Request, target: URL, text: string): Response {
    checkProfile(request, 'content-profile');
    const injected = takeFailure('save');
    if (injected) return injected;
    const learner = learnerOf(request);
    const prefer = parsePrefer(request.headers.get('prefer'));
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      throw new RestFailure(400, 'PGRST102', 'Empty or invalid json');
    }
    const sent = Array.isArray(body) ? body : [body];
    if (!sent.every(isRecord)) throw new RestFailure(400, 'PGRST102', 'Empty or invalid json');
    for (const row of sent) for (const column of Object.keys(row)) checkColumn(column, 'PGRST204');
    const onConflict = (target.searchParams.get('on_conflict') ?? 'id').split(',').sort();
    const onKey = onConflict.join() === CONFLICT_KEY.join();
    if (!onKey && onConflict.join() !== 'id') {
      throw new RestFailure(
        400,
        '42P10',
        'there is no unique or exclusion constraint matching the ON CONFLICT specification',
      );
    }
    const merge = prefer.resolution === 'merge-duplicates' && onKey;

    // One transaction: every row is checked before any is stored.
    const staged = new Map<string, StoredProgressRow>();
    let inserted = false;
    const written = sent.map((row) => {
      const proposed: Json = { ...DEFAULT_ROW, ...row };
      checkTriggerShape(proposed);
      // WITH CHECK of the insert policy, before the conflict is even looked for.
      if (proposed.user_id !== learner) throw rlsViolation();
      const category = checkCategory(proposed.selected_category);
      const key = rowKey(learner, category);
      const old = staged.get(key) ?? rows.get(key);
      if (old && !merge) {
        throw new RestFailure(
          409,
          '23505',
          `duplicate key value violates unique constraint "${TABLE}_user_id_selected_category_key"`,
          `Key (user_id, selected_category)=(${learner}, ${category}) already exists.`,
        );
      }
      // ON CONFLICT DO UPDATE sets only the columns sent; the rest keep their stored values.
      const next = old ? { ...old, ...row } : proposed;
      if (old) checkTriggerShape(next);
      inserted ||= !old;
      const stored = mergedRow(old, next, learner, category, row.id);
      staged.set(key, stored);
      return stored;
    });
    const single = wantsObject(request);
    // PostgREST checks the single object before committing, so a refused one stores nothing.
    if (single && prefer.return === 'representation' && written.length !== 1) {
      throw singular(written.length);
    }
    for (const [key, row] of staged) rows.set(key, row);

    // PostgREST 12+: 201 when a row was inserted, 200 when an upsert only updated.
    const status = inserted || written.length === 0 || !prefer.resolution ? 201 : 200;
    const headers: Record<string, string> = { 'Content-Range': '*/*' };
    if (prefer.resolution) headers['Preference-Applied'] = `resolution=${prefer.resolution}`;
    if (prefer.return !== 'representation') return new HttpResponse(null, { status, headers });
    return restJson(single ? written[0] : written, status, {
      ...headers,
      'Content-Type': single ? `${OBJECT_TYPE}; charset=utf-8` : JSON_TYPE,
    });
  }

  /**
   * The row the trigger user_progress_merge stores: `next` merged into `old` (nothing either
   * holds is lost), with the derived columns recomputed.
   */
  function mergedRow(
    old: StoredProgressRow | undefined,
    next: Json,
    userId: string,
    category: string,
    sentId: unknown,
  ): StoredProgressRow {
    const incoming = readProgress(next);
    let progress: Progress = incoming;
    if (old) {
      const stored = readProgress(old);
      // The trigger's rule for the position: only a state older than the stored one is
      // ignored (mergeProgress instead also breaks ties and treats null as oldest).
      const stale =
        incoming.updatedAt !== null &&
        stored.updatedAt !== null &&
        Date.parse(incoming.updatedAt) < Date.parse(stored.updatedAt);
      const position = stale ? stored : incoming;
      progress = {
        ...mergeProgress(stored, incoming),
        currentPhase: position.currentPhase,
        currentScenario: position.currentScenario,
        streak: position.streak,
        updatedAt: position.updatedAt,
      };
    }
    const shaped = toRow(progress, userId, category);
    const results = Object.entries(shaped.scenario_results);
    const completed = [
      ...new Set([
        ...(old?.completed_scenarios ?? []),
        ...wholeNumbers(next.completed_scenarios, 'completed_scenarios'),
        ...results.map(([scenario]) => Number(scenario)),
      ]),
    ].sort((a, b) => a - b);
    const firstCorrect = results.filter(([, result]) => result.first_correct).length;
    const reviewSum = Object.values(shaped.review_counts).reduce((sum, count) => sum + count, 0);
    const now = nowIso();
    return {
      id: old?.id ?? (typeof sentId === 'string' ? sentId : nextId()),
      user_id: userId,
      selected_category: category,
      current_scenario: shaped.current_scenario,
      correct_answers: Math.min(
        Math.max(
          old?.correct_answers ?? 0,
          count(next.correct_answers, 'correct_answers'),
          firstCorrect,
        ),
        completed.length,
      ),
      completed_scenarios: completed,
      unlocked_achievements: shaped.unlocked_achievements,
      scenario_results: shaped.scenario_results,
      incorrect_scenarios: results
        .filter(([, result]) => !result.last_correct)
        .map(([scenario]) => Number(scenario))
        .sort((a, b) => a - b),
      review_counts: shaped.review_counts,
      reviewed_count: Math.max(
        old?.reviewed_count ?? 0,
        count(next.reviewed_count, 'reviewed_count'),
        reviewSum,
      ),
      current_streak: shaped.current_streak,
      current_phase: shaped.current_phase,
      client_updated_at:
        shaped.client_updated_at === null
          ? null
          : pgTimestamp(Date.parse(shaped.client_updated_at)),
      created_at: old?.created_at ?? pgTimestamp(Date.now()),
      updated_at: pgTimestamp(Date.parse(now)),
    };
  }

  // ---- Routing ------------------------------------------------------------------------------

  type Resolve = (request: Request, target: URL, text: string) => Response;

  /** Logs the request, applies the gateway's key check and CORS, and turns refusals into answers. */
  function route(method: 'get' | 'post' | 'all', path: string, resolve: Resolve): HttpHandler {
    return http[method](`${url}${path}`, async ({ request }) => {
      const target = new URL(request.url);
      const text = await request.text();
      requests.push({
        method: request.method,
        path: target.pathname,
        search: target.search,
        body: parseLogged(text),
        headers: Object.fromEntries(request.headers),
      });
      if (request.method === 'OPTIONS') return preflight(request);
      const isAuth = target.pathname.startsWith('/auth/v1/');
      let response: Response;
      try {
        response = checkApiKey(request, target) ?? resolve(request, target, text);
      } catch (error) {
        if (error instanceof AuthFailure) response = authErrorResponse(request, error);
        else if (error instanceof RestFailure)
          response = restJson(error.body, error.status, error.headers);
        else throw error;
      }
      if (response.type === 'error') return response;
      if (isAuth && wantsDatedErrors(request)) {
        response.headers.set('X-Supabase-Api-Version', API_VERSION);
      }
      response.headers.set('Access-Control-Allow-Origin', '*');
      response.headers.set('Access-Control-Expose-Headers', EXPOSED_HEADERS);
      return response;
    });
  }

  /** Kong's key-auth in front of both services: no key or an unknown one is a 401. */
  function checkApiKey(request: Request, target: URL): Response | undefined {
    const key = request.headers.get('apikey') ?? target.searchParams.get('apikey');
    if (key === null) {
      return HttpResponse.json(
        {
          message: 'No API key found in request',
          hint: 'No `apikey` request header or url param was found.',
        },
        { status: 401 },
      );
    }
    if (key !== anonKey) {
      return HttpResponse.json(
        {
          // Kong's message; its hint is left out: the app reads neither, and this file should
          // not name any key but the anon one the app is allowed to hold.
          message: 'Invalid API key',
        },
        { status: 401 },
      );
    }
    return undefined;
  }

  const handlers: HttpHandler[] = [
    route('post', '/auth/v1/signup', (_request, target, text) => signUp(target, text)),
    route('post', '/auth/v1/token', (_request, target, text) => token(target, text)),
    route('get', '/auth/v1/user', (request) =>
      HttpResponse.json(userJson(authenticate(request).user)),
    ),
    route('post', '/auth/v1/logout', (request, target) => logout(request, target)),
    route('get', `/rest/v1/${TABLE}`, readRows),
    route('post', `/rest/v1/${TABLE}`, writeRows),
    // Everything else the app never sends: answered as the real servers would, or plainly
    // refused, so an unexpected call fails the test that made it instead of hanging.
    route('all', '/*', (request, target) => {
      const path = target.pathname;
      if (path.startsWith('/auth/v1/')) throw new AuthFailure(404, 'not_found', 'Not Found');
      if (path === `/rest/v1/${TABLE}`) {
        throw new RestFailure(
          501,
          'PGRST000',
          `supabase-mock does not implement ${request.method} ${path}`,
        );
      }
      if (path.startsWith('/rest/v1/')) {
        const table = path.slice('/rest/v1/'.length);
        throw new RestFailure(
          404,
          'PGRST205',
          `Could not find the table 'public.${table}' in the schema cache`,
        );
      }
      return HttpResponse.json({ message: 'no Route matched with those values' }, { status: 404 });
    }),
  ];

  // ---- Controls -----------------------------------------------------------------------------

  function setFailure(which: 'save' | 'read', count: number | 'always', kind: FailureKind) {
    failures[which] = count === 'always' || count > 0 ? { remaining: count, kind } : null;
  }

  return {
    handlers,
    url,
    anonKey,
    /** Every request that reached the handlers, oldest first (cleared by reset()). */
    requests,
    /** Every sign-up that passed validation, with the redirect_to the client sent (or null). */
    signUps,
    /** Creates a confirmed account, as if signed up earlier; returns its user id. */
    addUser(email: string, password: string): string {
      return createUser(normaliseEmail(email), password, true).id;
    },
    /** Marks an account confirmed, as if the learner clicked the e-mail's link. */
    confirmEmail(email: string): void {
      const user = userByEmail(email);
      if (!user) throw new Error(`supabase-mock: no account for ${email}`);
      user.confirmedAt ??= nowIso();
    },
    /** Makes the next `count` upserts (or all, until failSaves(0)) fail with a 503 or a dropped connection. */
    failSaves(count: number | 'always', kind: FailureKind = 503): void {
      setFailure('save', count, kind);
    },
    /** Makes the next `count` reads (or all, until failReads(0)) fail with a 503 or a dropped connection. */
    failReads(count: number | 'always', kind: FailureKind = 503): void {
      setFailure('read', count, kind);
    },
    /** On: sign-up answers the user without a session and sign-in needs confirmEmail first. */
    requireEmailConfirmation(on: boolean): void {
      confirmEmails = on;
    },
    /** A copy of the stored user_progress row of this user and category, if any. */
    rowOf(userId: string, category = 'default'): StoredProgressRow | undefined {
      const row = rows.get(rowKey(userId, category));
      return row && structuredClone(row);
    },
    /** rowOf for the account with this e-mail. */
    progressOf(email: string, category = 'default'): StoredProgressRow | undefined {
      const user = userByEmail(email);
      const row = user && rows.get(rowKey(user.id, category));
      return row && structuredClone(row);
    },
    /** Forgets every account, session, row, injected failure and logged request. */
    reset(): void {
      users.clear();
      sessions.clear();
      refreshTokens.clear();
      rows.clear();
      requests.length = 0;
      signUps.length = 0;
      failures.save = null;
      failures.read = null;
      confirmEmails = false;
    },
  };
}

export type SupabaseMock = ReturnType<typeof createSupabaseMock>;

// ---- Helpers without state ------------------------------------------------------------------

function base64url(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
}

function fromBase64url(part: string): string {
  const binary = atob(part.replaceAll('-', '+').replaceAll('_', '/'));
  return new TextDecoder().decode(Uint8Array.from(binary, (char) => char.charCodeAt(0)));
}

/** The claims of a token made here; the failure is worded as the golang-jwt reasons GoTrue shows. */
function readToken(token: string): { claims: Json } | { failure: string } {
  const parts = token.split('.');
  if (parts.length !== 3)
    return { failure: `token is malformed: token contains an invalid number of segments` };
  let claims: unknown;
  try {
    claims = JSON.parse(fromBase64url(parts[1] ?? ''));
  } catch {
    return { failure: 'token is malformed: could not JSON decode claim' };
  }
  if (parts[2] !== SIGNATURE || !isRecord(claims)) {
    return { failure: 'token signature is invalid: signature is invalid' };
  }
  if (typeof claims.exp === 'number' && claims.exp * 1000 < Date.now()) {
    return { failure: EXPIRED };
  }
  return { claims };
}

function bearerOf(request: Request): string | undefined {
  return /^bearer\s+(\S+)$/i.exec(request.headers.get('authorization') ?? '')?.[1];
}

/** supabase-js sends X-Supabase-Api-Version: 2024-01-01, which asks for {code, message} bodies. */
function wantsDatedErrors(request: Request): boolean {
  const version = request.headers.get('x-supabase-api-version');
  return version !== null && /^\d{4}-\d{2}-\d{2}$/.test(version) && version >= API_VERSION;
}

function wantsObject(request: Request): boolean {
  return (request.headers.get('accept') ?? '').includes(OBJECT_TYPE);
}

function parsePrefer(header: string | null): { resolution?: string; return?: string } {
  const preferences: { resolution?: string; return?: string } = {};
  for (const part of (header ?? '').split(',')) {
    const [name, value] = part.trim().split('=');
    if ((name === 'resolution' || name === 'return') && value) preferences[name] = value;
  }
  return preferences;
}

function preflight(request: Request): Response {
  return new HttpResponse(null, {
    status: 200,
    headers: {
      'Access-Control-Allow-Origin': '*',
      'Access-Control-Allow-Methods': 'GET,HEAD,PUT,PATCH,POST,DELETE,OPTIONS',
      'Access-Control-Allow-Headers': request.headers.get('access-control-request-headers') ?? '',
      'Access-Control-Max-Age': '86400',
    },
  });
}

function restJson(body: unknown, status: number, headers: Record<string, string> = {}): Response {
  return new HttpResponse(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': JSON_TYPE, ...headers },
  });
}

function singular(rows: number): RestFailure {
  return new RestFailure(
    406,
    'PGRST116',
    'Cannot coerce the result to a single JSON object',
    `The result contains ${rows} rows`,
  );
}

/** An unknown column: 42703 in a read (Postgres), PGRST204 in a write (PostgREST's cache). */
function checkColumn(column: string, code: '42703' | 'PGRST204' = '42703'): void {
  if (COLUMNS.has(column)) return;
  throw code === '42703'
    ? new RestFailure(400, '42703', `column ${TABLE}.${column} does not exist`)
    : new RestFailure(
        400,
        'PGRST204',
        `Could not find the '${column}' column of '${TABLE}' in the schema cache`,
      );
}

/** What Postgres refuses before and in the trigger: a bad uuid, then a malformed state. */
function checkTriggerShape(row: Json): void {
  if (row.user_id !== null && row.user_id !== undefined) {
    if (typeof row.user_id !== 'string' || !UUID.test(row.user_id)) {
      throw new RestFailure(
        400,
        '22P02',
        `invalid input syntax for type uuid: "${String(row.user_id)}"`,
      );
    }
  }
  readProgress(row);
}

/** The state in a row; a malformed one is refused as the trigger refuses it (22023, 400). */
function readProgress(row: Json): Progress {
  try {
    return fromRow(row);
  } catch (error) {
    if (error instanceof ProgressRowError) throw triggerRefusal(error.message);
    throw error;
  }
}

function checkCategory(category: unknown): string {
  if (typeof category !== 'string' || [...category].length < 1 || [...category].length > 64) {
    throw new RestFailure(
      400,
      '23514',
      `new row for relation "${TABLE}" violates check constraint "${TABLE}_selected_category_length"`,
    );
  }
  return category;
}

function wholeNumbers(value: unknown, column: string): number[] {
  if (value === undefined) return [];
  if (!Array.isArray(value) || !value.every((item) => Number.isInteger(item))) {
    throw new RestFailure(
      400,
      '22P02',
      `malformed array literal in ${column}: ${JSON.stringify(value)}`,
    );
  }
  return value as number[];
}

function count(value: unknown, column: string): number {
  if (value === undefined) return 0;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0) {
    throw new RestFailure(
      400,
      '23514',
      `new row for relation "${TABLE}" violates check constraint "${TABLE}_${column}_check"`,
    );
  }
  return value;
}

/** Postgres's JSON form of a timestamptz in UTC: "2026-11-21T10:00:00.5+00:00". */
function pgTimestamp(ms: number): string {
  return new Date(ms).toISOString().replace(/\.?0*Z$/, '+00:00');
}

function pick(row: StoredProgressRow, columns: string[]): Json {
  return Object.fromEntries(
    columns.map((column) => [column, row[column as keyof StoredProgressRow]]),
  );
}

function parseLogged(text: string): unknown {
  if (text === '') return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function isRecord(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function withoutUndefined<T extends Json>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, item]) => item !== undefined)) as T;
}
