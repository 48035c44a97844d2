// Roles (supabase/migrations/…_profiles.sql, docs/decisions/0029-educator-role.md, amended by
// …_educator_invitations.sql and 0071): every account has a profile from sign-up, a learner unless
// it brought an educator invitation code; an account reads and changes only its own role, through
// public.set_my_role; only an educator creates a class. The invitations themselves are checked in
// educator-invitations.test.ts. Each rule is shown to hold and its opposite to be refused, on
// PGlite and PostgreSQL.
import { describeEachEngine, useMigratedDatabase } from '@ths/local-supabase/testing/engines';
import { describe, expect, test } from 'vitest';
import { as, newEducator, newInvitation, newLearner } from './database.ts';

const RLS_REFUSAL = {
  code: '42501',
  message: 'new row violates row-level security policy for table "classes"',
};

describeEachEngine('profiles: a role of one’s own, and classes for educators only', (engine) => {
  const db = useMigratedDatabase(engine);

  const roleOf = async (user: string) =>
    (
      await as(db(), { learner: user }, (sql) =>
        sql.query<{ role: string }>('select role from public.profiles'),
      )
    ).map((row) => row.role);

  const setRole = (user: string, role: string | null, invitation?: string) =>
    as(db(), { learner: user }, (sql) =>
      invitation === undefined
        ? sql.query<{ role: string }>('select public.set_my_role($1) as role', [role])
        : sql.query<{ role: string }>('select public.set_my_role($1, $2) as role', [
            role,
            invitation,
          ]),
    );

  const createClass = (user: string) =>
    as(db(), { learner: user }, (sql) =>
      sql.query<{ id: string }>(`insert into public.classes (name) values ('Turma') returning id`),
    );

  describe('sign-up makes the profile', () => {
    test('a learner by default; an educator when sign-up brought an invitation code', async () => {
      expect(await roleOf(await newLearner(db()))).toEqual(['learner']);
      expect(await roleOf(await newEducator(db()))).toEqual(['educator']);
    });

    test('any other role in the metadata is a learner', async () => {
      const [user] = await db().query<{ id: string }>(
        `insert into auth.users (id, aud, role, email, raw_user_meta_data)
         values (gen_random_uuid(), 'authenticated', 'authenticated', 'x@escola.example',
                 '{"role": "admin"}') returning id`,
      );
      expect(await roleOf(user!.id)).toEqual(['learner']);
    });

    test('the profile goes with the account', async () => {
      const user = await newEducator(db());
      await db().query('delete from auth.users where id = $1', [user]);
      const left = await db().query('select 1 from public.profiles where user_id = $1', [user]);
      expect(left).toEqual([]);
    });
  });

  describe('reading and changing a role', () => {
    test('each account reads its own profile only; anonymous reads none', async () => {
      const ana = await newLearner(db());
      await newEducator(db());
      const rows = await as(db(), { learner: ana }, (sql) =>
        sql.query<{ user_id: string }>('select user_id from public.profiles'),
      );
      expect(rows).toEqual([{ user_id: ana }]);
      await expect(
        as(db(), 'anon', (sql) => sql.query('select * from public.profiles')),
      ).rejects.toMatchObject({ code: '42501' });
    });

    test('set_my_role changes the caller’s own role, both ways (with a code to become one)', async () => {
      const ana = await newLearner(db());
      expect(await setRole(ana, 'educator', await newInvitation(db()))).toEqual([
        { role: 'educator' },
      ]);
      expect(await roleOf(ana)).toEqual(['educator']);
      expect(await setRole(ana, 'learner')).toEqual([{ role: 'learner' }]);
      expect(await roleOf(ana)).toEqual(['learner']);
    });

    test('a role other than learner or educator is refused with 22023, naming the rule', async () => {
      const ana = await newLearner(db());
      for (const role of ['admin', '', null]) {
        await expect(setRole(ana, role)).rejects.toMatchObject({
          code: '22023',
          message: expect.stringContaining("role must be 'learner' or 'educator'"),
        });
      }
      expect(await roleOf(ana)).toEqual(['learner']);
    });

    test('nobody writes the table directly, not even their own row', async () => {
      const ana = await newLearner(db());
      await expect(
        as(db(), { learner: ana }, (sql) =>
          sql.query(`update public.profiles set role = 'educator' where user_id = $1`, [ana]),
        ),
      ).rejects.toMatchObject({ code: '42501' });
      await expect(
        as(db(), { learner: ana }, (sql) =>
          sql.query(`insert into public.profiles (user_id, role) values ($1, 'educator')`, [ana]),
        ),
      ).rejects.toMatchObject({ code: '42501' });
      expect(await roleOf(ana)).toEqual(['learner']);
    });

    test('anonymous cannot set a role', async () => {
      await expect(
        as(db(), 'anon', (sql) => sql.query(`select public.set_my_role('educator')`)),
      ).rejects.toMatchObject({ code: '42501' });
    });

    test('an educator with classes stays one until the classes are gone', async () => {
      const teacher = await newEducator(db());
      const [klass] = await createClass(teacher);
      await expect(setRole(teacher, 'learner')).rejects.toMatchObject({
        code: '22023',
        message: 'An educator with classes stays an educator',
      });
      await as(db(), { learner: teacher }, (sql) =>
        sql.query('delete from public.classes where id = $1', [klass!.id]),
      );
      expect(await setRole(teacher, 'learner')).toEqual([{ role: 'learner' }]);
    });
  });

  describe('classes are created by educators', () => {
    test('an educator creates a class; a learner is refused by row-level security', async () => {
      expect(await createClass(await newEducator(db()))).toHaveLength(1);
      await expect(createClass(await newLearner(db()))).rejects.toMatchObject(RLS_REFUSAL);
    });

    test('a learner who becomes an educator can create one; back to learner, cannot', async () => {
      const ana = await newLearner(db());
      await setRole(ana, 'educator', await newInvitation(db()));
      expect(await createClass(ana)).toHaveLength(1);
      const bruno = await newEducator(db());
      await setRole(bruno, 'learner');
      await expect(createClass(bruno)).rejects.toMatchObject(RLS_REFUSAL);
    });
  });
});
