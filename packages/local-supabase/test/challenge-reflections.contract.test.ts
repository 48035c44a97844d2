// 'Como foi?' (supabase/migrations/…_challenge_reflections.sql, docs/decisions/0079) as the app
// meets it: the real @supabase/supabase-js client over HTTP. supabase/tests/challenge-reflections
// .test.ts proves the rules in SQL; here the app's calls are shown on the wire: the learner's upsert
// and read of their own row (app/src/features/journey/challenges/reflection-api.ts), and the
// educator's class_challenge_reflections (app/src/features/classes/educator/
// challenge-reflections-api.ts), which another educator is refused.
import { expect, it } from 'vitest';
import { describeEachEngine, useBackend, type Learner } from './backends.ts';

const WEEK = '2026-11-23';

describeEachEngine('Como foi? through supabase-js', (engine) => {
  const backend = useBackend(engine);

  async function setUp() {
    const [educator, other, ana, bia] = await Promise.all([
      backend.learner('educator'),
      backend.learner('educator'),
      backend.learner(),
      backend.learner(),
    ]);
    const created = await educator.client
      .from('classes')
      .insert({ name: '5º ano B' })
      .select('id,join_code')
      .single();
    expect(created.error).toBeNull();
    const klass = created.data as { id: string; join_code: string };
    for (const [who, name] of [
      [ana, 'Ana'],
      [bia, 'Bia'],
    ] as const) {
      const joined = await who.client.rpc('join_class', {
        code: klass.join_code,
        display_name: name,
      });
      expect(joined.error).toBeNull();
    }
    return { educator, other, ana, bia, classId: klass.id };
  }

  const save = (who: Learner, row: Record<string, unknown>) =>
    who.client.from('challenge_reflections').upsert(
      {
        user_id: who.id,
        week_start: WEEK,
        skill_key: 'pedir-ajuda',
        feeling: null,
        words: null,
        share_words: false,
        ...row,
      },
      { onConflict: 'user_id,week_start' },
    );

  it('the learner saves, changes and reads their own answer; another learner reads none', async () => {
    const { ana, bia } = await setUp();
    expect(await save(ana, { tried: false })).toMatchObject({ status: 201, error: null });
    expect(
      await save(ana, { tried: true, feeling: 'good', words: ' Deu certo! ', share_words: true }),
    ).toMatchObject({ error: null });
    expect(
      await ana.client.from('challenge_reflections').select('week_start').eq('week_start', WEEK),
    ).toMatchObject({ status: 200, data: [{ week_start: WEEK }] });
    expect(await bia.client.from('challenge_reflections').select('week_start,words')).toMatchObject(
      { status: 200, data: [] },
    );
  });

  it('the educator reads the counts and only shared words; another educator gets 403', async () => {
    const { educator, other, ana, bia, classId } = await setUp();
    await save(ana, { tried: true, feeling: 'good', words: 'Deu certo!', share_words: true });
    await save(bia, { tried: true, feeling: 'hard', words: 'Fiquei com vergonha.' });
    const read = await educator.client.rpc('class_challenge_reflections', { class_id: classId });
    expect(read).toMatchObject({
      status: 200,
      data: [
        {
          week_start: WEEK,
          skill_key: 'pedir-ajuda',
          tried: 2,
          not_yet: 0,
          good: 1,
          so_so: 0,
          hard: 1,
          shared: [{ user_id: ana.id, name: 'Ana', feeling: 'good', words: 'Deu certo!' }],
        },
      ],
    });
    expect(JSON.stringify(read.data)).not.toContain('vergonha');
    expect(await educator.client.from('challenge_reflections').select('words')).toMatchObject({
      status: 200,
      data: [],
    });
    const refused = await other.client.rpc('class_challenge_reflections', { class_id: classId });
    expect(refused).toMatchObject({ status: 403, error: { code: '42501' } });
  });

  it('words too long: 400 with the rule', async () => {
    const { ana } = await setUp();
    expect(await save(ana, { tried: true, words: 'a'.repeat(281) })).toMatchObject({
      status: 400,
      error: { code: '22023', message: 'words: at most 280 characters' },
    });
  });
});
