// Co-teachers as the app sends them (docs/decisions/0080,
// app/src/features/classes/educator/co-teachers-api.ts), through the real supabase-js against the
// local backend: the owner invites, another educator joins with the code, reads the class and its
// learner's progress and gives work; a learner is refused; a used code says so; the owner removes
// the co-teacher, who loses the class at once. The rules are …_co_teachers.sql's; supabase/tests
// proves them in SQL. Nothing here needed a change to the backend: it applies the migrations and
// serves new tables and functions like the others.
import { expect, it } from 'vitest';
import { describeEachEngine, saveProgress, useBackend, type Learner } from './backends.ts';

describeEachEngine('Co-teachers through supabase-js', (engine) => {
  const backend = useBackend(engine);

  it('a co-teacher joins with the code, manages the class, and loses it when removed', async () => {
    const [owner, coTeacher, learner, ana] = await Promise.all([
      backend.learner('educator'),
      backend.learner('educator'),
      backend.learner(),
      backend.learner(),
    ]);
    const created = await owner.client
      .from('classes')
      .insert({ name: '5º ano B' })
      .select('id,join_code')
      .single();
    expect(created.error).toBeNull();
    const klass = created.data as { id: string; join_code: string };
    expect(
      (await ana.client.rpc('join_class', { code: klass.join_code, display_name: 'Ana' })).error,
    ).toBeNull();
    await saveProgress(ana, 3);

    const invited = await owner.client.rpc('invite_class_educator', { class_id: klass.id });
    expect(invited.error).toBeNull();
    const { code } = invited.data as { code: string; expires_at: string };
    expect(code).toMatch(/^[A-Z0-9]{8}$/);

    // A co-teacher cannot invite; a learner cannot join as an educator (403).
    const refused = await learner.client.rpc('join_class_as_educator', { code });
    expect(refused.status).toBe(403);
    expect(refused.error).toMatchObject({ code: '42501' });
    const unknown = await coTeacher.client.rpc('join_class_as_educator', { code: 'ZZZZ2222' });
    expect(unknown.status).toBe(404);
    expect(unknown.error).toMatchObject({ code: 'PT404' });

    const joined = await coTeacher.client.rpc('join_class_as_educator', { code });
    expect(joined).toMatchObject({ data: klass.id, error: null });
    const again = await backend.learner('educator');
    const used = await again.client.rpc('join_class_as_educator', { code });
    expect(used.status).toBe(400);
    expect(used.error).toMatchObject({
      code: '22023',
      message: 'This co-teacher code was already used',
    });

    // What 'Suas turmas' and the class page read.
    expect(
      (
        await coTeacher.client
          .from('class_educators')
          .select('class_id')
          .eq('user_id', coTeacher.id)
      ).data,
    ).toEqual([{ class_id: klass.id }]);
    expect(
      (await coTeacher.client.from('user_progress').select('user_id').eq('user_id', ana.id)).data,
    ).toEqual([{ user_id: ana.id }]);
    const educators = await coTeacher.client.rpc('list_class_educators', { class_id: klass.id });
    expect(educators.error).toBeNull();
    expect(
      (educators.data as { user_id: string; email: string; is_owner: boolean }[]).map((row) => [
        row.user_id,
        row.email,
        row.is_owner,
      ]),
    ).toEqual([
      [owner.id, owner.email, true],
      [coTeacher.id, coTeacher.email, false],
    ]);
    const work = await coTeacher.client
      .from('class_assignments')
      .insert({ class_id: klass.id, kind: 'phase', target: '2' })
      .select('kind,target');
    expect(work).toMatchObject({ status: 201, data: [{ kind: 'phase', target: '2' }] });
    const notTheirs = await coTeacher.client.rpc('invite_class_educator', { class_id: klass.id });
    expect(notTheirs.status).toBe(403);
    const deleted = await coTeacher.client.from('classes').delete().eq('id', klass.id).select('id');
    expect(deleted).toMatchObject({ status: 200, data: [] });

    const removed = await owner.client.rpc('remove_class_educator', {
      class_id: klass.id,
      user_id: coTeacher.id,
    });
    expect(removed.error).toBeNull();
    const readAs = async (who: Learner) =>
      (await who.client.from('classes').select('id').eq('id', klass.id)).data;
    expect(await readAs(coTeacher)).toEqual([]);
    expect(await readAs(owner)).toEqual([{ id: klass.id }]);
    expect(
      (await coTeacher.client.from('user_progress').select('user_id').eq('user_id', ana.id)).data,
    ).toEqual([]);
  });
});
