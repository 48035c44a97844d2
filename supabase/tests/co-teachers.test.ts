// Co-teachers (issue 40, item 5; supabase/migrations/…_co_teachers.sql, docs/decisions/0080), on
// PGlite and PostgreSQL: the owner invites, another educator joins with the code and then reads
// and manages the class as the owner does, except deleting it and managing its educators; a
// learner cannot join as an educator; codes are single-use and expire; a removed co-teacher loses
// the class at once; an educator of another class sees nothing.
import {
  describeEachEngine,
  useMigratedDatabase,
  type Sql,
} from '@ths/local-supabase/testing/engines';
import { expect, test } from 'vitest';
import { as, callJoinClass, newEducator, newLearner, upsert } from './database.ts';

describeEachEngine('co-teachers', (engine) => {
  const db = useMigratedDatabase(engine);
  const asUser = <T>(user: string, work: (sql: Sql) => Promise<T>) =>
    as(db(), { learner: user }, work);

  const invite = (user: string, classId: string) =>
    asUser(user, (sql) =>
      sql
        .query<{
          code: string;
          expires_at: string;
          created_at: string;
        }>('select code, expires_at, created_at from public.invite_class_educator($1)', [classId])
        .then((rows) => rows[0]!),
    );
  const joinAsEducator = (user: string, code: string) =>
    asUser(user, (sql) =>
      sql
        .query<{ id: string }>('select public.join_class_as_educator($1) as id', [code])
        .then((rows) => rows[0]!.id),
    );
  const removeEducator = (user: string, classId: string, who: string) =>
    asUser(user, (sql) => sql.query('select public.remove_class_educator($1, $2)', [classId, who]));

  /** An owner's class with Ana in it (who has practised), a co-teacher joined with a code. */
  async function setUp() {
    const owner = await newEducator(db());
    const [made] = await asUser(owner, (sql) =>
      sql.query<{ id: string; join_code: string }>(
        "insert into public.classes (name) values ('5º ano B') returning id, join_code",
      ),
    );
    const classId = made!.id;
    const ana = await newLearner(db());
    await asUser(ana, async (sql) => {
      await callJoinClass(sql, made!.join_code, 'Ana');
      await upsert(sql, { user_id: ana, current_phase: 2 });
    });
    const coTeacher = await newEducator(db());
    const { code } = await invite(owner, classId);
    expect(await joinAsEducator(coTeacher, code)).toBe(classId);
    return { owner, coTeacher, classId, joinCode: made!.join_code, ana };
  }

  const progressAs = (user: string, learner: string) =>
    asUser(user, (sql) =>
      sql.query<{ current_phase: number }>(
        'select current_phase from public.user_progress where user_id = $1',
        [learner],
      ),
    );
  const classAs = (user: string, classId: string) =>
    asUser(user, (sql) =>
      sql.query<{ id: string; name: string }>('select id, name from public.classes where id = $1', [
        classId,
      ]),
    );

  test('the owner makes a code for 7 days, distinct from the join code', async () => {
    const owner = await newEducator(db());
    const [made] = await asUser(owner, (sql) =>
      sql.query<{ id: string; join_code: string }>(
        "insert into public.classes (name) values ('6º ano') returning id, join_code",
      ),
    );
    const made1 = await invite(owner, made!.id);
    expect(made1.code).toMatch(/^[ABCDEFGHJKMNPQRSTUVWXYZ23456789]{8}$/);
    expect(made1.code).not.toBe(made!.join_code);
    const days =
      (new Date(made1.expires_at).getTime() - new Date(made1.created_at).getTime()) / 86_400_000;
    expect(days).toBeCloseTo(7, 5);
    // A learner typing it as a class code finds no class: the two codes never mix.
    const learner = await newLearner(db());
    await expect(
      asUser(learner, (sql) => callJoinClass(sql, made1.code, 'Bia')),
    ).rejects.toMatchObject({ code: 'PT404' });
  });

  test('a co-teacher reads the class, its learners and their progress, and sees it in their list', async () => {
    const { coTeacher, classId, ana } = await setUp();
    expect(await classAs(coTeacher, classId)).toEqual([{ id: classId, name: '5º ano B' }]);
    const members = await asUser(coTeacher, (sql) =>
      sql.query<{ user_id: string; display_name: string }>(
        'select user_id, display_name from public.class_members where class_id = $1',
        [classId],
      ),
    );
    expect(members).toEqual([{ user_id: ana, display_name: 'Ana' }]);
    expect(await progressAs(coTeacher, ana)).toEqual([{ current_phase: 2 }]);
    // The list of 'Suas turmas': the classes they co-teach, through their own rows.
    const mine = await asUser(coTeacher, (sql) =>
      sql.query<{ class_id: string }>(
        'select class_id from public.class_educators where user_id = $1',
        [coTeacher],
      ),
    );
    expect(mine).toEqual([{ class_id: classId }]);
  });

  test('a co-teacher manages the class: work, class-only names, rename, new code, removing a learner', async () => {
    const { coTeacher, classId, joinCode, ana } = await setUp();
    await asUser(coTeacher, async (sql) => {
      await sql.query(
        "insert into public.class_assignments (class_id, kind, target) values ($1, 'phase', '2')",
        [classId],
      );
      await sql.query('select public.set_class_member_name($1, $2, $3)', [classId, ana, 'Ana C.']);
      const renamed = await sql.query(
        "update public.classes set name = '5º ano C' where id = $1 returning id",
        [classId],
      );
      expect(renamed).toHaveLength(1);
    });
    const [rotated] = await asUser(coTeacher, (sql) =>
      sql.query<{ code: string }>('select public.rotate_join_code($1) as code', [classId]),
    );
    expect(rotated!.code).not.toBe(joinCode);
    const stored = await db().query<{ name: string; kind: string; target: string }>(
      `select c.name, a.kind, a.target from public.classes c
       join public.class_assignments a on a.class_id = c.id where c.id = $1`,
      [classId],
    );
    expect(stored).toEqual([{ name: '5º ano C', kind: 'phase', target: '2' }]);
    const removed = await asUser(coTeacher, (sql) =>
      sql.query(
        'delete from public.class_members where class_id = $1 and user_id = $2 returning user_id',
        [classId, ana],
      ),
    );
    expect(removed).toHaveLength(1);
  });

  test('a co-teacher cannot delete the class, invite, or remove the owner or another co-teacher', async () => {
    const { owner, coTeacher, classId } = await setUp();
    const deleted = await asUser(coTeacher, (sql) =>
      sql.query('delete from public.classes where id = $1 returning id', [classId]),
    );
    expect(deleted).toEqual([]);
    expect(await classAs(owner, classId)).toHaveLength(1);
    await expect(invite(coTeacher, classId)).rejects.toMatchObject({ code: '42501' });
    await expect(removeEducator(coTeacher, classId, owner)).rejects.toMatchObject({
      code: '22023',
    });
    await expect(removeEducator(owner, classId, owner)).rejects.toMatchObject({ code: '22023' });
    const second = await newEducator(db());
    await joinAsEducator(second, (await invite(owner, classId)).code);
    await expect(removeEducator(coTeacher, classId, second)).rejects.toMatchObject({
      code: '42501',
    });
    // Nobody writes the tables directly.
    for (const user of [owner, coTeacher]) {
      await expect(
        asUser(user, (sql) =>
          sql.query('insert into public.class_educators (class_id, user_id) values ($1, $2)', [
            classId,
            user,
          ]),
        ),
      ).rejects.toMatchObject({ code: '42501' });
      await expect(
        asUser(user, (sql) =>
          sql.query('delete from public.class_educators where class_id = $1', [classId]),
        ),
      ).rejects.toMatchObject({ code: '42501' });
      await expect(
        asUser(user, (sql) => sql.query('select * from public.class_educator_invitations')),
      ).rejects.toMatchObject({ code: '42501' });
    }
    const educators = await asUser(coTeacher, (sql) =>
      sql.query<{ user_id: string; is_owner: boolean }>(
        'select user_id, is_owner from public.list_class_educators($1)',
        [classId],
      ),
    );
    expect(educators).toEqual([
      { user_id: owner, is_owner: true },
      { user_id: coTeacher, is_owner: false },
      { user_id: second, is_owner: false },
    ]);
  });

  test('a learner cannot join as an educator, even with a good code', async () => {
    const owner = await newEducator(db());
    const [made] = await asUser(owner, (sql) =>
      sql.query<{ id: string }>("insert into public.classes (name) values ('7º ano') returning id"),
    );
    const { code } = await invite(owner, made!.id);
    const learner = await newLearner(db());
    await expect(joinAsEducator(learner, code)).rejects.toMatchObject({ code: '42501' });
    await expect(
      as(db(), 'anon', (sql) => sql.query('select public.join_class_as_educator($1)', [code])),
    ).rejects.toMatchObject({ code: '42501' });
    // The code is still good for an educator.
    const educator = await newEducator(db());
    expect(await joinAsEducator(educator, code.toLowerCase().replace(/(....)/, '$1-'))).toBe(
      made!.id,
    );
  });

  test('codes are single-use and expire; an unknown code is PT404', async () => {
    const owner = await newEducator(db());
    const [made] = await asUser(owner, (sql) =>
      sql.query<{ id: string }>("insert into public.classes (name) values ('8º ano') returning id"),
    );
    const { code } = await invite(owner, made!.id);
    const first = await newEducator(db());
    const second = await newEducator(db());
    await joinAsEducator(first, code);
    await expect(joinAsEducator(second, code)).rejects.toMatchObject({
      code: '22023',
      message: 'This co-teacher code was already used',
    });
    // The one who used it, asking again, is already in: nothing changes.
    expect(await joinAsEducator(first, code)).toBe(made!.id);
    const late = await invite(owner, made!.id);
    await db().query(
      "update public.class_educator_invitations set expires_at = now() - interval '1 second' where code = $1",
      [late.code],
    );
    await expect(joinAsEducator(second, late.code)).rejects.toMatchObject({
      code: '22023',
      message: 'This co-teacher code has expired',
    });
    await expect(joinAsEducator(second, 'ZZZZ2222')).rejects.toMatchObject({ code: 'PT404' });
    await expect(joinAsEducator(second, '  ')).rejects.toMatchObject({ code: '22023' });
    expect(await classAs(second, made!.id)).toEqual([]);
  });

  test('a removed co-teacher loses the class at once; one who leaves too', async () => {
    const { owner, coTeacher, classId, ana } = await setUp();
    await removeEducator(owner, classId, coTeacher);
    expect(await classAs(coTeacher, classId)).toEqual([]);
    expect(await progressAs(coTeacher, ana)).toEqual([]);
    await expect(
      asUser(coTeacher, (sql) =>
        sql.query(
          "insert into public.class_assignments (class_id, kind, target) values ($1, 'phase', '3')",
          [classId],
        ),
      ),
    ).rejects.toMatchObject({ code: '42501' });
    await expect(
      asUser(coTeacher, (sql) => sql.query('select public.rotate_join_code($1)', [classId])),
    ).rejects.toMatchObject({ code: '42501' });
    // Removing them again: they teach the class no more.
    await expect(removeEducator(owner, classId, coTeacher)).rejects.toMatchObject({
      code: 'PT404',
    });
    // Invited again, they come back; then they leave on their own.
    await joinAsEducator(coTeacher, (await invite(owner, classId)).code);
    expect(await classAs(coTeacher, classId)).toHaveLength(1);
    await removeEducator(coTeacher, classId, coTeacher);
    expect(await classAs(coTeacher, classId)).toEqual([]);
    expect(await classAs(owner, classId)).toHaveLength(1);
  });

  test('an educator of another class sees nothing and manages nothing', async () => {
    const { classId, ana } = await setUp();
    const other = await newEducator(db());
    expect(await classAs(other, classId)).toEqual([]);
    expect(await progressAs(other, ana)).toEqual([]);
    expect(
      await asUser(other, (sql) =>
        sql.query('select * from public.class_educators where class_id = $1', [classId]),
      ),
    ).toEqual([]);
    await expect(invite(other, classId)).rejects.toMatchObject({ code: '42501' });
    await expect(
      asUser(other, (sql) => sql.query('select * from public.list_class_educators($1)', [classId])),
    ).rejects.toMatchObject({ code: '42501' });
    await expect(
      asUser(other, (sql) =>
        sql.query('select public.set_class_member_name($1, $2, $3)', [classId, ana, 'X']),
      ),
    ).rejects.toMatchObject({ code: '42501' });
    await expect(invite(other, '00000000-0000-4000-8000-000000000000')).rejects.toMatchObject({
      code: 'PT404',
    });
  });

  test('a co-teacher stays an educator until they leave; deleting the class or the account takes the rows', async () => {
    const { owner, coTeacher, classId } = await setUp();
    await expect(
      asUser(coTeacher, (sql) => sql.query("select public.set_my_role('learner')")),
    ).rejects.toMatchObject({ code: '22023' });
    await removeEducator(coTeacher, classId, coTeacher);
    await asUser(coTeacher, (sql) => sql.query("select public.set_my_role('learner')"));
    const again = await newEducator(db());
    await joinAsEducator(again, (await invite(owner, classId)).code);
    await db().query('delete from auth.users where id = $1', [again]);
    expect(
      await db().query('select user_id from public.class_educators where class_id = $1', [classId]),
    ).toEqual([]);
    const third = await newEducator(db());
    await joinAsEducator(third, (await invite(owner, classId)).code);
    await asUser(owner, (sql) => sql.query('delete from public.classes where id = $1', [classId]));
    expect(
      await db().query(
        'select count(*)::int as n from public.class_educators where class_id = $1',
        [classId],
      ),
    ).toEqual([{ n: 0 }]);
  });
});
