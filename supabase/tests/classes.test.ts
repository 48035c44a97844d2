// Classes (supabase/migrations/…_classes.sql): an educator creates a class and the database makes
// its join code; learners join through public.join_class only; an educator reads their classes,
// their members and those members' progress, read only; a member reads their classes and their
// own membership, never a classmate's, and can leave. Each rule is shown to hold and its opposite
// to be refused, by Postgres, as it is behind Supabase's API.
import {
  describeEachEngine,
  useMigratedDatabase,
  type Sql,
} from '@ths/local-supabase/testing/engines';
import { describe, expect, test } from 'vitest';
import { as, callJoinClass, newEducator, newLearner, upsert } from './database.ts';

const PRIVILEGES = ['SELECT', 'INSERT', 'UPDATE', 'DELETE', 'TRUNCATE', 'REFERENCES', 'TRIGGER'];
const PRIVATE_FUNCTIONS = [
  'private.new_join_code()',
  'private.is_educator_of_class(uuid)',
  'private.is_member_of_class(uuid)',
  'private.is_educator_of_learner(uuid)',
];
const JOIN_CODE = /^[ABCDEFGHJKMNPQRSTUVWXYZ23456789]{8}$/;

const noGrant = (table: string) => ({
  code: '42501',
  message: `permission denied for table ${table}`,
});
// The class name's rules (…_names_that_show_and_school_dates.sql): refused by the trigger that
// trims it, naming the rule.
const NAME_EMPTY = {
  code: '22023',
  message: 'name must show at least one visible letter, digit or sign',
};
const NAME_LENGTH = { code: '22023', message: 'name: at most 80 characters' };
const RLS_REFUSAL = {
  code: '42501',
  message: 'new row violates row-level security policy for table "user_progress"',
};

type Class = { id: string; name: string; educator_id: string; join_code: string };

describeEachEngine('classes: grants, join codes, join_class and row-level security', (engine) => {
  const db = useMigratedDatabase(engine);

  /** Runs `work` as this signed-in user (educator or learner), through their JWT claims. */
  const asUser = <T>(user: string, work: (sql: Sql) => Promise<T>) =>
    as(db(), { learner: user }, work);

  async function createClass(educator: string, name = 'Turma do 5º ano B'): Promise<Class> {
    const [created] = await asUser(educator, (sql) =>
      sql.query<Class>('insert into public.classes (name) values ($1) returning *', [name]),
    );
    return created!;
  }

  function join(learner: string, code: string, displayName?: string | null): Promise<string> {
    return asUser(learner, (sql) => callJoinClass(sql, code, displayName));
  }

  /** An educator's class with two members (Ana and Bruno), and a learner who did not join. */
  async function classWithMembers() {
    const educator = await newEducator(db());
    const ana = await newLearner(db());
    const bruno = await newLearner(db());
    const outsider = await newLearner(db());
    const klass = await createClass(educator);
    await join(ana, klass.join_code, 'Ana');
    await join(bruno, klass.join_code, 'Bruno');
    return { educator, ana, bruno, outsider, klass };
  }

  /** Saves progress as the learner, as the app does. */
  async function saveProgress(learner: string, currentScenario: number) {
    await asUser(learner, (sql) =>
      upsert(sql, { user_id: learner, current_scenario: currentScenario }),
    );
  }

  // Read past row-level security, as the superuser.
  async function membersOf(classId: string) {
    return db().query<{ user_id: string; display_name: string | null }>(
      `select user_id, display_name from public.class_members where class_id = $1
       order by display_name`,
      [classId],
    );
  }
  async function scenarioOf(learner: string) {
    const sql = 'select current_scenario from public.user_progress where user_id = $1';
    return (await db().query(sql, [learner]))[0];
  }

  describe('grants', () => {
    test('the anonymous key holds no privilege on classes or class_members, nor on join_class or the private helpers', async () => {
      const [tables] = await db().query(
        `select array(select p from unnest($1::text[]) p
                      where has_table_privilege('anon', 'public.classes', p)) as classes,
                array(select p from unnest($1::text[]) p
                      where has_table_privilege('anon', 'public.class_members', p)) as class_members,
                has_any_column_privilege('anon', 'public.classes', 'SELECT, INSERT, UPDATE, REFERENCES') as classes_columns,
                has_any_column_privilege('anon', 'public.class_members', 'SELECT, INSERT, UPDATE, REFERENCES') as class_members_columns`,
        [PRIVILEGES],
      );
      expect(tables).toEqual({
        classes: [],
        class_members: [],
        classes_columns: false,
        class_members_columns: false,
      });
      const functions = ['public.join_class(text, text)', ...PRIVATE_FUNCTIONS];
      const executable = await db().query(
        `select f as function, has_function_privilege('anon', f, 'execute') as anon
         from unnest($1::text[]) with ordinality as listed(f, n) order by n`,
        [functions],
      );
      expect(executable).toEqual(functions.map((f) => ({ function: f, anon: false })));
    });

    test('the anonymous key is refused when it reads, creates or calls', async () => {
      const { klass } = await classWithMembers();
      const anon = <T>(work: (sql: Sql) => Promise<T>) => as(db(), 'anon', work);
      await expect(anon((sql) => sql.query('select * from public.classes'))).rejects.toMatchObject(
        noGrant('classes'),
      );
      await expect(
        anon((sql) => sql.query('select * from public.class_members')),
      ).rejects.toMatchObject(noGrant('class_members'));
      await expect(
        anon((sql) => sql.query(`insert into public.classes (name) values ('Turma')`)),
      ).rejects.toMatchObject(noGrant('classes'));
      await expect(
        anon((sql) => sql.query('select public.join_class($1)', [klass.join_code])),
      ).rejects.toMatchObject({
        code: '42501',
        message: 'permission denied for function join_class',
      });
      await expect(
        anon((sql) => sql.query('select private.is_member_of_class($1)', [klass.id])),
      ).rejects.toMatchObject({ code: '42501', message: 'permission denied for schema private' });
    });

    test('signed-in users hold exactly what the migration grants: classes by name, memberships through join_class', async () => {
      const privileges = await db().query(
        `select t as table,
                array(select p from unnest($1::text[]) p
                      where has_table_privilege('authenticated', t, p)) as whole_table,
                array(select column_name::text from information_schema.columns
                      where table_schema = 'public' and table_name = t
                        and has_column_privilege('authenticated', 'public.' || t, column_name, 'INSERT')
                      order by column_name) as insert_columns,
                array(select column_name::text from information_schema.columns
                      where table_schema = 'public' and table_name = t
                        and has_column_privilege('authenticated', 'public.' || t, column_name, 'UPDATE')
                      order by column_name) as update_columns
         from unnest(array['classes', 'class_members']) t order by t`,
        [PRIVILEGES],
      );
      expect(privileges).toEqual([
        {
          table: 'class_members',
          whole_table: ['SELECT', 'DELETE'],
          insert_columns: [],
          update_columns: ['display_name'],
        },
        {
          table: 'classes',
          whole_table: ['SELECT', 'DELETE'],
          insert_columns: ['name'],
          update_columns: ['name'],
        },
      ]);
      const functions = await db().query(
        `select bool_and(has_function_privilege('authenticated', f, 'execute')) as authenticated,
                bool_and(has_function_privilege('service_role', f, 'execute')) as service_role
         from unnest($1::text[]) f`,
        [['public.join_class(text, text)']],
      );
      expect(functions).toEqual([{ authenticated: true, service_role: true }]);
    });
  });

  describe('creating a class', () => {
    test('the caller becomes its educator and the database makes an 8-character code without look-alikes', async () => {
      const educator = await newEducator(db());
      const klass = await createClass(educator, 'Turma da manhã');
      expect(klass).toMatchObject({ name: 'Turma da manhã', educator_id: educator });
      expect(klass.join_code).toMatch(JOIN_CODE);
    });

    test('the educator and the code are not the caller’s to send, on create or on rename', async () => {
      const educator = await newEducator(db());
      const other = await newLearner(db());
      const refused = noGrant('classes');
      await expect(
        asUser(educator, (sql) =>
          sql.query('insert into public.classes (name, educator_id) values ($1, $2)', [
            'Turma',
            other,
          ]),
        ),
      ).rejects.toMatchObject(refused);
      await expect(
        asUser(educator, (sql) =>
          sql.query(`insert into public.classes (name, join_code) values ('Turma', 'ABCDEFGH')`),
        ),
      ).rejects.toMatchObject(refused);
      const klass = await createClass(educator);
      await expect(
        asUser(educator, (sql) =>
          sql.query(`update public.classes set join_code = 'ABCDEFGH' where id = $1`, [klass.id]),
        ),
      ).rejects.toMatchObject(refused);
      await expect(
        asUser(educator, (sql) =>
          sql.query('update public.classes set educator_id = $1 where id = $2', [other, klass.id]),
        ),
      ).rejects.toMatchObject(refused);
      const renamed = await asUser(educator, (sql) =>
        sql.query(`update public.classes set name = 'Turma B' where id = $1 returning name`, [
          klass.id,
        ]),
      );
      expect(renamed).toEqual([{ name: 'Turma B' }]);
      const [stored] = await db().query('select * from public.classes where id = $1', [klass.id]);
      expect(stored).toMatchObject({ educator_id: educator, join_code: klass.join_code });
    });

    test('a class name has 1 to 80 characters, not counting surrounding spaces', async () => {
      const educator = await newEducator(db());
      for (const name of ['', '   ']) {
        await expect(createClass(educator, name)).rejects.toMatchObject(NAME_EMPTY);
      }
      await expect(createClass(educator, 'x'.repeat(81))).rejects.toMatchObject(NAME_LENGTH);
      expect((await createClass(educator, 'A')).name).toBe('A');
      const longest = await createClass(educator, 'x'.repeat(80));
      expect(longest.name).toHaveLength(80);
      await expect(
        asUser(educator, (sql) =>
          sql.query(`update public.classes set name = ' ' where id = $1`, [longest.id]),
        ),
      ).rejects.toMatchObject(NAME_EMPTY);
    });

    test('every class gets its own code', async () => {
      const educator = await newEducator(db());
      const created = await asUser(educator, (sql) =>
        sql.query<{ join_code: string }>(
          `insert into public.classes (name) select 'Turma ' || n from generate_series(1, 200) n
           returning join_code`,
        ),
      );
      const codes = created.map((row) => row.join_code);
      expect(codes).toHaveLength(200);
      expect(new Set(codes).size).toBe(200);
      for (const code of codes) expect(code).toMatch(JOIN_CODE);
    });
  });

  describe('join_class', () => {
    test('joins the caller to the class with that code and returns its id', async () => {
      const educator = await newEducator(db());
      const learner = await newLearner(db());
      const klass = await createClass(educator);
      expect(await join(learner, klass.join_code, 'Ana')).toBe(klass.id);
      expect(await membersOf(klass.id)).toEqual([{ user_id: learner, display_name: 'Ana' }]);
    });

    test('ignores case and surrounding spaces in the code', async () => {
      const educator = await newEducator(db());
      const learner = await newLearner(db());
      const klass = await createClass(educator);
      expect(await join(learner, `  ${klass.join_code.toLowerCase()} `)).toBe(klass.id);
      expect(await membersOf(klass.id)).toEqual([{ user_id: learner, display_name: null }]);
    });

    test('joining again keeps one membership: a new name replaces the old one, no name keeps it', async () => {
      const educator = await newEducator(db());
      const learner = await newLearner(db());
      const klass = await createClass(educator);
      await join(learner, klass.join_code, 'Ana');
      await join(learner, klass.join_code, 'Ana Clara');
      expect(await membersOf(klass.id)).toEqual([{ user_id: learner, display_name: 'Ana Clara' }]);
      await join(learner, klass.join_code, null);
      await join(learner, klass.join_code);
      expect(await membersOf(klass.id)).toEqual([{ user_id: learner, display_name: 'Ana Clara' }]);
    });

    test('an unknown code is refused (PostgREST answers 404 with PT404) with a message naming the code', async () => {
      const learner = await newLearner(db());
      await expect(join(learner, ' zzzz2222 ', 'Ana')).rejects.toMatchObject({
        status: 404,
        code: 'PT404',
        message: 'No class has the code "zzzz2222"',
        hint: 'Check the code with your educator: 8 letters and digits.',
      });
      const memberships = await db().query(
        'select * from public.class_members where user_id = $1',
        [learner],
      );
      expect(memberships).toEqual([]);
    });

    test('a name to show has at most 40 characters (22023)', async () => {
      const educator = await newEducator(db());
      const learner = await newLearner(db());
      const klass = await createClass(educator);
      await expect(join(learner, klass.join_code, 'a'.repeat(41))).rejects.toMatchObject({
        code: '22023',
        message: 'display_name: at most 40 characters',
      });
      expect(await membersOf(klass.id)).toEqual([]);
      await join(learner, klass.join_code, 'a'.repeat(40));
      expect(await membersOf(klass.id)).toEqual([
        { user_id: learner, display_name: 'a'.repeat(40) },
      ]);
    });

    test('only a signed-in caller joins: the anonymous key is refused, and so is a token without a user', async () => {
      const educator = await newEducator(db());
      const klass = await createClass(educator);
      await expect(
        as(db(), 'anon', (sql) => sql.query('select public.join_class($1)', [klass.join_code])),
      ).rejects.toMatchObject({
        code: '42501',
        message: 'permission denied for function join_class',
      });
      await expect(
        db().transaction(async (sql) => {
          await sql.query(
            `select set_config('role', 'authenticated', true),
                    set_config('request.jwt.claims', '{"role":"authenticated"}', true)`,
          );
          return sql.query('select public.join_class($1)', [klass.join_code]);
        }),
      ).rejects.toMatchObject({
        code: '42501',
        message: 'Only a signed-in learner can join a class',
      });
      expect(await membersOf(klass.id)).toEqual([]);
    });

    test('a membership is never inserted directly, only through join_class', async () => {
      const educator = await newEducator(db());
      const learner = await newLearner(db());
      const klass = await createClass(educator);
      await expect(
        asUser(learner, (sql) =>
          sql.query('insert into public.class_members (class_id, user_id) values ($1, $2)', [
            klass.id,
            learner,
          ]),
        ),
      ).rejects.toMatchObject(noGrant('class_members'));
      await expect(
        asUser(educator, (sql) =>
          sql.query('insert into public.class_members (class_id, user_id) values ($1, $2)', [
            klass.id,
            learner,
          ]),
        ),
      ).rejects.toMatchObject(noGrant('class_members'));
      expect(await membersOf(klass.id)).toEqual([]);
    });

    test('a member changes the name they show, and nothing else of their membership', async () => {
      const { ana, klass } = await classWithMembers();
      const other = await createClass(await newEducator(db()));
      const renamed = await asUser(ana, (sql) =>
        sql.query(
          `update public.class_members set display_name = 'Aninha' where user_id = $1
           returning display_name`,
          [ana],
        ),
      );
      expect(renamed).toEqual([{ display_name: 'Aninha' }]);
      await expect(
        asUser(ana, (sql) =>
          sql.query('update public.class_members set class_id = $1 where user_id = $2', [
            other.id,
            ana,
          ]),
        ),
      ).rejects.toMatchObject(noGrant('class_members'));
      expect(await membersOf(klass.id)).toContainEqual({ user_id: ana, display_name: 'Aninha' });
      expect(await membersOf(other.id)).toEqual([]);
    });
  });

  describe('who reads what', () => {
    test('the educator reads their classes and their members', async () => {
      const { educator, ana, bruno, klass } = await classWithMembers();
      const second = await createClass(educator, 'Turma da tarde');
      const classes = await asUser(educator, (sql) =>
        sql.query('select id from public.classes order by created_at, name'),
      );
      expect(classes.map((row) => row.id).sort()).toEqual([klass.id, second.id].sort());
      const members = await asUser(educator, (sql) =>
        sql.query('select user_id, display_name from public.class_members order by display_name'),
      );
      expect(members).toEqual([
        { user_id: ana, display_name: 'Ana' },
        { user_id: bruno, display_name: 'Bruno' },
      ]);
    });

    test('a member reads the classes they belong to and only their own membership', async () => {
      const { ana, klass } = await classWithMembers();
      await createClass(await newEducator(db()), 'Outra turma');
      const classes = await asUser(ana, (sql) => sql.query('select * from public.classes'));
      expect(classes).toEqual([expect.objectContaining({ id: klass.id, name: klass.name })]);
      const members = await asUser(ana, (sql) =>
        sql.query('select user_id, display_name from public.class_members'),
      );
      expect(members).toEqual([{ user_id: ana, display_name: 'Ana' }]);
    });

    test('a learner who did not join reads nothing of the class, not even by its code', async () => {
      const { outsider, klass } = await classWithMembers();
      const reads = await asUser(outsider, async (sql) => ({
        classes: await sql.query('select * from public.classes'),
        byCode: await sql.query('select * from public.classes where join_code = $1', [
          klass.join_code,
        ]),
        members: await sql.query('select * from public.class_members'),
      }));
      expect(reads).toEqual({ classes: [], byCode: [], members: [] });
    });

    test('another educator reads nothing of this class and cannot rename it', async () => {
      const { klass } = await classWithMembers();
      const otherEducator = await newEducator(db());
      await createClass(otherEducator, 'Turma dela');
      const reads = await asUser(otherEducator, async (sql) => ({
        classes: await sql.query('select id from public.classes where id = $1', [klass.id]),
        members: await sql.query('select * from public.class_members where class_id = $1', [
          klass.id,
        ]),
        renamed: await sql.query(
          `update public.classes set name = 'Minha' where id = $1 returning id`,
          [klass.id],
        ),
      }));
      expect(reads).toEqual({ classes: [], members: [], renamed: [] });
      const [stored] = await db().query('select name from public.classes where id = $1', [
        klass.id,
      ]);
      expect(stored).toEqual({ name: klass.name });
    });
  });

  describe("members' progress", () => {
    test('the educator reads the progress of their members, and of no one else', async () => {
      const { educator, ana, bruno, outsider } = await classWithMembers();
      await saveProgress(ana, 4);
      await saveProgress(bruno, 7);
      await saveProgress(outsider, 9);
      const visible = await asUser(educator, (sql) =>
        sql.query(
          'select user_id, current_scenario from public.user_progress order by current_scenario',
        ),
      );
      expect(visible).toEqual([
        { user_id: ana, current_scenario: 4 },
        { user_id: bruno, current_scenario: 7 },
      ]);
      const outsiders = await asUser(educator, (sql) =>
        sql.query('select * from public.user_progress where user_id = $1', [outsider]),
      );
      expect(outsiders).toEqual([]);
    });

    test("the educator cannot change or delete a member's progress", async () => {
      const { educator, ana } = await classWithMembers();
      await saveProgress(ana, 4);
      const updated = await asUser(educator, (sql) =>
        sql.query(
          'update public.user_progress set current_scenario = 0 where user_id = $1 returning id',
          [ana],
        ),
      );
      expect(updated).toEqual([]);
      await expect(
        asUser(educator, (sql) => upsert(sql, { user_id: ana, current_scenario: 0 })),
      ).rejects.toMatchObject(RLS_REFUSAL);
      await expect(
        asUser(educator, (sql) =>
          sql.query('delete from public.user_progress where user_id = $1', [ana]),
        ),
      ).rejects.toMatchObject(noGrant('user_progress'));
      expect(await scenarioOf(ana)).toEqual({ current_scenario: 4 });
    });

    test("a member cannot read a classmate's progress", async () => {
      const { ana, bruno } = await classWithMembers();
      await saveProgress(ana, 4);
      await saveProgress(bruno, 7);
      const visible = await asUser(ana, (sql) =>
        sql.query('select user_id, current_scenario from public.user_progress'),
      );
      expect(visible).toEqual([{ user_id: ana, current_scenario: 4 }]);
    });

    test('once a learner leaves, the educator no longer reads their progress', async () => {
      const { educator, ana, bruno, klass } = await classWithMembers();
      await saveProgress(ana, 4);
      await saveProgress(bruno, 7);
      await asUser(ana, (sql) =>
        sql.query('delete from public.class_members where class_id = $1', [klass.id]),
      );
      const visible = await asUser(educator, (sql) =>
        sql.query('select user_id from public.user_progress'),
      );
      expect(visible).toEqual([{ user_id: bruno }]);
    });
  });

  describe('leaving', () => {
    test('a member leaves by deleting their own membership', async () => {
      const { ana, bruno, klass } = await classWithMembers();
      const left = await asUser(ana, (sql) =>
        sql.query('delete from public.class_members where user_id = $1 returning class_id', [ana]),
      );
      expect(left).toEqual([{ class_id: klass.id }]);
      expect(await membersOf(klass.id)).toEqual([{ user_id: bruno, display_name: 'Bruno' }]);
    });

    test('a member cannot remove a classmate, nor delete the class', async () => {
      const { ana, bruno, klass } = await classWithMembers();
      const deleted = await asUser(ana, async (sql) => ({
        classmate: await sql.query(
          'delete from public.class_members where user_id = $1 returning user_id',
          [bruno],
        ),
        klass: await sql.query('delete from public.classes where id = $1 returning id', [klass.id]),
      }));
      expect(deleted).toEqual({ classmate: [], klass: [] });
      expect(await membersOf(klass.id)).toHaveLength(2);
    });

    test('the educator removes a member; another educator cannot', async () => {
      const { educator, ana, bruno, klass } = await classWithMembers();
      const otherEducator = await newEducator(db());
      const byOther = await asUser(otherEducator, (sql) =>
        sql.query('delete from public.class_members where user_id = $1 returning user_id', [ana]),
      );
      expect(byOther).toEqual([]);
      const removed = await asUser(educator, (sql) =>
        sql.query('delete from public.class_members where user_id = $1 returning user_id', [ana]),
      );
      expect(removed).toEqual([{ user_id: ana }]);
      expect(await membersOf(klass.id)).toEqual([{ user_id: bruno, display_name: 'Bruno' }]);
    });

    test('deleting a class deletes its memberships', async () => {
      const { educator, ana, klass } = await classWithMembers();
      const deleted = await asUser(educator, (sql) =>
        sql.query('delete from public.classes where id = $1 returning id', [klass.id]),
      );
      expect(deleted).toEqual([{ id: klass.id }]);
      expect(await membersOf(klass.id)).toEqual([]);
      const [user] = await db().query('select id from auth.users where id = $1', [ana]);
      expect(user).toEqual({ id: ana });
    });

    test('deleting an account deletes its memberships and its classes (with their members)', async () => {
      const { educator, ana, bruno, klass } = await classWithMembers();
      const elsewhere = await createClass(await newEducator(db()), 'Outra turma');
      await join(ana, elsewhere.join_code, 'Ana');
      await db().query('delete from auth.users where id = $1', [ana]);
      expect(await membersOf(klass.id)).toEqual([{ user_id: bruno, display_name: 'Bruno' }]);
      expect(await membersOf(elsewhere.id)).toEqual([]);
      await db().query('delete from auth.users where id = $1', [educator]);
      expect(await db().query('select id from public.classes where id = $1', [klass.id])).toEqual(
        [],
      );
      expect(await membersOf(klass.id)).toEqual([]);
      expect(await db().query('select id from auth.users where id = $1', [bruno])).toEqual([
        { id: bruno },
      ]);
    });
  });
});
