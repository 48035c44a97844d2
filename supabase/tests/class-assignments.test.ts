// Class assignments (supabase/migrations/…_class_assignments.sql, docs/decisions/0030): the class's
// educator creates, edits and deletes them; the class's members read them; nobody else sees any.
// Each rule is shown to hold and its opposite to be refused, on PGlite and PostgreSQL.
import {
  describeEachEngine,
  useMigratedDatabase,
  type Sql,
} from '@ths/local-supabase/testing/engines';
import { describe, expect, test } from 'vitest';
import { as, newEducator, newLearner } from './database.ts';

type Assignment = { id: string; class_id: string; kind: string; target: string; due_on: string };

const RLS_REFUSAL = {
  code: '42501',
  message: 'new row violates row-level security policy for table "class_assignments"',
};

describeEachEngine('class assignments: the educator assigns, the members read', (engine) => {
  const db = useMigratedDatabase(engine);
  const asUser = <T>(user: string, work: (sql: Sql) => Promise<T>) =>
    as(db(), { learner: user }, work);

  /** A class of a new educator, with Ana as a member and an outsider who did not join. */
  async function classWithAna() {
    const educator = await newEducator(db());
    const ana = await newLearner(db());
    const outsider = await newLearner(db());
    const [klass] = await asUser(educator, (sql) =>
      sql.query<{ id: string; join_code: string }>(
        `insert into public.classes (name) values ('5º ano B') returning id, join_code`,
      ),
    );
    await asUser(ana, (sql) => sql.query('select public.join_class($1)', [klass!.join_code]));
    return { educator, ana, outsider, classId: klass!.id };
  }

  const assign = (
    user: string,
    classId: string,
    kind = 'phase',
    target = '2',
    due = '2026-12-04',
  ) =>
    asUser(user, (sql) =>
      sql.query<Assignment>(
        `insert into public.class_assignments (class_id, kind, target, due_on)
         values ($1, $2, $3, $4) returning *`,
        [classId, kind, target, due],
      ),
    );

  const readAll = (user: string) =>
    asUser(user, (sql) =>
      sql.query<Assignment>(
        'select id, class_id, kind, target, due_on::text from public.class_assignments order by created_at',
      ),
    );

  describe('the class’s educator', () => {
    test('assigns a phase with a due date and a skill without one, edits and deletes them', async () => {
      const { educator, classId } = await classWithAna();
      const [phase] = await assign(educator, classId, 'phase', '2', '2026-12-04');
      expect(phase).toMatchObject({ class_id: classId, kind: 'phase', target: '2' });
      const [skill] = await asUser(educator, (sql) =>
        sql.query<Assignment>(
          `insert into public.class_assignments (class_id, kind, target) values ($1, 'skill', 'pedir-ajuda') returning *`,
          [classId],
        ),
      );
      expect(skill).toMatchObject({ kind: 'skill', target: 'pedir-ajuda', due_on: null });
      await asUser(educator, (sql) =>
        sql.query(`update public.class_assignments set due_on = '2026-12-11' where id = $1`, [
          phase!.id,
        ]),
      );
      await asUser(educator, (sql) =>
        sql.query('delete from public.class_assignments where id = $1', [skill!.id]),
      );
      const left = await readAll(educator);
      expect(left).toHaveLength(1);
      expect(left[0]!.due_on).toBe('2026-12-11');
    });

    test('a kind or target the app cannot show is refused by the table’s checks', async () => {
      const { educator, classId } = await classWithAna();
      for (const [kind, target] of [
        ['lesson', '2'],
        ['phase', '0'],
        ['phase', 'dois'],
        ['skill', 'Pedir Ajuda'],
        ['skill', ''],
      ]) {
        await expect(assign(educator, classId, kind, target)).rejects.toMatchObject({
          code: '23514',
        });
      }
    });

    test('deleting the class deletes its assignments', async () => {
      const { educator, classId } = await classWithAna();
      await assign(educator, classId);
      await asUser(educator, (sql) =>
        sql.query('delete from public.classes where id = $1', [classId]),
      );
      expect(
        await db().query('select 1 from public.class_assignments where class_id = $1', [classId]),
      ).toEqual([]);
    });
  });

  describe('everyone else', () => {
    test('a member reads the class’s assignments and cannot create, change or delete one', async () => {
      const { educator, ana, classId } = await classWithAna();
      const [work] = await assign(educator, classId);
      expect((await readAll(ana)).map((row) => row.id)).toEqual([work!.id]);
      await expect(assign(ana, classId)).rejects.toMatchObject(RLS_REFUSAL);
      const changed = await asUser(ana, (sql) =>
        sql.query(`update public.class_assignments set target = '5' where id = $1 returning id`, [
          work!.id,
        ]),
      );
      expect(changed).toEqual([]);
      const removed = await asUser(ana, (sql) =>
        sql.query('delete from public.class_assignments where id = $1 returning id', [work!.id]),
      );
      expect(removed).toEqual([]);
      expect(await readAll(educator)).toMatchObject([{ target: '2' }]);
    });

    test('a learner outside the class and another educator see nothing and assign nothing', async () => {
      const { educator, outsider, classId } = await classWithAna();
      await assign(educator, classId);
      const otherEducator = await newEducator(db());
      for (const user of [outsider, otherEducator]) {
        expect(await readAll(user)).toEqual([]);
        await expect(assign(user, classId)).rejects.toMatchObject(RLS_REFUSAL);
        const changed = await asUser(user, (sql) =>
          sql.query(`update public.class_assignments set target = '5' returning id`),
        );
        expect(changed).toEqual([]);
      }
    });

    test('a learner removed from the class no longer reads its assignments', async () => {
      const { educator, ana, classId } = await classWithAna();
      await assign(educator, classId);
      await asUser(educator, (sql) =>
        sql.query('delete from public.class_members where class_id = $1 and user_id = $2', [
          classId,
          ana,
        ]),
      );
      expect(await readAll(ana)).toEqual([]);
    });

    test('anonymous reads nothing and writes nothing', async () => {
      const { educator, classId } = await classWithAna();
      await assign(educator, classId);
      await expect(
        as(db(), 'anon', (sql) => sql.query('select * from public.class_assignments')),
      ).rejects.toMatchObject({ code: '42501' });
    });

    test('nobody chooses the id or the creation time', async () => {
      const { educator, classId } = await classWithAna();
      await expect(
        asUser(educator, (sql) =>
          sql.query(
            `insert into public.class_assignments (id, class_id, kind, target) values (gen_random_uuid(), $1, 'phase', '1')`,
            [classId],
          ),
        ),
      ).rejects.toMatchObject({
        code: '42501',
        message: 'permission denied for table class_assignments',
      });
    });
  });
});
