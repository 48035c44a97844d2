// Deleting an account (supabase/migrations/…_delete_my_account.sql): a signed-in learner calls
// public.delete_my_account() and nothing of theirs is left, in auth or in public, while everyone
// else's rows stay as they were. Only a signed-in caller may call it: the anonymous key has no
// grant, and a token without a user (or whose user is already gone) is refused by the function.
import {
  describeEachEngine,
  useMigratedDatabase,
  type Sql,
} from '@ths/local-supabase/testing/engines';
import { describe, expect, test } from 'vitest';
import { as, newEducator, newLearner, storedRow, upsert } from './database.ts';

const FUNCTION = 'public.delete_my_account()';
const NO_CALLER = {
  code: '42501',
  message: 'Only a signed-in user can delete their account',
  hint: 'Sign in first.',
};

/** How many rows of this user each table holds (read past row-level security). */
type Footprint = {
  users: number;
  identities: number;
  sessions: number;
  refresh_tokens: number;
  user_progress: number;
  class_members: number;
  classes: number;
};
const NOTHING: Footprint = {
  users: 0,
  identities: 0,
  sessions: 0,
  refresh_tokens: 0,
  user_progress: 0,
  class_members: 0,
  classes: 0,
};

describeEachEngine(
  'delete_my_account: a learner deletes their account and everything of theirs',
  (engine) => {
    const db = useMigratedDatabase(engine);

    const asUser = <T>(user: string, work: (sql: Sql) => Promise<T>) =>
      as(db(), { learner: user }, work);

    const deleteMyAccount = (user: string) =>
      asUser(user, (sql) => sql.query(`select ${FUNCTION}`));

    /**
     * What Auth stores for a signed-up learner who signed in on two devices and refreshed once on
     * the first: their e-mail identity, two sessions and three refresh tokens (one of them rotated).
     */
    async function signedIn(user: string): Promise<void> {
      await db().query(
        `insert into auth.identities (provider_id, user_id, identity_data, provider, created_at, updated_at)
       values ($1::uuid::text, $1::uuid, jsonb_build_object('sub', $1::uuid, 'email', 'x@escola.example'),
               'email', now(), now())`,
        [user],
      );
      await db().query(
        `with sessions as (
         insert into auth.sessions (id, user_id, created_at, updated_at, aal)
         select gen_random_uuid(), $1::uuid, now(), now(), 'aal1' from generate_series(1, 2)
         returning id
       ), numbered as (select id, row_number() over (order by id) as n from sessions)
       insert into auth.refresh_tokens (token, user_id, revoked, created_at, updated_at, session_id)
       select substr(md5(random()::text), 1, 12), $1::uuid::text, t.revoked, now(), now(), s.id
       from numbered s
       join (values (1, true), (1, false), (2, false)) as t(n, revoked) on t.n = s.n`,
        [user],
      );
    }

    async function footprint(user: string): Promise<Footprint> {
      const [counts] = await db().query<Footprint>(
        `with me as (select $1::uuid as id)
       select (select count(*) from auth.users u, me where u.id = me.id)::integer as users,
              (select count(*) from auth.identities i, me where i.user_id = me.id)::integer as identities,
              (select count(*) from auth.sessions s, me where s.user_id = me.id)::integer as sessions,
              (select count(*) from auth.refresh_tokens r, me where r.user_id = me.id::text)::integer as refresh_tokens,
              (select count(*) from public.user_progress p, me where p.user_id = me.id)::integer as user_progress,
              (select count(*) from public.class_members m, me where m.user_id = me.id)::integer as class_members,
              (select count(*) from public.classes c, me where c.educator_id = me.id)::integer as classes`,
        [user],
      );
      return counts!;
    }

    async function createClass(educator: string, name: string) {
      const [created] = await asUser(educator, (sql) =>
        sql.query<{ id: string; join_code: string }>(
          'insert into public.classes (name) values ($1) returning id, join_code',
          [name],
        ),
      );
      return created!;
    }

    const join = (learner: string, code: string, name: string) =>
      asUser(learner, (sql) => sql.query('select public.join_class($1, $2)', [code, name]));

    const membersOf = (classId: string) =>
      db().query<{ user_id: string }>(
        'select user_id from public.class_members where class_id = $1 order by user_id',
        [classId],
      );

    /**
     * Ana, signed in, with progress in two categories, a membership of Carla's class and a class of
     * her own that Bruno joined; Bruno, signed in, with his own progress.
     */
    async function anaAndBruno() {
      // Ana and Carla each have a class, so they said "Sou educador(a)".
      const [ana, bruno, carla] = [
        await newEducator(db()),
        await newLearner(db()),
        await newEducator(db()),
      ];
      for (const user of [ana, bruno, carla]) await signedIn(user);
      await asUser(ana, async (sql) => {
        await upsert(sql, { user_id: ana, current_scenario: 5 });
        await sql.query(
          `insert into public.user_progress (user_id, selected_category, current_scenario)
         values ($1, 'emocoes', 3)`,
          [ana],
        );
      });
      await asUser(bruno, (sql) => upsert(sql, { user_id: bruno, current_scenario: 7 }));
      const carlasClass = await createClass(carla, 'Turma da Carla');
      await join(ana, carlasClass.join_code, 'Ana');
      const anasClass = await createClass(ana, 'Turma da Ana');
      await join(bruno, anasClass.join_code, 'Bruno');
      return { ana, bruno, carla, carlasClass, anasClass };
    }

    describe('grants', () => {
      test('signed-in users may execute it; the anonymous key and PUBLIC may not', async () => {
        const [grants] = await db().query(
          `select has_function_privilege('anon', $1, 'execute') as anon,
                has_function_privilege('authenticated', $1, 'execute') as authenticated,
                exists (select from pg_proc p, aclexplode(p.proacl) acl
                        where p.oid = $1::regprocedure and acl.grantee = 0) as public`,
          [FUNCTION],
        );
        expect(grants).toEqual({ anon: false, authenticated: true, public: false });
      });

      test('it is a security definer function in plpgsql with an empty search_path, returning void', async () => {
        const [definition] = await db().query(
          `select p.prosecdef as security_definer, l.lanname as language, p.proconfig as config,
                p.prorettype::regtype::text as returns
         from pg_proc p join pg_language l on l.oid = p.prolang
         where p.oid = $1::regprocedure`,
          [FUNCTION],
        );
        expect(definition).toEqual({
          security_definer: true,
          language: 'plpgsql',
          config: ['search_path=""'],
          returns: 'void',
        });
      });
    });

    describe('deleting', () => {
      test('nothing of the caller is left: account, identity, sessions, refresh tokens, progress, memberships, classes', async () => {
        const { ana } = await anaAndBruno();
        expect(await footprint(ana)).toEqual({
          users: 1,
          identities: 1,
          sessions: 2,
          refresh_tokens: 3,
          user_progress: 2,
          class_members: 1,
          classes: 1,
        });
        await deleteMyAccount(ana);
        expect(await footprint(ana)).toEqual(NOTHING);
      });

      test("everyone else keeps their rows: Bruno's progress is untouched, his membership went with Ana's class", async () => {
        const { ana, bruno, carla, carlasClass, anasClass } = await anaAndBruno();
        const brunosProgress = await storedRow(db(), bruno);
        const before = { bruno: await footprint(bruno), carla: await footprint(carla) };
        expect(before.bruno).toMatchObject({ users: 1, user_progress: 1, class_members: 1 });

        await deleteMyAccount(ana);

        expect(await storedRow(db(), bruno)).toEqual(brunosProgress);
        expect(await footprint(bruno)).toEqual({ ...before.bruno, class_members: 0 });
        expect(await footprint(carla)).toEqual(before.carla);
        expect(await membersOf(anasClass.id)).toEqual([]);
        expect(
          await db().query('select id from public.classes where id = $1', [anasClass.id]),
        ).toEqual([]);
        // Carla's class stays, without Ana.
        expect(
          await db().query('select id from public.classes where id = $1', [carlasClass.id]),
        ).toEqual([{ id: carlasClass.id }]);
        expect(await membersOf(carlasClass.id)).toEqual([]);
      });

      test('a second learner calling it deletes only themselves', async () => {
        const { ana, bruno, carla } = await anaAndBruno();
        const carlaBefore = await footprint(carla);
        await deleteMyAccount(ana);
        const brunoBefore = await footprint(bruno);
        await deleteMyAccount(bruno);
        expect(await footprint(bruno)).toEqual(NOTHING);
        expect(brunoBefore).toMatchObject({ users: 1, sessions: 2, user_progress: 1 });
        expect(await footprint(carla)).toEqual(carlaBefore);
        expect(await footprint(ana)).toEqual(NOTHING);
      });
    });

    describe('refusals', () => {
      test('the anonymous key cannot execute it (42501 permission denied), and nothing is deleted', async () => {
        const { ana } = await anaAndBruno();
        const before = await footprint(ana);
        await expect(
          as(db(), 'anon', (sql) => sql.query(`select ${FUNCTION}`)),
        ).rejects.toMatchObject({
          code: '42501',
          message: 'permission denied for function delete_my_account',
        });
        expect(await footprint(ana)).toEqual(before);
      });

      test('a token without a user is refused by the function, with a hint', async () => {
        const { ana } = await anaAndBruno();
        const before = await footprint(ana);
        await expect(
          db().transaction(async (sql) => {
            await sql.query(
              `select set_config('role', 'authenticated', true),
                    set_config('request.jwt.claims', '{"role":"authenticated"}', true)`,
            );
            return sql.query(`select ${FUNCTION}`);
          }),
        ).rejects.toMatchObject(NO_CALLER);
        expect(await footprint(ana)).toEqual(before);
      });

      test('a token whose user is already gone is refused the same way (a second call)', async () => {
        const { ana } = await anaAndBruno();
        await deleteMyAccount(ana);
        await expect(deleteMyAccount(ana)).rejects.toMatchObject(NO_CALLER);
      });
    });
  },
);
