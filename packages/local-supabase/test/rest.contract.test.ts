// PostgREST's contract for the calls the app makes, through the app's own @supabase/supabase-js
// and raw HTTP. What the database itself allows is tested in supabase/tests.
import { expect, it } from 'vitest';
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
});

describeEachEngine('Bad input', (engine) => {
  const backend = useBackend(engine, { bodyLimitBytes: 64 * 1024 });

  const restHeaders = (token: string) => ({
    apikey: backend.anonKey(),
    Authorization: `Bearer ${token}`,
    'Content-Type': 'application/json',
    'Content-Profile': 'public',
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
