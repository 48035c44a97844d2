// A classroom one child cannot break (issue 30, supabase/migrations/…_classroom_safety.sql): the
// educator rotates a class's code (public.rotate_join_code), a learner the educator removed cannot
// join again until the code is rotated, and the names learners show are trimmed of all white space
// and refused when empty, invisible, or holding control or direction-override characters.
import {
  describeEachEngine,
  useMigratedDatabase,
  type Sql,
} from '@ths/local-supabase/testing/engines';
import { expect, test } from 'vitest';
import { as, callJoinClass, newEducator, newLearner } from './database.ts';

describeEachEngine('classes: rotating the code, removed learners, names to show', (engine) => {
  const db = useMigratedDatabase(engine);
  const asUser = <T>(user: string, work: (sql: Sql) => Promise<T>) =>
    as(db(), { learner: user }, work);

  async function createClass(educator: string) {
    const [made] = await asUser(educator, (sql) =>
      sql.query<{ id: string; join_code: string }>(
        "insert into public.classes (name) values ('5º ano B') returning id, join_code",
      ),
    );
    return made!;
  }
  const join = (learner: string, code: string, name: string | null = 'Ana') =>
    asUser(learner, (sql) => callJoinClass(sql, code, name));
  const rotate = (user: string, classId: string) =>
    asUser(user, async (sql) => {
      const [row] = await sql.query<{ code: string }>(
        'select public.rotate_join_code($1) as code',
        [classId],
      );
      return row!.code;
    });
  const remove = (educator: string, classId: string, learner: string) =>
    asUser(educator, (sql) =>
      sql.query('delete from public.class_members where class_id = $1 and user_id = $2', [
        classId,
        learner,
      ]),
    );
  const names = (classId: string) =>
    db().query<{ display_name: string | null }>(
      'select display_name from public.class_members where class_id = $1 order by joined_at',
      [classId],
    );

  test("the class's educator rotates its code: the old one joins no one, the new one does", async () => {
    const educator = await newEducator(db());
    const made = await createClass(educator);
    const code = await rotate(educator, made.id);
    expect(code).toMatch(/^[ABCDEFGHJKMNPQRSTUVWXYZ23456789]{8}$/);
    expect(code).not.toBe(made.join_code);
    const learner = await newLearner(db());
    await expect(join(learner, made.join_code)).rejects.toMatchObject({ code: 'PT404' });
    await join(learner, code);
    expect(await names(made.id)).toEqual([{ display_name: 'Ana' }]);
  });

  test('no one else rotates it: not a member, not another educator, not the anonymous key', async () => {
    const educator = await newEducator(db());
    const made = await createClass(educator);
    const member = await newLearner(db());
    await join(member, made.join_code);
    const other = await newEducator(db());
    for (const user of [member, other]) {
      await expect(rotate(user, made.id)).rejects.toMatchObject({ code: '42501' });
    }
    await expect(
      as(db(), 'anon', (sql) => sql.query('select public.rotate_join_code($1)', [made.id])),
    ).rejects.toMatchObject({ code: '42501' });
    const [stored] = await db().query<{ join_code: string }>(
      'select join_code from public.classes where id = $1',
      [made.id],
    );
    expect(stored!.join_code).toBe(made.join_code);
  });

  test('a removed learner cannot join again until the code is rotated; one who left can', async () => {
    const educator = await newEducator(db());
    const made = await createClass(educator);
    const removed = await newLearner(db());
    const left = await newLearner(db());
    await join(removed, made.join_code, 'Caio');
    await join(left, made.join_code, 'Duda');
    await remove(educator, made.id, removed);
    await asUser(left, (sql) =>
      sql.query('delete from public.class_members where class_id = $1', [made.id]),
    );
    await expect(join(removed, made.join_code, 'Caio')).rejects.toMatchObject({
      code: 'PT403',
      message: expect.stringContaining('removed'),
    });
    await join(left, made.join_code, 'Duda');
    const code = await rotate(educator, made.id);
    await join(removed, code, 'Caio');
    expect(await names(made.id)).toEqual([{ display_name: 'Duda' }, { display_name: 'Caio' }]);
  });

  test('deleting a class or an account with members still works', async () => {
    const educator = await newEducator(db());
    const made = await createClass(educator);
    const learner = await newLearner(db());
    await join(learner, made.join_code);
    await remove(educator, made.id, learner);
    await asUser(educator, (sql) =>
      sql.query('delete from public.classes where id = $1', [made.id]),
    );
    const again = await createClass(educator);
    await join(learner, again.join_code);
    await db().query('delete from auth.users where id = $1', [educator]);
    expect(await names(again.id)).toEqual([]);
  });

  test.each([
    ['a tab and a newline inside', 'Ana\tBia'],
    ['a newline', 'Ana\nBia'],
    ['zero-width characters only', '\u200b\u200c\u200d\u2060'],
    ['a right-to-left override', 'Ana\u202eaiB'],
    ['a left-to-right isolate', '\u2066Ana'],
    ['white space only (no-break and ideographic spaces)', '\u00a0\u3000 '],
  ])('refuses a name to show with %s (22023 naming display_name)', async (_name, shown) => {
    const educator = await newEducator(db());
    const made = await createClass(educator);
    const learner = await newLearner(db());
    await expect(join(learner, made.join_code, shown)).rejects.toMatchObject({
      code: '22023',
      message: expect.stringContaining('display_name'),
    });
    // Nor by changing the name afterwards.
    await join(learner, made.join_code, 'Ana');
    await expect(
      asUser(learner, (sql) =>
        sql.query('update public.class_members set display_name = $1 where class_id = $2', [
          shown,
          made.id,
        ]),
      ),
    ).rejects.toMatchObject({ code: '23514' });
    expect(await names(made.id)).toEqual([{ display_name: 'Ana' }]);
  });

  test('trims every kind of white space around a name, and keeps accents and emoji', async () => {
    const educator = await newEducator(db());
    const made = await createClass(educator);
    const learner = await newLearner(db());
    await join(learner, made.join_code, '\u00a0\u3000 João 🌟\u2003');
    expect(await names(made.id)).toEqual([{ display_name: 'João 🌟' }]);
    await asUser(learner, (sql) =>
      sql.query('update public.class_members set display_name = $1', ['\u2002Bia\u00a0']),
    );
    expect(await names(made.id)).toEqual([{ display_name: 'Bia' }]);
  });
});
