// An adult's check for the educator role (supabase/migrations/…_educator_invitations.sql,
// docs/decisions/0071): becoming an educator takes a one-use invitation code that an educator (or
// the school's administrator, with the service role) made; ticking a box or sign-up metadata alone
// gives a learner. Each rule is shown to hold and its opposite to be refused, on PGlite and
// PostgreSQL.
import { describeEachEngine, useMigratedDatabase } from '@ths/local-supabase/testing/engines';
import { describe, expect, test } from 'vitest';
import { as, newAccount, newEducator, newInvitation, newLearner } from './database.ts';

const CODE = /^[ABCDEFGHJKMNPQRSTUVWXYZ23456789]{8}$/;

describeEachEngine('educator invitations: an adult’s check for the educator role', (engine) => {
  const db = useMigratedDatabase(engine);

  const roleOf = async (user: string) =>
    (
      await db().query<{ role: string }>('select role from public.profiles where user_id = $1', [
        user,
      ])
    ).map((row) => row.role);

  const becomeEducator = (user: string, invitation?: string | null) =>
    as(db(), { learner: user }, (sql) =>
      invitation === undefined
        ? sql.query<{ role: string }>(`select public.set_my_role('educator') as role`)
        : sql.query<{ role: string }>(`select public.set_my_role('educator', $1) as role`, [
            invitation,
          ]),
    );

  const invite = (user: string) =>
    as(db(), { learner: user }, (sql) =>
      sql.query<{ code: string; expires_at: Date; created_at: Date; created_by: string }>(
        'select * from public.invite_educator()',
      ),
    );

  const refusal = (message: string) => ({ code: '22023', message });

  describe('becoming an educator', () => {
    test('without a code, a learner is refused, naming the rule', async () => {
      const ana = await newLearner(db());
      for (const missing of [undefined, null, '', '  ']) {
        await expect(becomeEducator(ana, missing)).rejects.toMatchObject(
          refusal('An educator invitation code is needed to become an educator'),
        );
      }
      expect(await roleOf(ana)).toEqual(['learner']);
    });

    test('an unknown code is refused', async () => {
      const ana = await newLearner(db());
      await expect(becomeEducator(ana, 'ZZZZ2222')).rejects.toMatchObject(
        refusal('Unknown educator invitation code'),
      );
      expect(await roleOf(ana)).toEqual(['learner']);
    });

    test('a code works once: the second learner is told it was used', async () => {
      const code = await newInvitation(db());
      const [ana, bia] = [await newLearner(db()), await newLearner(db())];
      expect(await becomeEducator(ana, code)).toEqual([{ role: 'educator' }]);
      await expect(becomeEducator(bia, code)).rejects.toMatchObject(
        refusal('This educator invitation code was already used'),
      );
      expect(await roleOf(ana)).toEqual(['educator']);
      expect(await roleOf(bia)).toEqual(['learner']);
      const [used] = await db().query<{ used_by: string; used_at: Date | null }>(
        'select used_by, used_at from public.educator_invitations where code = $1',
        [code],
      );
      expect(used).toMatchObject({ used_by: ana, used_at: expect.any(Date) });
    });

    test('an expired code is refused and stays unused', async () => {
      const code = await newInvitation(db());
      await db().query(
        `update public.educator_invitations set expires_at = now() - interval '1 second' where code = $1`,
        [code],
      );
      const ana = await newLearner(db());
      await expect(becomeEducator(ana, code)).rejects.toMatchObject(
        refusal('This educator invitation code has expired'),
      );
      const [row] = await db().query<{ used_at: Date | null }>(
        'select used_at from public.educator_invitations where code = $1',
        [code],
      );
      expect(row).toEqual({ used_at: null });
    });

    test('a code is read without spaces or dashes, in any case', async () => {
      const code = await newInvitation(db());
      const typed = `${code.slice(0, 4).toLowerCase()}-${code.slice(4)} `;
      const ana = await newLearner(db());
      expect(await becomeEducator(ana, typed)).toEqual([{ role: 'educator' }]);
    });

    test('an educator who asks again keeps the role and uses no code', async () => {
      const teacher = await newEducator(db());
      expect(await becomeEducator(teacher)).toEqual([{ role: 'educator' }]);
    });
  });

  describe('making invitations', () => {
    test('an educator makes a code of 8 characters that lasts 14 days', async () => {
      const teacher = await newEducator(db());
      const [made] = await invite(teacher);
      expect(made!.code).toMatch(CODE);
      expect(made!.created_by).toBe(teacher);
      const days = (made!.expires_at.getTime() - made!.created_at.getTime()) / 86_400_000;
      expect(days).toBeCloseTo(14, 5);
      const ana = await newLearner(db());
      expect(await becomeEducator(ana, made!.code)).toEqual([{ role: 'educator' }]);
    });

    test('a learner cannot invite: 42501 naming the rule', async () => {
      const ana = await newLearner(db());
      await expect(invite(ana)).rejects.toMatchObject({
        code: '42501',
        message: 'Only an educator can invite an educator',
      });
      await expect(
        as(db(), 'anon', (sql) => sql.query('select public.invite_educator()')),
      ).rejects.toMatchObject({ code: '42501' });
    });

    test('the service role (a school’s administrator) makes the first code', async () => {
      const [made] = await db().transaction(async (sql) => {
        await sql.query(
          `select set_config('role', 'service_role', true),
                  set_config('request.jwt.claims', '{"role":"service_role"}', true)`,
        );
        return sql.query<{ code: string; created_by: string | null }>(
          'select * from public.invite_educator()',
        );
      });
      expect(made).toMatchObject({ code: expect.stringMatching(CODE), created_by: null });
    });

    test('an educator holds at most 20 unused codes', async () => {
      const teacher = await newEducator(db());
      const codes: string[] = [];
      for (let i = 0; i < 20; i += 1) codes.push((await invite(teacher))[0]!.code);
      await expect(invite(teacher)).rejects.toMatchObject(
        refusal('An educator holds at most 20 unused invitations'),
      );
      // A used code frees its place.
      await becomeEducator(await newLearner(db()), codes[0]);
      expect(await invite(teacher)).toHaveLength(1);
    });

    test('an educator reads only the invitations they made; a learner reads none', async () => {
      const [ana, bruno] = [await newEducator(db()), await newEducator(db())];
      const [mine] = await invite(ana);
      await invite(bruno);
      const read = (user: string) =>
        as(db(), { learner: user }, (sql) =>
          sql.query<{ code: string }>('select code from public.educator_invitations'),
        );
      expect(await read(ana)).toEqual([{ code: mine!.code }]);
      expect(await read(await newLearner(db()))).toEqual([]);
      await expect(
        as(db(), 'anon', (sql) => sql.query('select * from public.educator_invitations')),
      ).rejects.toMatchObject({ code: '42501' });
    });

    test('nobody writes the table directly', async () => {
      const teacher = await newEducator(db());
      const [made] = await invite(teacher);
      const ana = await newLearner(db());
      for (const [user, statement, values] of [
        [ana, `insert into public.educator_invitations (code) values ('ABCDEFGH')`, []],
        [teacher, `insert into public.educator_invitations (code) values ('ABCDEFGH')`, []],
        [
          teacher,
          `update public.educator_invitations set expires_at = now() + interval '1 year' where code = $1`,
          [made!.code],
        ],
        [teacher, 'delete from public.educator_invitations where code = $1', [made!.code]],
      ] as const) {
        await expect(
          as(db(), { learner: user }, (sql) => sql.query(statement, [...values])),
        ).rejects.toMatchObject({ code: '42501' });
      }
      await expect(
        as(db(), { learner: ana }, (sql) =>
          sql.query(`select private.make_educator_invitation($1)`, [ana]),
        ),
      ).rejects.toMatchObject({ code: '42501' });
    });
  });

  describe('sign-up', () => {
    test('metadata role=educator alone gives a learner', async () => {
      expect(await roleOf(await newAccount(db(), { role: 'educator' }))).toEqual(['learner']);
    });

    test('role=educator with an unknown or used code gives a learner; sign-up still works', async () => {
      const code = await newInvitation(db());
      await newAccount(db(), { role: 'educator', invitation: code });
      for (const invitation of ['ZZZZ2222', code]) {
        const user = await newAccount(db(), { role: 'educator', invitation });
        expect(await roleOf(user)).toEqual(['learner']);
      }
    });

    test('role=educator with a valid code gives an educator and uses the code', async () => {
      const code = await newInvitation(db());
      const user = await newAccount(db(), { role: 'educator', invitation: code });
      expect(await roleOf(user)).toEqual(['educator']);
      const [row] = await db().query<{ used_by: string }>(
        'select used_by from public.educator_invitations where code = $1',
        [code],
      );
      expect(row).toEqual({ used_by: user });
    });
  });
});
