// @vitest-environment node
// The stand-in must answer as Supabase does, or the app's integration tests prove nothing: every
// handler is driven here through the real @supabase/supabase-js, as the app drives it.
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { emptyProgress, type Progress } from '@ths/training/progress';
import { fromRow, toRow, type ProgressRow } from '@ths/training/row';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createSupabaseMock, type SupabaseMock } from './supabase-mock.ts';

const CONFLICT = { onConflict: 'user_id,selected_category' };
const PASSWORD = 'segredo1';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function startMock(): SupabaseMock {
  const mock = createSupabaseMock();
  server.use(...mock.handlers);
  return mock;
}

function clientOf(mock: SupabaseMock, key = mock.anonKey): SupabaseClient {
  return createClient(mock.url, key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    db: { retry: false },
  });
}

/** A learner with an account, signed in on a fresh client (a new tab). */
async function signedIn(mock: SupabaseMock, email = 'ana@example.com') {
  const client = clientOf(mock);
  const { data, error } = await client.auth.signInWithPassword({ email, password: PASSWORD });
  expect(error).toBeNull();
  return { client, id: data.user!.id, session: data.session! };
}

async function learner(mock: SupabaseMock, email = 'ana@example.com') {
  mock.addUser(email, PASSWORD);
  return signedIn(mock, email);
}

const read = (client: SupabaseClient, userId: string) =>
  client
    .from('user_progress')
    .select('*')
    .eq('user_id', userId)
    .eq('selected_category', 'default')
    .maybeSingle();

const save = (client: SupabaseClient, row: Partial<ProgressRow>) =>
  client.from('user_progress').upsert(row, CONFLICT).select().single();

const at = (minute: number) => new Date(Date.UTC(2026, 10, 21, 10, minute)).toISOString();

function progress(results: Progress['results'], more: Partial<Progress> = {}): Progress {
  return { ...emptyProgress(), results, ...more };
}

const answer = (minute: number, correct: boolean) => ({
  firstAt: at(minute),
  firstCorrect: correct,
  lastAt: at(minute),
  lastCorrect: correct,
});

function claimsOf(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as Record<
    string,
    unknown
  >;
}

describe('Auth', () => {
  it('signs up with a session when e-mails need no confirmation, storing the e-mail lowercased', async () => {
    const mock = startMock();
    const client = clientOf(mock);
    const { data, error } = await client.auth.signUp({
      email: '  Ana@Example.COM ',
      password: PASSWORD,
    });
    expect(error).toBeNull();
    expect(data.user?.email).toBe('ana@example.com');
    expect(data.session).toMatchObject({ token_type: 'bearer', expires_in: 3600 });
    expect(claimsOf(data.session!.access_token)).toMatchObject({
      sub: data.user!.id,
      email: 'ana@example.com',
      role: 'authenticated',
      aud: 'authenticated',
      session_id: expect.any(String),
    });

    const { data: fetched, error: userError } = await client.auth.getUser();
    expect(userError).toBeNull();
    expect(fetched.user?.id).toBe(data.user!.id);
    const userRequest = mock.requests.at(-1)!;
    expect(userRequest).toMatchObject({ method: 'GET', path: '/auth/v1/user' });
    expect(userRequest.headers.authorization).toBe(`Bearer ${data.session!.access_token}`);
  });

  it('passes emailRedirectTo to the handler as redirect_to', async () => {
    const mock = startMock();
    await clientOf(mock).auth.signUp({
      email: 'ana@example.com',
      password: PASSWORD,
      options: { emailRedirectTo: 'http://localhost:5173/welcome' },
    });
    expect(mock.signUps).toEqual([
      { email: 'ana@example.com', redirectTo: 'http://localhost:5173/welcome' },
    ]);
    expect(mock.requests[0]?.search).toContain(
      `redirect_to=${encodeURIComponent('http://localhost:5173/welcome')}`,
    );
  });

  it('refuses a second account for the same e-mail with "User already registered" (422)', async () => {
    const mock = startMock();
    mock.addUser('ana@example.com', PASSWORD);
    const { data, error } = await clientOf(mock).auth.signUp({
      email: 'ANA@example.com',
      password: 'outra-senha',
    });
    expect(data.session).toBeNull();
    expect(error?.message).toContain('already registered');
    expect(error).toMatchObject({ status: 422, code: 'user_already_exists' });
  });

  it('refuses a short password and a malformed e-mail with GoTrue’s errors, creating nothing', async () => {
    const mock = startMock();
    const client = clientOf(mock);
    const weak = await client.auth.signUp({ email: 'ana@example.com', password: '12345' });
    expect(weak.error).toMatchObject({
      name: 'AuthWeakPasswordError',
      status: 422,
      code: 'weak_password',
      message: 'Password should be at least 6 characters.',
      reasons: ['length'],
    });
    const badEmail = await client.auth.signUp({ email: 'ana@', password: PASSWORD });
    expect(badEmail.error).toMatchObject({
      status: 400,
      code: 'validation_failed',
      message: 'Unable to validate email address: invalid format',
    });
    expect(mock.signUps).toEqual([]);
    const signIn = await client.auth.signInWithPassword({
      email: 'ana@example.com',
      password: '12345',
    });
    expect(signIn.error?.message).toBe('Invalid login credentials');
  });

  it('answers a wrong password and an unknown e-mail with "Invalid login credentials" (400)', async () => {
    const mock = startMock();
    mock.addUser('ana@example.com', PASSWORD);
    const client = clientOf(mock);
    for (const credentials of [
      { email: 'ana@example.com', password: 'wrong-password' },
      { email: 'bia@example.com', password: PASSWORD },
    ]) {
      const { data, error } = await client.auth.signInWithPassword(credentials);
      expect(data.session).toBeNull();
      expect(error).toMatchObject({
        message: 'Invalid login credentials',
        status: 400,
        code: 'invalid_credentials',
      });
    }
    const right = await client.auth.signInWithPassword({
      email: ' ANA@example.com',
      password: PASSWORD,
    });
    expect(right.error).toBeNull();
    expect(right.data.session?.user.email).toBe('ana@example.com');
  });

  it('with confirmation required, signs up without a session and signs in only once confirmed', async () => {
    const mock = startMock();
    mock.requireEmailConfirmation(true);
    const client = clientOf(mock);
    const { data, error } = await client.auth.signUp({
      email: 'ana@example.com',
      password: PASSWORD,
    });
    expect(error).toBeNull();
    expect(data.session).toBeNull();
    expect(data.user).toMatchObject({ email: 'ana@example.com', identities: [expect.anything()] });
    expect(data.user?.email_confirmed_at).toBeUndefined();
    expect(data.user?.confirmation_sent_at).toEqual(expect.any(String));

    const early = await client.auth.signInWithPassword({
      email: 'ana@example.com',
      password: PASSWORD,
    });
    expect(early.error).toMatchObject({ status: 400, message: 'Email not confirmed' });

    // As GoTrue: signing up again does not reveal that the account exists.
    const again = await client.auth.signUp({ email: 'ana@example.com', password: PASSWORD });
    expect(again.error).toBeNull();
    expect(again.data.user?.identities).toEqual([]);

    mock.confirmEmail('ana@example.com');
    const confirmed = await client.auth.signInWithPassword({
      email: 'ana@example.com',
      password: PASSWORD,
    });
    expect(confirmed.error).toBeNull();
    expect(confirmed.data.user?.id).toBe(data.user?.id);
  });

  it('signs out: 204, SIGNED_OUT for listeners, and the old tokens stop working', async () => {
    const mock = startMock();
    mock.addUser('ana@example.com', PASSWORD);
    const client = clientOf(mock);
    const events: string[] = [];
    client.auth.onAuthStateChange((event) => events.push(event));
    const { data } = await client.auth.signInWithPassword({
      email: 'ana@example.com',
      password: PASSWORD,
    });
    const old = data.session!;
    await vi.waitFor(() => expect(events).toContain('SIGNED_IN'));

    expect((await client.auth.signOut()).error).toBeNull();
    await vi.waitFor(() => expect(events).toContain('SIGNED_OUT'));
    expect((await client.auth.getSession()).data.session).toBeNull();
    expect(mock.requests.at(-1)).toMatchObject({
      method: 'POST',
      path: '/auth/v1/logout',
      search: '?scope=global',
    });

    const user = await fetch(`${mock.url}/auth/v1/user`, {
      headers: {
        apikey: mock.anonKey,
        Authorization: `Bearer ${old.access_token}`,
        'X-Supabase-Api-Version': '2024-01-01',
      },
    });
    expect(user.status).toBe(403);
    expect(await user.json()).toEqual({
      code: 'session_not_found',
      message: 'Session from session_id claim in JWT does not exist',
    });
    const refreshed = await clientOf(mock).auth.refreshSession({
      refresh_token: old.refresh_token,
    });
    expect(refreshed.error).toMatchObject({ status: 400, code: 'refresh_token_not_found' });
  });

  it('refreshes a session with a rotated refresh token, and refuses an unknown one', async () => {
    const mock = startMock();
    const { client, session, id } = await learner(mock);
    const { data, error } = await client.auth.refreshSession();
    expect(error).toBeNull();
    expect(data.session?.refresh_token).not.toBe(session.refresh_token);
    expect(data.session?.user.id).toBe(id);
    expect(mock.requests.at(-1)).toMatchObject({
      path: '/auth/v1/token',
      search: '?grant_type=refresh_token',
      body: { refresh_token: session.refresh_token },
    });

    const unknown = await clientOf(mock).auth.refreshSession({ refresh_token: 'zzzzzzzzzzzz' });
    expect(unknown.error).toMatchObject({
      status: 400,
      code: 'refresh_token_not_found',
      message: 'Invalid Refresh Token: Refresh Token Not Found',
    });
  });

  it('wants the API key on every request, as the gateway does (401)', async () => {
    const mock = startMock();
    mock.addUser('ana@example.com', PASSWORD);
    const wrongKey = await clientOf(mock, 'not-the-key').auth.signInWithPassword({
      email: 'ana@example.com',
      password: PASSWORD,
    });
    expect(wrongKey.error).toMatchObject({ status: 401, message: 'Invalid API key' });

    const noKey = await fetch(`${mock.url}/rest/v1/user_progress?select=*`);
    expect(noKey.status).toBe(401);
    expect(await noKey.json()).toMatchObject({ message: 'No API key found in request' });
  });
});

describe('user_progress', () => {
  it('reads no row as data null, error null (maybeSingle), with the query the app sends', async () => {
    const mock = startMock();
    const { client, id, session } = await learner(mock);
    expect(await read(client, id)).toMatchObject({ data: null, error: null, status: 200 });
    const request = mock.requests.at(-1)!;
    expect(request).toMatchObject({ method: 'GET', path: '/rest/v1/user_progress' });
    expect(new URLSearchParams(request.search).getAll('user_id')).toEqual([`eq.${id}`]);
    expect(new URLSearchParams(request.search).get('selected_category')).toBe('eq.default');
    expect(request.headers.authorization).toBe(`Bearer ${session.access_token}`);

    const single = await client.from('user_progress').select('*').eq('user_id', id).single();
    expect(single).toMatchObject({
      data: null,
      status: 406,
      error: { code: 'PGRST116', details: 'The result contains 0 rows' },
    });
  });

  it('upserts (201, then 200) and reads back the stored row with the table’s columns', async () => {
    const mock = startMock();
    const { client, id } = await learner(mock);
    const state = progress(
      { 1: answer(1, true), 2: answer(2, false) },
      { currentScenario: 2, streak: 0, updatedAt: at(2), reviewCounts: { tab: 1 } },
    );
    const first = await save(client, toRow(state, id));
    expect(first.error).toBeNull();
    expect(first.status).toBe(201);
    expect(first.data).toMatchObject({
      id: expect.any(String),
      user_id: id,
      selected_category: 'default',
      current_scenario: 2,
      completed_scenarios: [1, 2],
      correct_answers: 1,
      incorrect_scenarios: [2],
      reviewed_count: 1,
      // Postgres writes a timestamptz back in its own form.
      client_updated_at: '2026-11-21T10:02:00+00:00',
      created_at: expect.stringMatching(/\+00:00$/),
      updated_at: expect.stringMatching(/\+00:00$/),
    });

    const back = await read(client, id);
    expect(back.error).toBeNull();
    expect(back.data).toEqual(first.data);
    expect(fromRow(back.data)).toEqual({ ...state, updatedAt: '2026-11-21T10:02:00+00:00' });
    expect(mock.rowOf(id)).toEqual(first.data);
    expect(mock.progressOf('ANA@example.com')).toEqual(first.data);

    // The same state again (a retry after a lost answer) counts once.
    const again = await save(client, toRow(state, id));
    expect(again.status).toBe(200);
    expect(again.data).toMatchObject({ id: first.data!.id, correct_answers: 1 });
  });

  it('merges a save from another tab: both answers kept, the first attempt and the newer position win', async () => {
    const mock = startMock();
    const tabA = await learner(mock);
    const tabB = await signedIn(mock);
    const stateA = progress({ 1: answer(1, true) }, { currentScenario: 1, updatedAt: at(1) });
    // Tab B never saw tab A's answer: it answered scenario 1 wrong later, then scenario 2.
    const stateB = progress(
      { 1: answer(2, false), 2: answer(3, true) },
      { currentScenario: 2, updatedAt: at(3) },
    );
    expect((await save(tabA.client, toRow(stateA, tabA.id))).status).toBe(201);
    const merged = await save(tabB.client, toRow(stateB, tabB.id));
    expect(merged.error).toBeNull();
    expect(merged.status).toBe(200);
    expect(fromRow(merged.data).results).toEqual({
      1: { firstAt: at(1), firstCorrect: true, lastAt: at(2), lastCorrect: false },
      2: answer(3, true),
    });
    expect(merged.data).toMatchObject({
      completed_scenarios: [1, 2],
      correct_answers: 2,
      incorrect_scenarios: [1],
      current_scenario: 2,
    });

    // Tab A saves its older state again: nothing is lost and the learner is not moved back.
    const stale = await save(tabA.client, toRow(stateA, tabA.id));
    expect(stale.data).toMatchObject({ current_scenario: 2, completed_scenarios: [1, 2] });
    expect((await read(tabA.client, tabA.id)).data).toEqual(stale.data);
  });

  it('keeps each learner to their own row (RLS): no read, no write, nothing for anon', async () => {
    const mock = startMock();
    const a = await learner(mock, 'ana@example.com');
    const b = await learner(mock, 'bia@example.com');
    await save(a.client, toRow(progress({ 1: answer(1, true) }), a.id));
    const stored = mock.rowOf(a.id);

    expect(await read(b.client, a.id)).toMatchObject({ data: null, error: null });
    expect((await b.client.from('user_progress').select('*')).data).toEqual([]);

    const write = await save(b.client, toRow(emptyProgress(), a.id));
    expect(write.status).toBe(403);
    expect(write.error).toMatchObject({
      code: '42501',
      message: 'new row violates row-level security policy for table "user_progress"',
    });
    expect(mock.rowOf(a.id)).toEqual(stored);

    const anon = await clientOf(mock).from('user_progress').select('*');
    expect(anon.status).toBe(401);
    expect(anon.error).toMatchObject({
      code: '42501',
      message: 'permission denied for table user_progress',
    });
  });

  it('refuses a malformed row as the trigger does (400, 22023) and stores nothing', async () => {
    const mock = startMock();
    const { client, id } = await learner(mock);
    const bad = await save(client, { ...toRow(emptyProgress(), id), current_phase: 9 });
    expect(bad.status).toBe(400);
    expect(bad.error?.code).toBe('22023');
    expect(bad.error?.message).toContain('current_phase');
    expect(mock.rowOf(id)).toBeUndefined();
  });

  it('fails the next saves on demand, with a 503 or a dropped connection, then saves again', async () => {
    const mock = startMock();
    const { client, id } = await learner(mock);
    const row = toRow(progress({ 1: answer(1, true) }), id);

    mock.failSaves(1);
    const unavailable = await save(client, row);
    expect(unavailable).toMatchObject({ data: null, status: 503, error: { code: 'PGRST000' } });
    expect(mock.rowOf(id)).toBeUndefined();

    mock.failSaves(1, 'network');
    const dropped = await save(client, row);
    expect(dropped.status).toBe(0);
    expect(dropped.error?.message).toMatch(/fetch/i);

    mock.failSaves('always');
    expect((await save(client, row)).status).toBe(503);
    expect((await save(client, row)).status).toBe(503);
    mock.failSaves(0);

    const saved = await save(client, row);
    expect(saved).toMatchObject({ error: null, status: 201 });
    expect(
      mock.requests.filter((r) => r.method === 'POST' && r.path.startsWith('/rest/')),
    ).toHaveLength(5);
  });

  it('fails the next reads on demand, then reads again', async () => {
    const mock = startMock();
    const { client, id } = await learner(mock);
    mock.failReads(1);
    expect((await read(client, id)).status).toBe(503);
    mock.failReads(1, 'network');
    expect((await read(client, id)).status).toBe(0);
    expect(await read(client, id)).toMatchObject({ data: null, error: null, status: 200 });
  });
});

describe('Controls', () => {
  it('logs every request that reaches the handlers, and none for calls that send nothing', async () => {
    const mock = startMock();
    mock.addUser('ana@example.com', PASSWORD);
    const client = clientOf(mock);
    await client.auth.getSession();
    expect(mock.requests).toEqual([]);

    const { data } = await client.auth.signInWithPassword({
      email: 'ana@example.com',
      password: PASSWORD,
    });
    const row = toRow(emptyProgress(), data.user!.id);
    await save(client, row);
    expect(mock.requests).toHaveLength(2);
    expect(mock.requests[0]).toMatchObject({
      method: 'POST',
      path: '/auth/v1/token',
      search: '?grant_type=password',
      body: { email: 'ana@example.com', password: PASSWORD },
    });
    const upsert = mock.requests[1]!;
    expect(upsert).toMatchObject({
      method: 'POST',
      path: '/rest/v1/user_progress',
      search: '?on_conflict=user_id%2Cselected_category&select=*',
      body: row,
    });
    expect(upsert.headers.prefer).toBe('resolution=merge-duplicates, return=representation');
    expect(upsert.headers.accept).toBe('application/vnd.pgrst.object+json');
  });

  it('reset() forgets accounts, rows and the request log', async () => {
    const mock = startMock();
    const { client, id } = await learner(mock);
    await save(client, toRow(emptyProgress(), id));
    mock.reset();
    expect(mock.requests).toEqual([]);
    expect(mock.rowOf(id)).toBeUndefined();
    const signIn = await clientOf(mock).auth.signInWithPassword({
      email: 'ana@example.com',
      password: PASSWORD,
    });
    expect(signIn.error?.message).toBe('Invalid login credentials');
  });
});
