// PostgREST's impersonated role settings: what `alter role <api role> set …` says holds for each
// request made as that role (PostgREST 11+; Supabase's statement timeouts of anon 3 s and
// authenticated 8 s work through it). The fixture gives the roles tiny timeouts in the test's own
// database (`alter role … in database …`), so that nothing else on a shared server sees them and
// a cancelled statement takes a fraction of a second rather than eight.
import { createClient } from '@supabase/supabase-js';
import { beforeAll, expect, it } from 'vitest';
import { describeEachEngine, useBackend } from './backends.ts';

const LEARNER_TIMEOUT = '300ms';
const ANON_TIMEOUT = '200ms';

const FIXTURE = `
  create function public.my_statement_timeout() returns text
    language sql stable as $$ select current_setting('statement_timeout') $$;
  create function public.sleep_for(seconds double precision) returns void
    language sql volatile as $$ select pg_sleep(seconds) $$;

  do $$
  begin
    execute format('alter role authenticated in database %I set statement_timeout = %L',
                   current_database(), '${LEARNER_TIMEOUT}');
    execute format('alter role anon in database %I set statement_timeout = %L',
                   current_database(), '${ANON_TIMEOUT}');
  end
  $$;
`;

describeEachEngine('Role settings', (engine) => {
  const backend = useBackend(engine);

  beforeAll(async () => {
    await backend.server.db.exec(FIXTURE);
    // Read with the schema cache, as PostgREST reads them with its configuration.
    await backend.server.reloadSchema();
  });

  it("has Supabase's statement timeouts on the API roles: anon 3s, authenticated 8s", async () => {
    const rows = await backend.server.db.query<{ role: string; config: string[] }>(
      `select r.rolname as role, s.setconfig as config
       from pg_db_role_setting s join pg_roles r on r.oid = s.setrole
       where s.setdatabase = 0 and r.rolname in ('anon', 'authenticated')
       order by 1`,
    );
    const timeouts = rows.map(({ role, config }) => [
      role,
      config.find((entry) => entry.startsWith('statement_timeout=')),
    ]);
    expect(timeouts).toEqual([
      ['anon', 'statement_timeout=3s'],
      ['authenticated', 'statement_timeout=8s'],
    ]);
  });

  it("applies the caller's role settings to their request, and only to it", async () => {
    const { client } = await backend.learner();
    expect(await client.rpc('my_statement_timeout')).toMatchObject({
      status: 200,
      data: LEARNER_TIMEOUT,
    });
    expect(await backend.client().rpc('my_statement_timeout')).toMatchObject({
      status: 200,
      data: ANON_TIMEOUT,
    });
    // service_role has no setting of its own: the connection's value, not a learner's.
    const admin = createClient(backend.url(), backend.server.config.serviceRoleKey, {
      auth: { persistSession: false, autoRefreshToken: false },
    });
    const own = await admin.rpc('my_statement_timeout');
    expect(own.status).toBe(200);
    expect([LEARNER_TIMEOUT, ANON_TIMEOUT]).not.toContain(own.data);
    // Transaction-scoped: the pooled connection goes back as it was.
    const [session] = await backend.server.db.query<{ statement_timeout: string }>(
      'show statement_timeout',
    );
    expect([LEARNER_TIMEOUT, ANON_TIMEOUT]).not.toContain(session!.statement_timeout);
  });

  // PGlite runs in WebAssembly without the timer signal that interrupts a running statement: the
  // setting is applied (above) but a statement runs to its end, however long.
  it.skipIf(engine === 'PGlite')(
    'cancels a statement that runs past the timeout: 57014, answered 500 as PostgREST does',
    async () => {
      const { client } = await backend.learner();
      const slow = await client.rpc('sleep_for', { seconds: 5 });
      expect(slow).toMatchObject({
        status: 500,
        data: null,
        error: { code: '57014', message: 'canceling statement due to statement timeout' },
      });
      // Within the limit it runs, and the connection the cancelled request used still serves.
      expect(await client.rpc('sleep_for', { seconds: 0.01 })).toMatchObject({
        status: 204,
        error: null,
      });
      expect(await backend.client().rpc('sleep_for', { seconds: 5 })).toMatchObject({
        status: 500,
        error: { code: '57014' },
      });
    },
  );
});
