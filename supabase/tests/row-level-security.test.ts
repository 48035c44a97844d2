// Who may do what to public.user_progress (supabase/migrations/…_user_progress.sql): each learner
// reaches only their own rows, the anonymous key nothing, and nobody but the service role
// deletes. Postgres decides, as it does behind Supabase's API.
import {
  describeEachEngine,
  useMigratedDatabase,
  type Sql,
} from '@ths/local-supabase/testing/engines';
import { expect, test } from 'vitest';
import { as, newLearner, upsert } from './database.ts';

const PRIVILEGES = ['SELECT', 'INSERT', 'UPDATE', 'DELETE', 'TRUNCATE', 'REFERENCES', 'TRIGGER'];
const RLS_REFUSAL = {
  code: '42501',
  message: 'new row violates row-level security policy for table "user_progress"',
};
const NO_GRANT = { code: '42501', message: 'permission denied for table user_progress' };

describeEachEngine('user_progress: row-level security and grants', (engine) => {
  const db = useMigratedDatabase(engine);

  async function twoLearners() {
    const a = await newLearner(db());
    const b = await newLearner(db());
    await as(db(), { learner: a }, (sql) => upsert(sql, { user_id: a, current_scenario: 5 }));
    await as(db(), { learner: b }, (sql) => upsert(sql, { user_id: b, current_scenario: 1 }));
    return { a, b };
  }

  async function scenarioOf(learner: string) {
    const sql = 'select current_scenario from public.user_progress where user_id = $1';
    return (await db().query(sql, [learner]))[0];
  }

  test('the API roles hold only their grants: learners read, create and update; the anonymous key nothing', async () => {
    const rows = await db().query<{ role: string; privileges: string[] }>(
      `select role, array(
         select p from unnest($1::text[]) p where has_table_privilege(role, 'public.user_progress', p)
       ) as privileges
       from unnest(array['anon', 'authenticated', 'service_role']) role order by role`,
      [PRIVILEGES],
    );
    expect(rows).toEqual([
      { role: 'anon', privileges: [] },
      { role: 'authenticated', privileges: ['SELECT', 'INSERT', 'UPDATE'] },
      { role: 'service_role', privileges: PRIVILEGES },
    ]);
    const [functions] = await db().query(
      `select has_function_privilege('authenticated', 'public.user_progress_merge()', 'execute') as merge,
              has_function_privilege('anon', 'public.set_updated_at()', 'execute') as updated_at`,
    );
    expect(functions).toEqual({ merge: false, updated_at: false });
  });

  test('each learner reads only their own row', async () => {
    const { a, b } = await twoLearners();
    for (const learner of [a, b]) {
      const visible = await as(db(), { learner }, (sql) =>
        sql.query('select user_id from public.user_progress'),
      );
      expect(visible).toEqual([{ user_id: learner }]);
    }
  });

  test("another learner can neither create, take over nor change a learner's row", async () => {
    const { a, b } = await twoLearners();
    const asB = <T>(work: (sql: Sql) => Promise<T>) => as(db(), { learner: b }, work);
    await expect(
      asB((sql) =>
        sql.query(
          `insert into public.user_progress (user_id, selected_category) values ($1, 'other')`,
          [a],
        ),
      ),
    ).rejects.toMatchObject(RLS_REFUSAL);
    await expect(
      asB((sql) => upsert(sql, { user_id: a, current_scenario: 0 })),
    ).rejects.toMatchObject(RLS_REFUSAL);
    await expect(
      asB((sql) =>
        sql.query('update public.user_progress set user_id = $1 where user_id = $2', [a, b]),
      ),
    ).rejects.toMatchObject(RLS_REFUSAL);
    const changed = await asB((sql) =>
      sql.query(
        'update public.user_progress set current_scenario = 0 where user_id = $1 returning id',
        [a],
      ),
    );
    expect(changed).toEqual([]);
    expect(await scenarioOf(a)).toEqual({ current_scenario: 5 });
  });

  test('learners delete nothing, not even their own row; the anonymous key reads and writes nothing', async () => {
    const { a } = await twoLearners();
    await expect(
      as(db(), { learner: a }, (sql) =>
        sql.query('delete from public.user_progress where user_id = $1', [a]),
      ),
    ).rejects.toMatchObject(NO_GRANT);
    await expect(
      as(db(), 'anon', (sql) => sql.query('select * from public.user_progress')),
    ).rejects.toMatchObject(NO_GRANT);
    await expect(as(db(), 'anon', (sql) => upsert(sql, { user_id: a }))).rejects.toMatchObject(
      NO_GRANT,
    );
    expect(await scenarioOf(a)).toEqual({ current_scenario: 5 });
  });

  test("a learner's rows go with their account", async () => {
    const { a, b } = await twoLearners();
    await db().query('delete from auth.users where id = $1', [a]);
    expect(await scenarioOf(a)).toBeUndefined();
    expect(await scenarioOf(b)).toEqual({ current_scenario: 1 });
  });
});
