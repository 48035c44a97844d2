// The educator's roster actions as the class view sends them (issue 27, docs/decisions/0034,
// app/src/features/classes/classes-api.ts): rename, change the code, remove a learner, delete the
// class, each through the real supabase-js against the local backend. The class's educator can;
// another educator cannot, and their request changes nothing. The rules are the migrations'
// (…_classes.sql, …_classroom_safety.sql); supabase/tests proves them in SQL.
import { expect, it } from 'vitest';
import { describeEachEngine, saveProgress, useBackend, type Learner } from './backends.ts';

type Class = { id: string; name: string; join_code: string };

describeEachEngine('The roster through supabase-js', (engine) => {
  const backend = useBackend(engine);

  /** An educator's class with Ana in it (who has practised), and another educator. */
  async function setUp() {
    const [educator, other, ana] = await Promise.all([
      backend.learner('educator'),
      backend.learner('educator'),
      backend.learner(),
    ]);
    const created = await educator.client
      .from('classes')
      .insert({ name: '5º ano B' })
      .select('id,name,join_code')
      .single();
    expect(created.error).toBeNull();
    const klass = created.data as Class;
    const joined = await ana.client.rpc('join_class', {
      code: klass.join_code,
      display_name: 'Ana',
    });
    expect(joined.error).toBeNull();
    await saveProgress(ana, 3);
    return { educator, other, ana, klass };
  }

  const classAs = async (who: Learner, id: string) =>
    (await who.client.from('classes').select('id,name,join_code').eq('id', id)).data as Class[];

  it('the educator renames the class; another educator reaches no row and changes nothing', async () => {
    const { educator, other, klass } = await setUp();
    const refused = await other.client
      .from('classes')
      .update({ name: 'Tomada' })
      .eq('id', klass.id)
      .select('id');
    expect(refused).toMatchObject({ status: 200, data: [], error: null });
    const renamed = await educator.client
      .from('classes')
      .update({ name: '5º ano D' })
      .eq('id', klass.id)
      .select('id');
    expect(renamed).toMatchObject({ status: 200, data: [{ id: klass.id }], error: null });
    expect(await classAs(educator, klass.id)).toEqual([{ ...klass, name: '5º ano D' }]);
  });

  it('the educator changes the code (rotate_join_code); another educator is refused with 42501', async () => {
    const { educator, other, klass } = await setUp();
    const refused = await other.client.rpc('rotate_join_code', { class_id: klass.id });
    expect(refused.status).toBe(403);
    expect(refused.error).toMatchObject({ code: '42501' });
    expect((await classAs(educator, klass.id))[0]!.join_code).toBe(klass.join_code);
    const rotated = await educator.client.rpc('rotate_join_code', { class_id: klass.id });
    expect(rotated.error).toBeNull();
    expect(rotated.data).toMatch(/^[A-Z0-9]{8}$/);
    expect(rotated.data).not.toBe(klass.join_code);
    expect((await classAs(educator, klass.id))[0]!.join_code).toBe(rotated.data);
  });

  it('the educator removes a learner, whose progress they no longer read; another educator cannot', async () => {
    const { educator, other, ana, klass } = await setUp();
    const remove = (who: Learner) =>
      who.client
        .from('class_members')
        .delete()
        .eq('class_id', klass.id)
        .eq('user_id', ana.id)
        .select('user_id');
    expect(await remove(other)).toMatchObject({ status: 200, data: [], error: null });
    expect(
      (await educator.client.from('user_progress').select('user_id').eq('user_id', ana.id)).data,
    ).toEqual([{ user_id: ana.id }]);
    expect(await remove(educator)).toMatchObject({
      status: 200,
      data: [{ user_id: ana.id }],
      error: null,
    });
    expect(
      await educator.client.from('user_progress').select('user_id').eq('user_id', ana.id),
    ).toMatchObject({ status: 200, data: [] });
    // Her progress is still hers.
    expect(
      (await ana.client.from('user_progress').select('user_id').eq('user_id', ana.id)).data,
    ).toEqual([{ user_id: ana.id }]);
  });

  it('the educator deletes the class; another educator cannot; the learner keeps her progress', async () => {
    const { educator, other, ana, klass } = await setUp();
    const remove = (who: Learner) =>
      who.client.from('classes').delete().eq('id', klass.id).select('id');
    expect(await remove(other)).toMatchObject({ status: 200, data: [], error: null });
    expect(await classAs(educator, klass.id)).toHaveLength(1);
    expect(await remove(educator)).toMatchObject({ status: 200, data: [{ id: klass.id }] });
    expect(await classAs(educator, klass.id)).toEqual([]);
    expect(
      (await ana.client.from('class_members').select('class_id').eq('user_id', ana.id)).data,
    ).toEqual([]);
    expect(
      (await ana.client.from('user_progress').select('user_id').eq('user_id', ana.id)).data,
    ).toEqual([{ user_id: ana.id }]);
  });

  it('the educator sets a class-only name (set_class_member_name) that only they read; the learner and another educator are refused with 42501', async () => {
    // docs/decisions/0075, supabase/migrations/…_class_member_names.sql.
    const { educator, other, ana, klass } = await setUp();
    const set = (who: Learner, name: string | null) =>
      who.client.rpc('set_class_member_name', {
        class_id: klass.id,
        learner_id: ana.id,
        name,
      });
    const names = async (who: Learner) =>
      (await who.client.from('class_member_names').select('user_id,name').eq('class_id', klass.id))
        .data;
    for (const refused of [await set(other, 'Tomada'), await set(ana, 'Rainha')]) {
      expect(refused.status).toBe(403);
      expect(refused.error).toMatchObject({ code: '42501' });
    }
    expect(await set(educator, ' Ana Clara ')).toMatchObject({ data: 'Ana Clara', error: null });
    expect(await names(educator)).toEqual([{ user_id: ana.id, name: 'Ana Clara' }]);
    expect(await names(ana)).toEqual([]);
    expect(await names(other)).toEqual([]);
    // The rules of a join name: 22023 naming the rule (PostgREST answers 400).
    const tooLong = await set(educator, 'A'.repeat(41));
    expect(tooLong.status).toBe(400);
    expect(tooLong.error).toMatchObject({ code: '22023', message: 'name: at most 40 characters' });
    // Cleared: back to her own.
    expect(await set(educator, null)).toMatchObject({ data: null, error: null });
    expect(await names(educator)).toEqual([]);
    // A learner not in the class: 404.
    const gone = await educator.client.rpc('set_class_member_name', {
      class_id: klass.id,
      learner_id: other.id,
      name: 'Carla',
    });
    expect(gone.status).toBe(404);
    expect(gone.error).toMatchObject({ code: 'PT404' });
  });
});
