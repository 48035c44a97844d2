// A class-only name an educator sets for a learner (issue 40, item 5;
// supabase/migrations/…_class_member_names.sql, docs/decisions/0075), on PGlite and PostgreSQL:
// only the class's educator sets, clears and reads it; the learner, another learner and another
// educator neither read nor write it; it follows the join name's rules; it goes with the
// membership.
import {
  describeEachEngine,
  useMigratedDatabase,
  type Sql,
} from '@ths/local-supabase/testing/engines';
import { expect, test } from 'vitest';
import { as, callJoinClass, newEducator, newLearner } from './database.ts';

describeEachEngine('class-only names', (engine) => {
  const db = useMigratedDatabase(engine);
  const asUser = <T>(user: string, work: (sql: Sql) => Promise<T>) =>
    as(db(), { learner: user }, work);

  /** An educator's class with Ana and Bia in it. */
  async function setUp() {
    const educator = await newEducator(db());
    const [made] = await asUser(educator, (sql) =>
      sql.query<{ id: string; join_code: string }>(
        "insert into public.classes (name) values ('5º ano B') returning id, join_code",
      ),
    );
    const ana = await newLearner(db());
    const bia = await newLearner(db());
    await asUser(ana, (sql) => callJoinClass(sql, made!.join_code, 'Ana'));
    await asUser(bia, (sql) => callJoinClass(sql, made!.join_code, 'Ana'));
    return { educator, classId: made!.id, joinCode: made!.join_code, ana, bia };
  }

  const setName = (sql: Sql, classId: string, learner: string, name: string | null) =>
    sql
      .query<{ stored: string | null }>(
        'select public.set_class_member_name($1, $2, $3) as stored',
        [classId, learner, name],
      )
      .then((rows) => rows[0]!.stored);
  const namesAs = (user: string, classId: string) =>
    asUser(user, (sql) =>
      sql.query<{ user_id: string; name: string }>(
        'select user_id, name from public.class_member_names where class_id = $1 order by name',
        [classId],
      ),
    );
  const stored = (classId: string) =>
    db().query<{ user_id: string; name: string }>(
      'select user_id, name from public.class_member_names where class_id = $1 order by name',
      [classId],
    );

  test('the educator sets a name (trimmed), changes it and clears it; the learner keeps their own', async () => {
    const { educator, classId, ana } = await setUp();
    expect(
      await asUser(educator, (sql) => setName(sql, classId, ana, '\u00a0 Ana Clara (manhã) ')),
    ).toBe('Ana Clara (manhã)');
    expect(await namesAs(educator, classId)).toEqual([{ user_id: ana, name: 'Ana Clara (manhã)' }]);
    expect(await asUser(educator, (sql) => setName(sql, classId, ana, 'Ana C.'))).toBe('Ana C.');
    expect(await namesAs(educator, classId)).toEqual([{ user_id: ana, name: 'Ana C.' }]);
    // The name the learner typed is untouched.
    const [member] = await db().query<{ display_name: string }>(
      'select display_name from public.class_members where class_id = $1 and user_id = $2',
      [classId, ana],
    );
    expect(member!.display_name).toBe('Ana');
    expect(await asUser(educator, (sql) => setName(sql, classId, ana, '  '))).toBeNull();
    expect(await stored(classId)).toEqual([]);
    await asUser(educator, (sql) => setName(sql, classId, ana, 'Ana C.'));
    expect(await asUser(educator, (sql) => setName(sql, classId, ana, null))).toBeNull();
    expect(await stored(classId)).toEqual([]);
  });

  test('the learner reads no class name, their own or another’s, and sets none', async () => {
    const { educator, classId, ana, bia } = await setUp();
    await asUser(educator, (sql) => setName(sql, classId, ana, 'Ana C.'));
    await asUser(educator, (sql) => setName(sql, classId, bia, 'Ana B.'));
    expect(await namesAs(ana, classId)).toEqual([]);
    expect(await namesAs(bia, classId)).toEqual([]);
    await expect(
      asUser(ana, (sql) => setName(sql, classId, ana, 'Rainha Ana')),
    ).rejects.toMatchObject({ code: '42501' });
    await expect(asUser(ana, (sql) => setName(sql, classId, bia, 'Outra'))).rejects.toMatchObject({
      code: '42501',
    });
    // No direct writes, whoever asks.
    for (const user of [ana, educator]) {
      await expect(
        asUser(user, (sql) =>
          sql.query(
            "insert into public.class_member_names (class_id, user_id, name) values ($1, $2, 'X')",
            [classId, user === ana ? ana : bia],
          ),
        ),
      ).rejects.toMatchObject({ code: '42501' });
      await expect(
        asUser(user, (sql) =>
          sql.query("update public.class_member_names set name = 'X' where class_id = $1", [
            classId,
          ]),
        ),
      ).rejects.toMatchObject({ code: '42501' });
      await expect(
        asUser(user, (sql) =>
          sql.query('delete from public.class_member_names where class_id = $1', [classId]),
        ),
      ).rejects.toMatchObject({ code: '42501' });
    }
    await expect(as(db(), 'anon', (sql) => setName(sql, classId, ana, 'X'))).rejects.toMatchObject({
      code: '42501',
    });
    expect(await stored(classId)).toEqual([
      { user_id: bia, name: 'Ana B.' },
      { user_id: ana, name: 'Ana C.' },
    ]);
  });

  test('another educator neither reads nor sets the names of a class not theirs', async () => {
    const { educator, classId, ana } = await setUp();
    await asUser(educator, (sql) => setName(sql, classId, ana, 'Ana C.'));
    const other = await newEducator(db());
    expect(await namesAs(other, classId)).toEqual([]);
    await expect(
      asUser(other, (sql) => setName(sql, classId, ana, 'Tomada')),
    ).rejects.toMatchObject({ code: '42501' });
    await expect(asUser(other, (sql) => setName(sql, classId, ana, null))).rejects.toMatchObject({
      code: '42501',
    });
    expect(await stored(classId)).toEqual([{ user_id: ana, name: 'Ana C.' }]);
  });

  test('a learner not in the class: PT404, nothing stored', async () => {
    const { educator, classId } = await setUp();
    const stranger = await newLearner(db());
    await expect(
      asUser(educator, (sql) => setName(sql, classId, stranger, 'Carla')),
    ).rejects.toMatchObject({ code: 'PT404' });
    expect(await stored(classId)).toEqual([]);
  });

  test.each([
    ['too long', 'A'.repeat(41), /^name: at most 40 characters/],
    ['a tab inside', 'Ana\tClara', /^name must not hold control characters/],
    ['a direction override', 'Ana\u202eralC', /^name must not hold direction-override/],
    ['the blank braille pattern', '\u2800\u2800', /^name must show at least one visible/],
    ['zero-width characters only', '\u200b\u200d', /^name must show at least one visible/],
    ['a private-use character', 'Ana \ue000', /^name must not hold private-use or tag/],
  ])('%s is refused: 22023 naming the rule, the old name kept', async (_, name, rule) => {
    const { educator, classId, ana } = await setUp();
    await asUser(educator, (sql) => setName(sql, classId, ana, 'Ana C.'));
    await expect(asUser(educator, (sql) => setName(sql, classId, ana, name))).rejects.toMatchObject(
      { code: '22023', message: expect.stringMatching(rule) },
    );
    expect(await stored(classId)).toEqual([{ user_id: ana, name: 'Ana C.' }]);
  });

  test('40 characters of any script are a name', async () => {
    const { educator, classId, ana } = await setUp();
    const forty = 'Zoë 🌟 '.padEnd(40, 'a');
    expect(await asUser(educator, (sql) => setName(sql, classId, ana, forty))).toBe(forty);
  });

  test('the name goes with the membership: removed, left, or joined again', async () => {
    const { educator, classId, joinCode, ana, bia } = await setUp();
    await asUser(educator, (sql) => setName(sql, classId, ana, 'Ana C.'));
    await asUser(educator, (sql) => setName(sql, classId, bia, 'Ana B.'));
    // Bia leaves and joins again: her own name, no class name.
    await asUser(bia, (sql) =>
      sql.query('delete from public.class_members where class_id = $1 and user_id = $2', [
        classId,
        bia,
      ]),
    );
    await asUser(bia, (sql) => callJoinClass(sql, joinCode, 'Bia'));
    expect(await stored(classId)).toEqual([{ user_id: ana, name: 'Ana C.' }]);
    // Ana is removed by the educator.
    await asUser(educator, (sql) =>
      sql.query('delete from public.class_members where class_id = $1 and user_id = $2', [
        classId,
        ana,
      ]),
    );
    expect(await stored(classId)).toEqual([]);
  });

  test('the name goes with the learner’s account', async () => {
    const { educator, classId, ana, bia } = await setUp();
    await asUser(educator, (sql) => setName(sql, classId, ana, 'Ana C.'));
    await asUser(educator, (sql) => setName(sql, classId, bia, 'Ana B.'));
    await asUser(ana, (sql) => sql.query('select public.delete_my_account()'));
    expect(await stored(classId)).toEqual([{ user_id: bia, name: 'Ana B.' }]);
  });
});
