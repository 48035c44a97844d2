// 'Como foi?' (issue 39, item 6; supabase/migrations/…_challenge_reflections.sql,
// docs/decisions/0079), on PGlite and PostgreSQL: a learner reads and writes only their own
// answers; nobody else reads the table, the class's educator included; the educator reads the
// class's counts through public.class_challenge_reflections, with only the words a child chose to
// share; another educator is refused; a learner removed is not counted; words follow their rules.
import {
  describeEachEngine,
  useMigratedDatabase,
  type Sql,
} from '@ths/local-supabase/testing/engines';
import { expect, test } from 'vitest';
import { as, callJoinClass, newEducator, newLearner } from './database.ts';

const MONDAY = '2026-11-23';

type Answer = {
  tried: boolean;
  feeling?: string | null;
  words?: string | null;
  share?: boolean;
  week?: string;
  skill?: string;
};

describeEachEngine('challenge reflections', (engine) => {
  const db = useMigratedDatabase(engine);
  const asUser = <T>(user: string, work: (sql: Sql) => Promise<T>) =>
    as(db(), { learner: user }, work);

  /** The app's save: an upsert of the learner's own row for the week. */
  const answer = (user: string, a: Answer) =>
    asUser(user, (sql) =>
      sql.query(
        `insert into public.challenge_reflections
           (week_start, skill_key, tried, feeling, words, share_words)
         values ($1, $2, $3, $4, $5, $6)
         on conflict (user_id, week_start) do update set
           skill_key = excluded.skill_key, tried = excluded.tried, feeling = excluded.feeling,
           words = excluded.words, share_words = excluded.share_words`,
        [
          a.week ?? MONDAY,
          a.skill ?? 'pedir-ajuda',
          a.tried,
          a.feeling ?? null,
          a.words ?? null,
          a.share ?? false,
        ],
      ),
    );
  const ownRows = (user: string) =>
    asUser(user, (sql) =>
      sql.query<{ user_id: string; tried: boolean; feeling: string | null; words: string | null }>(
        'select user_id, tried, feeling, words from public.challenge_reflections order by user_id',
      ),
    );
  type Summary = {
    week_start: string;
    skill_key: string;
    tried: number;
    not_yet: number;
    good: number;
    so_so: number;
    hard: number;
    shared: { user_id: string; name: string | null; feeling: string | null; words: string }[];
  };
  const summary = (user: string, classId: string) =>
    asUser(user, (sql) =>
      sql.query<Summary>(
        `select to_char(week_start, 'YYYY-MM-DD') as week_start, skill_key, tried, not_yet, good,
                so_so, hard, shared
         from public.class_challenge_reflections($1)`,
        [classId],
      ),
    );

  /** An educator's class with Ana, Bia and Caio in it. */
  async function setUp() {
    const educator = await newEducator(db());
    const [made] = await asUser(educator, (sql) =>
      sql.query<{ id: string; join_code: string }>(
        "insert into public.classes (name) values ('5º ano B') returning id, join_code",
      ),
    );
    const [ana, bia, caio] = [
      await newLearner(db()),
      await newLearner(db()),
      await newLearner(db()),
    ];
    await asUser(ana, (sql) => callJoinClass(sql, made!.join_code, 'Ana'));
    await asUser(bia, (sql) => callJoinClass(sql, made!.join_code, 'Bia'));
    await asUser(caio, (sql) => callJoinClass(sql, made!.join_code, 'Caio'));
    return { educator, classId: made!.id, ana: ana!, bia: bia!, caio: caio! };
  }

  test('a learner writes, changes and reads only their own answer', async () => {
    const { ana, bia } = await setUp();
    await answer(ana, { tried: true, feeling: 'good', words: '  Pedi ajuda na aula.\n ' });
    expect(await ownRows(ana)).toEqual([
      { user_id: ana, tried: true, feeling: 'good', words: 'Pedi ajuda na aula.' },
    ]);
    await answer(ana, { tried: false, feeling: 'hard', words: '   ' });
    // Not tried: no feeling; blank words are no words.
    expect(await ownRows(ana)).toEqual([
      { user_id: ana, tried: false, feeling: null, words: null },
    ]);
    expect(await ownRows(bia)).toEqual([]);
    // Bia cannot write a row in Ana's name, nor change Ana's.
    await expect(
      asUser(bia, (sql) =>
        sql.query(
          `insert into public.challenge_reflections (user_id, week_start, skill_key, tried)
           values ($1, '2026-11-16', 'pedir-ajuda', true)`,
          [ana],
        ),
      ),
    ).rejects.toMatchObject({ code: '42501' });
    await asUser(bia, (sql) =>
      sql.query('update public.challenge_reflections set tried = true where user_id = $1', [ana]),
    );
    expect(await ownRows(ana)).toEqual([
      { user_id: ana, tried: false, feeling: null, words: null },
    ]);
    // Nobody deletes directly, and anonymous reads nothing.
    await expect(
      asUser(ana, (sql) => sql.query('delete from public.challenge_reflections')),
    ).rejects.toMatchObject({ code: '42501' });
    await expect(
      as(db(), 'anon', (sql) => sql.query('select * from public.challenge_reflections')),
    ).rejects.toMatchObject({ code: '42501' });
  });

  test('the class’s educator reads no row directly, only the counts and the shared words', async () => {
    const { educator, classId, ana, bia, caio } = await setUp();
    await answer(ana, { tried: true, feeling: 'good', words: 'Foi fácil!', share: true });
    await answer(bia, { tried: true, feeling: 'hard', words: 'Fiquei com vergonha.' });
    await answer(caio, { tried: false });
    await answer(ana, {
      tried: true,
      feeling: 'so-so',
      week: '2026-11-16',
      skill: 'esperar-a-vez',
    });
    expect(await ownRows(educator)).toEqual([]);
    const rows = await summary(educator, classId);
    expect(rows).toEqual([
      {
        week_start: MONDAY,
        skill_key: 'pedir-ajuda',
        tried: 2,
        not_yet: 1,
        good: 1,
        so_so: 0,
        hard: 1,
        shared: [{ user_id: ana, name: 'Ana', feeling: 'good', words: 'Foi fácil!' }],
      },
      {
        week_start: '2026-11-16',
        skill_key: 'esperar-a-vez',
        tried: 1,
        not_yet: 0,
        good: 0,
        so_so: 1,
        hard: 0,
        shared: [],
      },
    ]);
    // Bia's unshared words are nowhere in what the educator reads.
    expect(JSON.stringify(rows)).not.toContain('vergonha');
  });

  test('the shared words go under the name the class shows (the class-only name first)', async () => {
    const { educator, classId, ana } = await setUp();
    await asUser(educator, (sql) =>
      sql.query('select public.set_class_member_name($1, $2, $3)', [classId, ana, 'Ana Clara']),
    );
    await answer(ana, { tried: true, feeling: 'good', words: 'Deu certo.', share: true });
    const [row] = await summary(educator, classId);
    expect(row!.shared).toEqual([
      { user_id: ana, name: 'Ana Clara', feeling: 'good', words: 'Deu certo.' },
    ]);
  });

  test('sharing without words shares nothing', async () => {
    const { educator, classId, ana } = await setUp();
    await answer(ana, { tried: true, feeling: 'good', words: '  ', share: true });
    const [stored] = await db().query<{ share_words: boolean }>(
      'select share_words from public.challenge_reflections where user_id = $1',
      [ana],
    );
    expect(stored!.share_words).toBe(false);
    const [row] = await summary(educator, classId);
    expect(row!.shared).toEqual([]);
  });

  test('a learner, and the educator of another class, are refused the class’s counts', async () => {
    const { classId, ana } = await setUp();
    await answer(ana, { tried: true, feeling: 'good', words: 'Oi', share: true });
    const other = await newEducator(db());
    await expect(summary(other, classId)).rejects.toMatchObject({ code: '42501' });
    await expect(summary(ana, classId)).rejects.toMatchObject({ code: '42501' });
    await expect(
      as(db(), 'anon', (sql) =>
        sql.query('select * from public.class_challenge_reflections($1)', [classId]),
      ),
    ).rejects.toMatchObject({ code: '42501' });
  });

  test('a learner removed from the class, or who left, is not counted', async () => {
    const { educator, classId, ana, bia, caio } = await setUp();
    await answer(ana, { tried: true, feeling: 'good', words: 'Legal', share: true });
    await answer(bia, { tried: false });
    await answer(caio, { tried: true, feeling: 'hard' });
    await asUser(educator, (sql) =>
      sql.query('delete from public.class_members where class_id = $1 and user_id = $2', [
        classId,
        ana,
      ]),
    );
    await asUser(bia, (sql) =>
      sql.query('delete from public.class_members where class_id = $1 and user_id = $2', [
        classId,
        bia,
      ]),
    );
    expect(await summary(educator, classId)).toEqual([
      expect.objectContaining({ tried: 1, not_yet: 0, good: 0, hard: 1, shared: [] }),
    ]);
    // Their own answers stay theirs.
    expect(await ownRows(ana)).toHaveLength(1);
  });

  test('nothing answered: no rows', async () => {
    const { educator, classId } = await setUp();
    expect(await summary(educator, classId)).toEqual([]);
  });

  test.each([
    ['too long', 'a'.repeat(281), /^words: at most 280 characters/],
    ['a tab inside', 'Foi\tbom', /^words must not hold control characters/],
    ['a direction override', 'Foi \u202ebom', /^words must not hold direction-override/],
  ])('words %s are refused: 22023 naming the rule', async (_, words, rule) => {
    const { ana } = await setUp();
    await expect(answer(ana, { tried: true, feeling: 'good', words })).rejects.toMatchObject({
      code: '22023',
      message: expect.stringMatching(rule),
    });
    expect(await ownRows(ana)).toEqual([]);
  });

  test('280 characters and new lines are kept; a feeling outside the three, or a Tuesday, is refused', async () => {
    const { ana } = await setUp();
    await answer(ana, {
      tried: true,
      feeling: 'good',
      words: `Linha 1\nLinha 2 ${'a'.repeat(264)}`,
    });
    expect((await ownRows(ana))[0]!.words).toHaveLength(280);
    await expect(answer(ana, { tried: true, feeling: 'great' })).rejects.toMatchObject({
      code: '23514',
    });
    await expect(answer(ana, { tried: true, week: '2026-11-24' })).rejects.toMatchObject({
      code: '23514',
    });
  });
});
