// Names that show and dates a school uses (issue 41,
// supabase/migrations/…_names_that_show_and_school_dates.sql), on PGlite and PostgreSQL: the
// invisible names an outside test got through are refused for learners and for classes, a due date
// is a school date, and a class has at most 100 assignments.
import {
  describeEachEngine,
  useMigratedDatabase,
  type Sql,
} from '@ths/local-supabase/testing/engines';
import { expect, test } from 'vitest';
import { as, callJoinClass, newEducator, newLearner } from './database.ts';

/** The names issue 41 found shown as nothing, or as a different thing on each device. */
const INVISIBLE: Array<[string, string, RegExp]> = [
  ['the blank braille pattern', '\u2800\u2800', /must show at least one visible/],
  ['combining marks alone', '\u0301\u0308\u20dd', /must show at least one visible/],
  ['a Hangul filler and a variation selector', '\u3164\ufe0f', /must show at least one visible/],
  ['a tag sequence', '\u{e0041}\u{e006e}\u{e0061}', /must not hold private-use or tag/],
  ['tags after a letter', 'A\u{e0020}\u{e007f}', /must not hold private-use or tag/],
  ['a private-use character', 'Ana \ue000', /must not hold private-use or tag/],
  ['a supplementary private-use character', '\u{f0000}', /must not hold private-use or tag/],
  ['a line separator inside', 'Ana\u2028Bia', /must not hold control characters/],
  ['a paragraph separator inside', 'Ana\u2029Bia', /must not hold control characters/],
];

/** Names that show, whatever the script. */
const SHOWN = ['Ana Júlia', 'Zoë 🌟', '❤️', 'José\u0301', 'अनु', 'محمد', '李华', '5º ano B'];

describeEachEngine('names that show, for learners and for classes', (engine) => {
  const db = useMigratedDatabase(engine);
  const asUser = <T>(user: string, work: (sql: Sql) => Promise<T>) =>
    as(db(), { learner: user }, work);
  const createClass = async (educator: string, name: string) => {
    const [made] = await asUser(educator, (sql) =>
      sql.query<{ id: string; name: string; join_code: string }>(
        'insert into public.classes (name) values ($1) returning id, name, join_code',
        [name],
      ),
    );
    return made!;
  };

  test.each(INVISIBLE)(
    '%s is refused as a display name: 22023 naming the rule',
    async (_, name, rule) => {
      const educator = await newEducator(db());
      const made = await createClass(educator, '5º ano B');
      const learner = await newLearner(db());
      await expect(
        asUser(learner, (sql) => callJoinClass(sql, made.join_code, name)),
      ).rejects.toMatchObject({ code: '22023', message: expect.stringMatching(rule) });
      const members = await db().query('select 1 from public.class_members where class_id = $1', [
        made.id,
      ]);
      expect(members).toEqual([]);
    },
  );

  test.each(INVISIBLE)(
    '%s is refused as a class name, created or renamed: 22023 naming the rule',
    async (_, name, rule) => {
      const educator = await newEducator(db());
      await expect(createClass(educator, name)).rejects.toMatchObject({
        code: '22023',
        message: expect.stringMatching(new RegExp(`^name ${rule.source}`)),
      });
      const made = await createClass(educator, '5º ano B');
      await expect(
        asUser(educator, (sql) =>
          sql.query('update public.classes set name = $1 where id = $2', [name, made.id]),
        ),
      ).rejects.toMatchObject({ code: '22023' });
      const [stored] = await db().query<{ name: string }>(
        'select name from public.classes where id = $1',
        [made.id],
      );
      expect(stored!.name).toBe('5º ano B');
    },
  );

  test('names in any script, with accents, combining accents and emoji, are kept; class names are trimmed of every white space', async () => {
    const educator = await newEducator(db());
    for (const name of SHOWN) {
      const made = await createClass(educator, `\u3000${name}\u00a0`);
      expect(made.name).toBe(name);
      const learner = await newLearner(db());
      await asUser(learner, (sql) => callJoinClass(sql, made.join_code, name));
      const [member] = await db().query<{ display_name: string }>(
        'select display_name from public.class_members where class_id = $1',
        [made.id],
      );
      expect(member!.display_name).toBe(name);
    }
  });

  test('a class name keeps 80 characters and refuses 81; a display name 40 and 41', async () => {
    const educator = await newEducator(db());
    expect((await createClass(educator, 'é'.repeat(80))).name).toHaveLength(80);
    await expect(createClass(educator, 'a'.repeat(81))).rejects.toMatchObject({
      code: '22023',
      message: 'name: at most 80 characters',
    });
    const made = await createClass(educator, 'Turma');
    const learner = await newLearner(db());
    await expect(
      asUser(learner, (sql) => callJoinClass(sql, made.join_code, 'a'.repeat(41))),
    ).rejects.toMatchObject({ code: '22023', message: 'display_name: at most 40 characters' });
  });
});

describeEachEngine('due dates a school uses, and at most 100 assignments a class', (engine) => {
  const db = useMigratedDatabase(engine);
  const asUser = <T>(user: string, work: (sql: Sql) => Promise<T>) =>
    as(db(), { learner: user }, work);

  async function classOf(educator: string) {
    const [made] = await asUser(educator, (sql) =>
      sql.query<{ id: string }>("insert into public.classes (name) values ('6º ano') returning id"),
    );
    return made!.id;
  }
  const assign = (educator: string, classId: string, due: string | null, target = '2') =>
    asUser(educator, (sql) =>
      sql.query<{ due_on: string | null }>(
        `insert into public.class_assignments (class_id, kind, target, due_on)
         values ($1, 'phase', $2, $3) returning due_on::text`,
        [classId, target, due],
      ),
    );

  test('infinity, -infinity, year 5874897 and dates outside 2000–2099 are refused, on insert and on update', async () => {
    const educator = await newEducator(db());
    const classId = await classOf(educator);
    for (const due of ['infinity', '-infinity', '5874897-12-31', '1999-12-31', '2100-01-01']) {
      await expect(assign(educator, classId, due), due).rejects.toMatchObject({
        code: '23514',
        message: expect.stringContaining('class_assignments_due_on_school_date'),
      });
    }
    const [first] = await assign(educator, classId, '2000-01-01');
    expect(first!.due_on).toBe('2000-01-01');
    expect((await assign(educator, classId, '2099-12-31'))[0]!.due_on).toBe('2099-12-31');
    expect((await assign(educator, classId, null))[0]!.due_on).toBeNull();
    await expect(
      asUser(educator, (sql) =>
        sql.query("update public.class_assignments set due_on = 'infinity' where class_id = $1", [
          classId,
        ]),
      ),
    ).rejects.toMatchObject({ code: '23514' });
  });

  test('a class has at most 100 assignments: the 101st is refused; after a delete one more fits', async () => {
    const educator = await newEducator(db());
    const classId = await classOf(educator);
    await asUser(educator, (sql) =>
      sql.query(
        `insert into public.class_assignments (class_id, kind, target)
         select $1, 'phase', ((n % 5) + 1)::text from generate_series(1, 100) n`,
        [classId],
      ),
    );
    await expect(assign(educator, classId, null)).rejects.toMatchObject({
      code: '23514',
      message: 'A class has at most 100 assignments',
    });
    // Another class of the same educator is not held back.
    await assign(educator, await classOf(educator), null);
    await asUser(educator, (sql) =>
      sql.query(
        `delete from public.class_assignments
         where id = (select id from public.class_assignments where class_id = $1 limit 1)`,
        [classId],
      ),
    );
    await assign(educator, classId, '2026-12-04');
    const [count] = await db().query<{ n: number }>(
      'select count(*)::int as n from public.class_assignments where class_id = $1',
      [classId],
    );
    expect(count!.n).toBe(100);
  });
});
