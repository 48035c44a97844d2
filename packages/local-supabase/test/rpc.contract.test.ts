// PostgREST's POST /rpc/<function>, through the app's own @supabase/supabase-js (supabase.rpc)
// and raw HTTP. The functions are the test's own, created as the superuser once the server has
// migrated, then read into the schema cache as PostgREST's schema reload would.
import { beforeAll, expect, it } from 'vitest';
import { describeEachEngine, useBackend } from './backends.ts';
import { call } from './http.ts';

const FUNCTIONS = `
  create function public.whoami() returns uuid language sql stable as $$ select auth.uid() $$;

  create function public.add_them(a integer, b integer default 10) returns integer
    language sql immutable as $$ select a + b $$;

  create function public.numbers(upto integer) returns table (n integer, label text)
    language sql stable as $$ select g, 'n' || g from generate_series(1, upto) g $$;

  create function public.squares(upto integer) returns setof integer
    language sql stable as $$ select g * g from generate_series(1, upto) g $$;

  create function public.pair(x integer, out doubled integer, out label text)
    language sql immutable as $$ select x * 2, 'x' || x $$;

  create function public.echo(payload jsonb, tags text[]) returns jsonb
    language sql immutable as $$ select jsonb_build_object('payload', payload, 'tags', to_jsonb(tags)) $$;

  -- What the transaction allows: read-only for stable functions, read-write for volatile ones.
  create function public.read_only_stable() returns text
    language sql stable as $$ select current_setting('transaction_read_only') $$;
  create function public.read_only_volatile() returns text
    language sql volatile as $$ select current_setting('transaction_read_only') $$;

  create table public.rpc_notes (note text not null);
  create function public.remember(note text) returns void
    language sql security definer set search_path = '' as $$ insert into public.rpc_notes values (note) $$;

  create function public.refuse(reason text) returns void language plpgsql as $$
  begin
    raise exception '%', reason using errcode = 'P0001', detail = 'd', hint = 'h';
  end $$;

  -- PostgREST's response.status: the answer's status, and the call still commits.
  create function public.refuse_and_remember(note text) returns json
    language plpgsql security definer set search_path = '' as $$
  begin
    insert into public.rpc_notes values (note);
    perform set_config('response.status', '418', true);
    return json_build_object('code', 'PT418', 'message', 'kept: ' || note, 'details', null, 'hint', null);
  end $$;
  create function public.bad_status() returns json language plpgsql as $$
  begin
    perform set_config('response.status', 'teapot', true);
    return '{}'::json;
  end $$;

  create function public.members_only() returns text language sql stable as $$ select 'segredo' $$;
  revoke execute on function public.members_only() from public, anon;
`;

describeEachEngine('RPC', (engine) => {
  const backend = useBackend(engine);

  beforeAll(async () => {
    await backend.server.db.exec(FUNCTIONS);
    await backend.server.reloadSchema();
  });

  it('runs the function as the caller: auth.uid() is the signed-in learner, null for anon', async () => {
    const { client, id } = await backend.learner();
    expect(await client.rpc('whoami')).toMatchObject({ status: 200, data: id, error: null });
    expect(await backend.client().rpc('whoami')).toMatchObject({
      status: 200,
      data: null,
      error: null,
    });
  });

  it('answers a scalar as its JSON value, with omitted arguments taking their defaults', async () => {
    const client = backend.client();
    expect(await client.rpc('add_them', { a: 1, b: 2 })).toMatchObject({ status: 200, data: 3 });
    expect(await client.rpc('add_them', { a: 1 })).toMatchObject({ status: 200, data: 11 });
  });

  it('answers a set as an array, a composite as an object, and converts JSON arguments to their types', async () => {
    const client = backend.client();
    expect(await client.rpc('numbers', { upto: 2 })).toMatchObject({
      status: 200,
      data: [
        { n: 1, label: 'n1' },
        { n: 2, label: 'n2' },
      ],
    });
    expect(await client.rpc('numbers', { upto: 0 })).toMatchObject({ status: 200, data: [] });
    expect(await client.rpc('squares', { upto: 3 })).toMatchObject({
      status: 200,
      data: [1, 4, 9],
    });
    expect(await client.rpc('pair', { x: 4 })).toMatchObject({
      status: 200,
      data: { doubled: 8, label: 'x4' },
    });
    expect(
      await client.rpc('echo', { payload: { nested: [1, 'two'] }, tags: ['a', 'b,c'] }),
    ).toMatchObject({ data: { payload: { nested: [1, 'two'] }, tags: ['a', 'b,c'] } });
    expect(await client.rpc('echo', { payload: 'just text', tags: [] })).toMatchObject({
      data: { payload: 'just text', tags: [] },
    });
  });

  it('answers one row of a set as an object when asked (single), PGRST116 otherwise', async () => {
    const client = backend.client();
    expect(await client.rpc('numbers', { upto: 1 }).single()).toMatchObject({
      status: 200,
      data: { n: 1, label: 'n1' },
    });
    expect(await client.rpc('numbers', { upto: 2 }).single()).toMatchObject({
      status: 406,
      error: { code: 'PGRST116', details: 'The result contains 2 rows' },
    });
  });

  it('answers a void function with 204 and no body, after committing what it did', async () => {
    const { client } = await backend.learner();
    const note = `nota ${Math.random()}`;
    const answer = await client.rpc('remember', { note });
    expect(answer).toMatchObject({ status: 204, data: null, error: null });
    const raw = await call(backend.url(), '/rest/v1/rpc/remember', {
      method: 'POST',
      headers: { apikey: backend.anonKey(), 'Content-Type': 'application/json' },
      body: JSON.stringify({ note: 'raw' }),
    });
    expect(raw).toMatchObject({ status: 204, text: '' });
    const rows = await backend.server.db.query<{ note: string }>(
      'select note from public.rpc_notes where note = any($1)',
      [[note, 'raw']],
    );
    expect(rows.map((row) => row.note).sort()).toEqual([note, 'raw'].sort());
  });

  it('runs stable and immutable functions in a read-only transaction, volatile ones read-write', async () => {
    const client = backend.client();
    expect(await client.rpc('read_only_stable')).toMatchObject({ data: 'on' });
    expect(await client.rpc('read_only_volatile')).toMatchObject({ data: 'off' });
  });

  it('answers PGRST202 for an unknown function or arguments it does not take', async () => {
    const client = backend.client();
    const unknown = await client.rpc('reset_everything', { b: 1, a: 2 });
    expect(unknown).toMatchObject({
      status: 404,
      data: null,
      error: {
        code: 'PGRST202',
        message: 'Could not find the function public.reset_everything(a, b) in the schema cache',
        hint: null,
      },
    });
    const wrongNames = await client.rpc('add_them', { x: 1 });
    expect(wrongNames).toMatchObject({
      status: 404,
      error: {
        code: 'PGRST202',
        message: 'Could not find the function public.add_them(x) in the schema cache',
        hint: 'Perhaps you meant to call the function public.add_them(a, b)',
      },
    });
    // Trigger functions are not in the schema cache (the migrations' merge trigger is one).
    expect(await client.rpc('user_progress_merge')).toMatchObject({
      status: 404,
      error: { code: 'PGRST202' },
    });
    // A required argument missing is the same: no function takes these keys.
    expect(await client.rpc('add_them', { b: 1 })).toMatchObject({
      status: 404,
      error: { code: 'PGRST202' },
    });
    expect(await client.rpc('add_them')).toMatchObject({
      status: 404,
      error: {
        code: 'PGRST202',
        message:
          'Could not find the function public.add_them without parameters in the schema cache',
      },
    });
  });

  it("passes the function's own errors through as PostgREST does", async () => {
    const { client } = await backend.learner();
    expect(await client.rpc('refuse', { reason: 'Cenário bloqueado' })).toMatchObject({
      status: 400,
      data: null,
      error: { code: 'P0001', message: 'Cenário bloqueado', details: 'd', hint: 'h' },
    });
    expect(await client.rpc('add_them', { a: 'three' })).toMatchObject({
      status: 400,
      error: { code: '22P02', message: 'invalid input syntax for type integer: "three"' },
    });
  });

  it('leaves EXECUTE to Postgres: 401 for anon without the grant, 200 for a learner with it', async () => {
    expect(await backend.client().rpc('members_only')).toMatchObject({
      status: 401,
      data: null,
      error: { code: '42501', message: 'permission denied for function members_only' },
    });
    const { client } = await backend.learner();
    expect(await client.rpc('members_only')).toMatchObject({ status: 200, data: 'segredo' });
  });

  it('wants a JSON object as the body (an empty body counts as {})', async () => {
    const headers = { apikey: backend.anonKey(), 'Content-Type': 'application/json' };
    for (const body of ['[1, 2]', '3', '{"a": ']) {
      expect(
        await call(backend.url(), '/rest/v1/rpc/add_them', { method: 'POST', headers, body }),
      ).toMatchObject({ status: 400, json: { code: 'PGRST102' } });
    }
    expect(
      await call(backend.url(), '/rest/v1/rpc/whoami', { method: 'POST', headers, body: '' }),
    ).toMatchObject({ status: 200, text: 'null' });
  });

  it('does not see a function created after the schema was read', async () => {
    await backend.server.db.exec(
      `create function public.too_late() returns integer language sql as $$ select 1 $$`,
    );
    expect(await backend.client().rpc('too_late')).toMatchObject({
      status: 404,
      error: { code: 'PGRST202' },
    });
  });

  it('a function that sets response.status is answered with that status and its value, and what it wrote is kept', async () => {
    const { client } = await backend.learner();
    const answer = await client.rpc('refuse_and_remember', { note: 'tentativa 1' });
    expect(answer).toMatchObject({
      status: 418,
      data: null,
      error: { code: 'PT418', message: 'kept: tentativa 1', details: null, hint: null },
    });
    const kept = await backend.server.db.query(
      'select note from public.rpc_notes where note = $1',
      ['tentativa 1'],
    );
    expect(kept).toEqual([{ note: 'tentativa 1' }]);
    // The next call on the same connection starts without it: 200.
    expect(await client.rpc('add_them', { a: 1 })).toMatchObject({ status: 200, data: 11 });
  });

  it('a response.status that is not a status is PostgREST’s PGRST112 (500)', async () => {
    const { client } = await backend.learner();
    const answer = await client.rpc('bad_status');
    expect(answer.status).toBe(500);
    expect(answer.error).toMatchObject({
      code: 'PGRST112',
      message: 'response.status guc must be a valid status code',
    });
  });
});
