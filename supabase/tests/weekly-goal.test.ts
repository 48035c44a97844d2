// The weekly goal (supabase/migrations/…_weekly_goal.sql, docs/decisions/0076): each account
// reads and sets only its own goal, through public.set_my_weekly_goal; a goal outside 1 to 7 is
// refused; nobody writes the column directly. On PGlite and PostgreSQL.
import { describeEachEngine, useMigratedDatabase } from '@ths/local-supabase/testing/engines';
import { expect, test } from 'vitest';
import { as, newEducator, newLearner } from './database.ts';

describeEachEngine('profiles.weekly_goal: a goal of one’s own', (engine) => {
  const db = useMigratedDatabase(engine);

  const goals = (user: string) =>
    as(db(), { learner: user }, (sql) =>
      sql.query<{ user_id: string; weekly_goal: number | null }>(
        'select user_id, weekly_goal from public.profiles',
      ),
    );

  const setGoal = (user: string, days: number | null) =>
    as(db(), { learner: user }, (sql) =>
      sql.query<{ days: number }>('select public.set_my_weekly_goal($1) as days', [days]),
    );

  test('none until the learner chooses; then their own, changed as often as they like', async () => {
    const ana = await newLearner(db());
    const bruno = await newLearner(db());
    expect(await goals(ana)).toEqual([{ user_id: ana, weekly_goal: null }]);
    expect(await setGoal(ana, 5)).toEqual([{ days: 5 }]);
    expect(await setGoal(ana, 2)).toEqual([{ days: 2 }]);
    expect(await goals(ana)).toEqual([{ user_id: ana, weekly_goal: 2 }]);
    // Bruno neither sees Ana's goal nor has one from her call.
    expect(await goals(bruno)).toEqual([{ user_id: bruno, weekly_goal: null }]);
  });

  test('setting the goal keeps the role', async () => {
    const teacher = await newEducator(db());
    await setGoal(teacher, 3);
    const [row] = await db().query<{ role: string; weekly_goal: number }>(
      'select role, weekly_goal from public.profiles where user_id = $1',
      [teacher],
    );
    expect(row).toEqual({ role: 'educator', weekly_goal: 3 });
  });

  test('a goal outside 1 to 7, or none, is refused with 22023 and the goal kept', async () => {
    const ana = await newLearner(db());
    await setGoal(ana, 4);
    for (const days of [0, 8, -1, null]) {
      await expect(setGoal(ana, days)).rejects.toMatchObject({
        code: '22023',
        message: expect.stringContaining('days must be a whole number from 1 to 7'),
      });
    }
    expect(await goals(ana)).toEqual([{ user_id: ana, weekly_goal: 4 }]);
  });

  test('nobody writes the column directly, not even on their own row', async () => {
    const ana = await newLearner(db());
    await expect(
      as(db(), { learner: ana }, (sql) =>
        sql.query('update public.profiles set weekly_goal = 5 where user_id = $1', [ana]),
      ),
    ).rejects.toMatchObject({ code: '42501' });
    expect(await goals(ana)).toEqual([{ user_id: ana, weekly_goal: null }]);
  });

  test('signed-in users may execute it, the anonymous key and PUBLIC may not; a security definer with an empty search_path', async () => {
    const [grants] = await db().query(
      `select has_function_privilege('anon', $1, 'execute') as anon,
              has_function_privilege('authenticated', $1, 'execute') as authenticated,
              exists (select from pg_proc p, aclexplode(p.proacl) acl
                      where p.oid = $1::regprocedure and acl.grantee = 0) as public,
              p.prosecdef as security_definer, p.proconfig as config
       from pg_proc p where p.oid = $1::regprocedure`,
      ['public.set_my_weekly_goal(integer)'],
    );
    expect(grants).toEqual({
      anon: false,
      authenticated: true,
      public: false,
      security_definer: true,
      config: ['search_path=""'],
    });
  });

  test('anonymous cannot set a goal', async () => {
    await expect(
      as(db(), 'anon', (sql) => sql.query('select public.set_my_weekly_goal(3)')),
    ).rejects.toMatchObject({ code: '42501' });
  });
});
