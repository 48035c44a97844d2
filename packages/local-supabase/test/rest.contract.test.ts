// PostgREST's contract for the calls the app makes, through the app's own @supabase/supabase-js
// and raw HTTP. What the database itself allows is tested in supabase/tests.
import { randomUUID } from 'node:crypto';
import net from 'node:net';
import { beforeAll, expect, it, vi } from 'vitest';
import { describeEachEngine, useBackend } from './backends.ts';
import { call, decodeClaims, forgeToken } from './http.ts';

const CONFLICT = { onConflict: 'user_id,selected_category' };

describeEachEngine('REST', (engine) => {
  const backend = useBackend(engine);

  it('reads nothing, then inserts (201), then updates (200), then reads the one row (maybeSingle)', async () => {
    const { client, id } = await backend.learner();
    const read = () =>
      client
        .from('user_progress')
        .select('*')
        .eq('user_id', id)
        .eq('selected_category', 'default')
        .maybeSingle();

    const empty = await read();
    expect(empty).toMatchObject({ data: null, error: null, status: 200 });

    const inserted = await client.from('user_progress').upsert(
      {
        user_id: id,
        selected_category: 'default',
        current_scenario: 2,
        correct_answers: 0,
        completed_scenarios: [],
        unlocked_achievements: [],
      },
      CONFLICT,
    );
    expect(inserted).toMatchObject({ error: null, status: 201, data: null });

    const updated = await client.from('user_progress').upsert(
      {
        user_id: id,
        selected_category: 'default',
        current_scenario: 3,
        unlocked_achievements: ['first_steps'],
      },
      CONFLICT,
    );
    expect(updated).toMatchObject({ error: null, status: 200 });

    const one = await read();
    expect(one.error).toBeNull();
    expect(one.data).toMatchObject({
      user_id: id,
      selected_category: 'default',
      current_scenario: 3,
      unlocked_achievements: ['first_steps'],
    });
  });

  it('answers GET as PostgREST: a JSON array with Content-Range, and PGRST116 for a single object that is not there', async () => {
    const { id, accessToken } = await backend.learner();
    const headers = {
      apikey: backend.anonKey(),
      Authorization: `Bearer ${accessToken}`,
      'Accept-Profile': 'public',
    };
    const list = await call(backend.url(), `/rest/v1/user_progress?select=*&user_id=eq.${id}`, {
      headers,
    });
    expect(list.status).toBe(200);
    expect(list.json).toEqual([]);
    expect(list.headers.get('content-range')).toBe('*/*');
    expect(list.headers.get('content-type')).toBe('application/json; charset=utf-8');

    const single = await call(backend.url(), `/rest/v1/user_progress?select=*&user_id=eq.${id}`, {
      headers: { ...headers, Accept: 'application/vnd.pgrst.object+json' },
    });
    expect(single).toMatchObject({
      status: 406,
      json: {
        code: 'PGRST116',
        details: 'The result contains 0 rows',
        hint: null,
        message: 'Cannot coerce the result to a single JSON object',
      },
    });
  });

  it('returns the stored row with Prefer: return=representation', async () => {
    const { client, id } = await backend.learner();
    const { data, error, status } = await client
      .from('user_progress')
      .upsert({ user_id: id, current_scenario: 1 }, CONFLICT)
      .select()
      .single();
    expect(error).toBeNull();
    expect(status).toBe(201);
    expect(data).toMatchObject({ user_id: id, selected_category: 'default', current_scenario: 1 });

    // ?select= names the columns of the answer, on writes as on reads.
    const some = await client
      .from('user_progress')
      .update({ current_scenario: 2 })
      .eq('user_id', id)
      .select('current_scenario,selected_category');
    expect(some).toMatchObject({ status: 200, error: null });
    expect(some.data).toEqual([{ current_scenario: 2, selected_category: 'default' }]);
    const unknown = await client
      .from('user_progress')
      .update({ current_scenario: 3 })
      .eq('user_id', id)
      .select('score');
    expect(unknown).toMatchObject({
      status: 400,
      error: { code: '42703', message: 'column user_progress.score does not exist' },
    });
  });

  // The rules themselves are the database's, tested in supabase/tests; here, how they reach the app.
  it("answers the database's refusals as PostgREST: 403 for a learner, 401 for the anonymous key, 400 for a malformed save", async () => {
    const a = await backend.learner();
    const b = await backend.learner();
    const intruder = await b.client.from('user_progress').upsert({ user_id: a.id }, CONFLICT);
    expect(intruder).toMatchObject({
      status: 403,
      error: {
        code: '42501',
        message: 'new row violates row-level security policy for table "user_progress"',
      },
    });
    const hidden = await b.client.from('user_progress').select('*').eq('user_id', a.id);
    expect(hidden).toMatchObject({ status: 200, data: [], error: null });
    const anon = await backend.client().from('user_progress').select('*');
    expect(anon).toMatchObject({
      status: 401,
      error: { code: '42501', message: 'permission denied for table user_progress' },
    });
    const malformed = await a.client
      .from('user_progress')
      .upsert({ user_id: a.id, scenario_results: { abc: true } }, CONFLICT);
    expect(malformed).toMatchObject({
      status: 400,
      error: { code: '22023', message: 'scenario_results: key "abc" is not a scenario number' },
    });
    const phase = await a.client
      .from('user_progress')
      .upsert({ user_id: a.id, current_phase: 9 }, CONFLICT);
    expect(phase).toMatchObject({ status: 400, error: { code: '23514' } });
  });

  it('refuses tokens signed with another secret, with alg none, or expired (401)', async () => {
    const { accessToken } = await backend.learner();
    const claims = decodeClaims(accessToken);
    const now = Math.floor(Date.now() / 1000);
    const cases = [
      {
        token: await forgeToken(claims, 'another-secret-that-is-at-least-32-characters'),
        code: 'PGRST301',
      },
      { token: await forgeToken(claims, 'none'), code: 'PGRST301' },
      {
        token: await forgeToken({ ...claims, exp: now - 10 }, backend.server.config.jwtSecret),
        code: 'PGRST303',
      },
    ];
    for (const { token, code } of cases) {
      const answer = await call(backend.url(), '/rest/v1/user_progress?select=*', {
        headers: { apikey: backend.anonKey(), Authorization: `Bearer ${token}` },
      });
      expect(answer.status).toBe(401);
      expect(answer.json.code).toBe(code);
      expect(answer.headers.get('www-authenticate')).toMatch(/^Bearer/);
    }
  });

  it("wants an API key, as Supabase's gateway does", async () => {
    const missing = await call(backend.url(), '/rest/v1/user_progress');
    expect(missing).toMatchObject({
      status: 401,
      json: { message: 'No API key found in request' },
    });
    const wrong = await call(backend.url(), '/rest/v1/user_progress', {
      headers: { apikey: 'not-a-key' },
    });
    expect(wrong).toMatchObject({ status: 401, json: { message: 'Invalid API key' } });
  });

  it('answers CORS preflights and exposes X-Supabase-Api-Version to the browser', async () => {
    const preflight = await call(backend.url(), '/auth/v1/token?grant_type=password', {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://127.0.0.1:5173',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers':
          'apikey, authorization, content-type, x-client-info, x-supabase-api-version',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
    expect(preflight.headers.get('access-control-allow-headers')).toBe(
      'apikey,authorization,content-type,x-client-info,x-supabase-api-version',
    );
    expect(preflight.headers.get('access-control-allow-methods')).toBe(
      'GET,HEAD,PUT,PATCH,POST,DELETE,OPTIONS',
    );

    const actual = await call(backend.url(), '/auth/v1/user', {
      headers: { Origin: 'http://127.0.0.1:5173', apikey: backend.anonKey() },
    });
    expect(actual.headers.get('access-control-allow-origin')).toBe('*');
    expect(actual.headers.get('access-control-expose-headers')).toContain('X-Supabase-Api-Version');
  });

  it('?apikey= is the key, as the gateway takes it: never a filter, never echoed (GET, PATCH, DELETE, RPC)', async () => {
    const { client, id, accessToken } = await backend.learner();
    await client
      .from('user_progress')
      .upsert({ user_id: id, selected_category: 'default', current_scenario: 2 }, CONFLICT);
    const key = backend.anonKey();
    const bearer = { Authorization: `Bearer ${accessToken}`, 'Content-Type': 'application/json' };
    const table = `/rest/v1/user_progress?apikey=${key}&user_id=eq.${id}`;

    const read = await call(backend.url(), `${table}&select=current_scenario`, { headers: bearer });
    expect(read).toMatchObject({ status: 200, json: [{ current_scenario: 2 }] });
    const patched = await call(backend.url(), table, {
      method: 'PATCH',
      headers: { ...bearer, Prefer: 'return=representation' },
      body: JSON.stringify({ current_scenario: 3 }),
    });
    expect(patched.status).toBe(200);
    expect(patched.json).toMatchObject([{ current_scenario: 3 }]);
    const rpc = await call(backend.url(), `/rest/v1/rpc/join_class?apikey=${key}`, {
      method: 'POST',
      headers: bearer,
      body: JSON.stringify({ code: 'ZZZZ2222', display_name: 'Ana' }),
    });
    expect(rpc).toMatchObject({ status: 404, json: { code: 'PT404' } });
    // A learner may not delete their row (no grant): the same answer as without the key param.
    const deleted = await call(backend.url(), table, { method: 'DELETE', headers: bearer });
    const withoutKey = await call(backend.url(), `/rest/v1/user_progress?user_id=eq.${id}`, {
      method: 'DELETE',
      headers: { ...bearer, apikey: key },
    });
    expect(deleted).toMatchObject({ status: withoutKey.status, json: withoutKey.json });
    expect(deleted.status).not.toBe(400);
    // A filter that does fail still never names the key.
    const bad = await call(backend.url(), `/rest/v1/user_progress?apikey=${key}&user_id=like.x`, {
      headers: bearer,
    });
    expect(bad.status).toBe(400);
    for (const answer of [read, patched, rpc, deleted, bad]) expect(answer.text).not.toContain(key);
  });
});

// Issue 20: `order` was ignored, and an insert of {} was a syntax error.
describeEachEngine('REST order and default values', (engine) => {
  const backend = useBackend(engine);

  // A table whose columns all have defaults, made for these tests (and read into the schema
  // cache, as PostgREST reads a new table on NOTIFY pgrst).
  beforeAll(async () => {
    for (const statement of [
      `create table public.fault_notes (
         id bigint generated by default as identity primary key,
         batch text not null default 'defaults',
         note text not null default 'nota',
         rank integer,
         created_at timestamptz not null default now())`,
      'grant select, insert on table public.fault_notes to authenticated',
      'grant usage on sequence public.fault_notes_id_seq to authenticated',
    ])
      await backend.server.db.query(statement);
    await backend.server.reloadSchema();
  });

  it('inserts a row of default values for {} and one per object for [{}, {}], as PostgREST', async () => {
    const { client } = await backend.learner();
    const one = await client.from('fault_notes').insert({}).select().single();
    expect(one).toMatchObject({ status: 201, error: null });
    expect(one.data).toMatchObject({ batch: 'defaults', note: 'nota', rank: null });
    expect(one.data?.id).toEqual(expect.any(Number));

    const two = await client.from('fault_notes').insert([{}, {}]).select('id,note');
    expect(two).toMatchObject({ status: 201, error: null });
    expect(two.data).toHaveLength(2);
    expect(two.data?.every((row) => row.note === 'nota')).toBe(true);

    const minimal = await client.from('fault_notes').insert({});
    expect(minimal).toMatchObject({ status: 201, error: null, data: null });
  });

  it("answers {} for a table whose required column has no default with the database's 23502", async () => {
    // classes.name is not null without a default; the educator and the code have defaults.
    const { client } = await backend.learner('educator');
    const nameless = await client.from('classes').insert({}).select();
    expect(nameless).toMatchObject({
      status: 400,
      data: null,
      error: {
        code: '23502',
        message: 'null value in column "name" of relation "classes" violates not-null constraint',
      },
    });
  });

  it('orders as PostgREST: columns, directions, nulls first or last, several terms', async () => {
    const { client } = await backend.learner();
    const batch = randomUUID();
    const rows = [
      { note: 'b', rank: 2 },
      { note: 'a', rank: null },
      { note: 'c', rank: 1 },
      { note: 'd', rank: 2 },
    ].map((row) => ({ ...row, batch }));
    expect((await client.from('fault_notes').insert(rows)).error).toBeNull();
    type Order = [column: string, options?: { ascending?: boolean; nullsFirst?: boolean }];
    /** The notes in the order the server sends them, for these .order() calls (and a range). */
    const notes = async (orders: Order[], range?: [number, number]) => {
      let query = client.from('fault_notes').select('note,rank').eq('batch', batch);
      for (const [column, options] of orders) query = query.order(column, options);
      const { data, error } = await (range ? query.range(...range) : query);
      expect(error).toBeNull();
      return (data as { note: string }[] | null)?.map((row) => row.note).join('');
    };

    expect(await notes([['note']])).toBe('abcd');
    expect(await notes([['note', { ascending: false }]])).toBe('dcba');
    // Postgres's default: nulls last ascending, first descending; nullsFirst/nullsLast change it.
    expect(await notes([['rank'], ['note']])).toBe('cbda');
    expect(await notes([['rank', { nullsFirst: true }], ['note']])).toBe('acbd');
    expect(await notes([['rank', { ascending: false }], ['note']])).toBe('abdc');
    expect(
      await notes([
        ['rank', { ascending: false, nullsFirst: false }],
        ['note', { ascending: false }],
      ]),
    ).toBe('dbca');
    // With limit and offset, ordered first.
    expect(await notes([['note', { ascending: false }]], [1, 2])).toBe('cb');
  });

  it('refuses unknown columns and malformed orders as PostgREST', async () => {
    const { client, accessToken } = await backend.learner();
    const unknown = await client.from('fault_notes').select('note').order('score');
    expect(unknown).toMatchObject({
      status: 400,
      error: { code: '42703', message: 'column fault_notes.score does not exist' },
    });
    const malformed = await call(backend.url(), '/rest/v1/fault_notes?select=note&order=note.up', {
      headers: { apikey: backend.anonKey(), Authorization: `Bearer ${accessToken}` },
    });
    expect(malformed).toMatchObject({
      status: 400,
      json: {
        code: 'PGRST100',
        message: '"failed to parse order (note.up)" (line 1, column 6)',
        details: 'unexpected "up" expecting "asc", "desc", "nullsfirst" or "nullslast"',
      },
    });
  });
});

describeEachEngine('Bad input', (engine) => {
  const backend = useBackend(engine, { bodyLimitBytes: 64 * 1024 });

  const restHeaders = (token: string) => ({
    apikey: backend.anonKey(),
    Authorization: `Bearer ${token}`,
    'Content-Type': 'application/json',
    'Content-Profile': 'public',
  });

  it('refuses a select that names a column twice: 400 PGRST100, in supabase-js and on the wire', async () => {
    const { client, id } = await backend.learner();
    const { error, status } = await client
      .from('user_progress')
      .select('user_id,scenario_results,scenario_results')
      .eq('user_id', id);
    expect(status).toBe(400);
    expect(error).toEqual({
      code: 'PGRST100',
      message:
        '"failed to parse select parameter (user_id,scenario_results,scenario_results)" (line 1, column 26)',
      details: '"scenario_results" is selected twice: select each column once',
      hint: null,
    });
    const raw = await call(
      backend.url(),
      `/rest/v1/user_progress?select=${Array(950).fill('user_id').join(',')}`,
      { headers: { apikey: backend.anonKey() } },
    );
    expect(raw.status).toBe(400);
    expect(raw.json).toMatchObject({ code: 'PGRST100' });
  });

  it('answers malformed JSON as each server does', async () => {
    const { accessToken } = await backend.learner();
    const auth = await call(backend.url(), '/auth/v1/signup', {
      method: 'POST',
      headers: {
        apikey: backend.anonKey(),
        'Content-Type': 'application/json',
        'X-Supabase-Api-Version': '2024-01-01',
      },
      body: '{"email": "a@b.co",',
    });
    expect(auth.status).toBe(400);
    expect(auth.json.code).toBe('bad_json');
    expect(String(auth.json.message)).toMatch(/^Could not parse request body as JSON: /);

    const rest = await call(backend.url(), '/rest/v1/user_progress', {
      method: 'POST',
      headers: restHeaders(accessToken),
      body: '{"user_id": ',
    });
    expect(rest).toMatchObject({
      status: 400,
      json: { code: 'PGRST102', message: 'Empty or invalid json' },
    });
  });

  it('refuses bodies over the limit with 413', async () => {
    const { accessToken, id } = await backend.learner();
    const big = JSON.stringify({ user_id: id, selected_category: 'x'.repeat(70 * 1024) });
    const answer = await call(backend.url(), '/rest/v1/user_progress', {
      method: 'POST',
      headers: restHeaders(accessToken),
      body: big,
    });
    expect(answer).toMatchObject({ status: 413, json: { message: 'Request size limit exceeded' } });
  });

  // Issue 20: after a 413 (or any answer that left the body unread) the server destroyed the
  // connection half a second later, under the client's next pooled request: "other side closed".
  it('keeps pooled requests working after refusing a body unread (413, 404)', async () => {
    const { accessToken, id } = await backend.learner();
    const headers = restHeaders(accessToken);
    const outcomes: (number | string)[] = [];
    // Global fetch is undici, with one pool of keep-alive connections per origin.
    const attempt = async (path: string, init: RequestInit = {}) => {
      try {
        const response = await fetch(`${backend.url()}${path}`, { headers, ...init });
        await response.arrayBuffer();
        outcomes.push(response.status);
      } catch (error) {
        outcomes.push(`${(error as Error).message}: ${String((error as Error).cause)}`);
      }
    };
    const read = `/rest/v1/user_progress?select=id&user_id=eq.${id}`;
    for (let round = 0; round < 4; round++) {
      await attempt('/rest/v1/user_progress', {
        method: 'POST',
        body: JSON.stringify({ user_id: id, selected_category: 'x'.repeat(1024 * 1024) }),
      });
      await attempt(read);
      await attempt('/rest/v1/pupils', {
        method: 'POST',
        body: JSON.stringify({ note: 'x'.repeat(60 * 1024) }),
      });
      await attempt(read);
    }
    expect(outcomes).toEqual(Array.from({ length: 4 }, () => [413, 200, 404, 200]).flat());
  });

  it('says Connection: close with a 413 and closes; answers the next request after an unread body within the limit', async () => {
    const port = Number(new URL(backend.url()).port);
    const open = async () => {
      const socket = net.connect(port, '127.0.0.1');
      await new Promise((resolve) => socket.once('connect', resolve));
      const state = { received: '', closed: false };
      socket.setEncoding('latin1');
      socket.on('data', (chunk: string) => (state.received += chunk));
      socket.on('error', () => {});
      socket.on('close', () => (state.closed = true));
      // Status lines; each answer's body runs straight into the next one's.
      const statuses = () => state.received.match(/HTTP\/1\.1 \d{3}/g) ?? [];
      return { socket, state, statuses };
    };
    const waitFor = (check: () => void) => vi.waitFor(check, { timeout: 10_000, interval: 20 });
    const post = (path: string, length: number, extra = '') =>
      `POST ${path} HTTP/1.1\r\nHost: local\r\nContent-Type: application/json\r\nContent-Length: ${length}\r\n${extra}\r\n`;

    // Over the limit: the body is not read, so the answer must say the connection ends, and end it.
    const big = await open();
    big.socket.write(
      post('/rest/v1/user_progress', 1024 * 1024, `apikey: ${backend.anonKey()}\r\n`),
    );
    big.socket.write('x'.repeat(1024 * 1024));
    await waitFor(() => expect(big.statuses()).toEqual(['HTTP/1.1 413']));
    big.socket.write(`GET /health HTTP/1.1\r\nHost: local\r\n\r\n`);
    await waitFor(() => expect(big.state.closed || big.statuses().length > 1).toBe(true));
    if (big.state.closed) expect(big.state.received).toMatch(/\r\nconnection: close\r\n/i);
    else expect(big.statuses()).toEqual(['HTTP/1.1 413', 'HTTP/1.1 200']);
    big.socket.destroy();

    // Within the limit, refused before the body is read (no API key): the connection goes on.
    const small = await open();
    const body = 'x'.repeat(60 * 1024);
    small.socket.write(post('/rest/v1/user_progress', body.length) + body);
    await waitFor(() => expect(small.statuses()).toEqual(['HTTP/1.1 401']));
    small.socket.write(`GET /health HTTP/1.1\r\nHost: local\r\n\r\n`);
    await waitFor(() => expect(small.statuses()).toEqual(['HTTP/1.1 401', 'HTTP/1.1 200']));
    expect(small.state.closed).toBe(false);
    small.socket.destroy();
  });

  // Issue 20: a body nested 5,000 levels deep was a 500 with a stack trace in the log.
  it('refuses JSON nested deeper than 512 levels with 400 PGRST102, logging nothing', async () => {
    const { accessToken, id } = await backend.learner();
    const headers = restHeaders(accessToken);
    const deep = '['.repeat(5000) + ']'.repeat(5000);
    const logged = vi.spyOn(console, 'error');
    try {
      const refusal = {
        status: 400,
        json: {
          code: 'PGRST102',
          message: 'JSON nested more than 512 levels deep',
          details:
            'The local backend refuses request bodies whose arrays and objects nest more than 512 levels deep.',
          hint: null,
        },
      };
      for (const [method, path] of [
        ['POST', '/rest/v1/user_progress'],
        ['PATCH', `/rest/v1/user_progress?user_id=eq.${id}`],
        ['POST', '/rest/v1/rpc/join_class'],
      ] as const) {
        const body = path.includes('rpc')
          ? `{"code":${deep}}`
          : `{"user_id":"${id}","scenario_results":${deep}}`;
        expect(await call(backend.url(), path, { method, headers, body })).toMatchObject(refusal);
      }
      const signUp = await call(backend.url(), '/auth/v1/signup', {
        method: 'POST',
        headers: {
          apikey: backend.anonKey(),
          'Content-Type': 'application/json',
          'X-Supabase-Api-Version': '2024-01-01',
        },
        body: `{"email":"fundo@escola.example","password":"senha123","data":{"a":${deep}}}`,
      });
      expect(signUp).toMatchObject({
        status: 400,
        json: {
          code: 'bad_json',
          message: 'Could not parse request body as JSON: exceeded max depth (512 nested levels)',
        },
      });
      // 512 levels pass on to Postgres, whose own check refuses this value.
      const atLimit = '['.repeat(510) + ']'.repeat(510);
      const allowed = await call(backend.url(), '/rest/v1/user_progress', {
        method: 'POST',
        headers,
        body: `{"user_id":"${id}","scenario_results":{"1":${atLimit}}}`,
      });
      expect(allowed.status).toBe(400);
      expect(allowed.json.code).not.toBe('PGRST102');
      expect(logged).not.toHaveBeenCalled();
    } finally {
      logged.mockRestore();
    }
  });

  it("answers unknown routes, tables, columns and functions with PostgREST's codes", async () => {
    const { accessToken, id } = await backend.learner();
    const headers = restHeaders(accessToken);
    expect(await call(backend.url(), '/nothing-here')).toMatchObject({
      status: 404,
      json: { message: 'no Route matched with those values' },
    });
    expect(await call(backend.url(), '/rest/v1/pupils?select=*', { headers })).toMatchObject({
      status: 404,
      json: {
        code: 'PGRST205',
        message: "Could not find the table 'public.pupils' in the schema cache",
      },
    });
    expect(
      await call(backend.url(), '/rest/v1/user_progress', {
        method: 'POST',
        headers,
        body: JSON.stringify({ user_id: id, score: 10 }),
      }),
    ).toMatchObject({
      status: 400,
      json: {
        code: 'PGRST204',
        message: "Could not find the 'score' column of 'user_progress' in the schema cache",
      },
    });
    expect(
      await call(backend.url(), '/rest/v1/user_progress?select=*&score=eq.1', { headers }),
    ).toMatchObject({
      status: 400,
      json: { code: '42703', message: 'column user_progress.score does not exist' },
    });
    expect(
      await call(backend.url(), '/rest/v1/user_progress?select=*&user_id=like.x', { headers }),
    ).toMatchObject({
      status: 400,
      json: { code: 'PGRST100' },
    });
    expect(
      await call(backend.url(), '/rest/v1/rpc/reset_everything', {
        method: 'POST',
        headers,
        body: '{}',
      }),
    ).toMatchObject({
      status: 404,
      json: { code: 'PGRST202' },
    });
    expect(
      await call(backend.url(), '/rest/v1/user_progress?select=*&user_id=eq.not-a-uuid', {
        headers,
      }),
    ).toMatchObject({
      status: 400,
      json: { code: '22P02', message: 'invalid input syntax for type uuid: "not-a-uuid"' },
    });
  });

  it('treats SQL-looking values as data', async () => {
    const { client, id } = await backend.learner();
    await client.from('user_progress').upsert({ user_id: id }, CONFLICT);
    const sneaky = "default'; drop table public.user_progress; --";
    const read = await client.from('user_progress').select('*').eq('selected_category', sneaky);
    expect(read).toMatchObject({ error: null, data: [] });
    const write = await client
      .from('user_progress')
      .upsert({ user_id: id, selected_category: sneaky }, CONFLICT)
      .select()
      .single();
    expect(write.data?.selected_category).toBe(sneaky);
    const select = await call(
      backend.url(),
      '/rest/v1/user_progress?select=*;drop table user_progress',
      {
        headers: { apikey: backend.anonKey() },
      },
    );
    expect(select.json.code).toBe('PGRST100');
    const rows = await client
      .from('user_progress')
      .select('selected_category')
      .eq('user_id', id)
      .order('selected_category');
    expect(rows.data?.map((row) => row.selected_category).sort()).toEqual(
      ['default', sneaky].sort(),
    );
  });
});
