// The classes feature (supabase/migrations/…_classes.sql) as the app meets it: the real
// @supabase/supabase-js client against the local backend over HTTP. supabase/tests/classes.test.ts
// proves the rules in SQL; here each one is shown on the wire — the status, the error code and the
// rows a client gets — holding, and its opposite refused.
import { expect, it } from 'vitest';
import {
  describeEachEngine,
  PROGRESS_CONFLICT,
  saveProgress,
  useBackend,
  type Learner,
} from './backends.ts';

type Class = { id: string; name: string; educator_id: string; join_code: string };

const JOIN_CODE = /^[ABCDEFGHJKMNPQRSTUVWXYZ23456789]{8}$/;
// O and 0 are not in the code alphabet: no class can ever have this code.
const UNKNOWN_CODE = 'OOOO0000';

const noGrant = (table: string) => ({
  code: '42501',
  message: `permission denied for table ${table}`,
});

const byUser = <T extends { user_id: string }>(rows: T[] | null) =>
  [...(rows ?? [])].sort((a, b) => a.user_id.localeCompare(b.user_id));

describeEachEngine('Classes through supabase-js', (engine) => {
  const backend = useBackend(engine);

  async function createClass(educator: Learner, name = 'Turma do 5º ano B'): Promise<Class> {
    const { data, error, status } = await educator.client
      .from('classes')
      .insert({ name })
      .select()
      .single();
    expect(error).toBeNull();
    expect(status).toBe(201);
    return data as Class;
  }

  async function join(learner: Learner, code: string, displayName: string): Promise<void> {
    const { data, error } = await learner.client.rpc('join_class', {
      code,
      display_name: displayName,
    });
    expect(error).toBeNull();
    expect(typeof data).toBe('string');
  }

  /** An educator's class with two members (Ana and Bruno), and a learner who did not join. */
  async function classWithTwoLearners() {
    const [educator, ana, bruno, outsider] = await Promise.all([
      backend.learner('educator'),
      backend.learner(),
      backend.learner(),
      backend.learner(),
    ]);
    const klass = await createClass(educator);
    await join(ana, klass.join_code, 'Ana');
    await join(bruno, klass.join_code, 'Bruno');
    return { educator, ana, bruno, outsider, klass };
  }

  /** The class's members as its educator reads them, sorted by user id. */
  async function membersSeenBy(educator: Learner, classId: string) {
    const { data, error, status } = await educator.client
      .from('class_members')
      .select('user_id,display_name')
      .eq('class_id', classId);
    expect(error).toBeNull();
    expect(status).toBe(200);
    return byUser(data as { user_id: string; display_name: string | null }[]);
  }

  it('a signed-in user creates a class of their own (201); the educator and the code are the database’s', async () => {
    const [educator, someoneElse] = await Promise.all([
      backend.learner('educator'),
      backend.learner(),
    ]);
    const { data, error, status } = await educator.client
      .from('classes')
      .insert({ name: 'Turma do 5º ano B' })
      .select()
      .single();
    expect(error).toBeNull();
    expect(status).toBe(201);
    expect(data).toMatchObject({ name: 'Turma do 5º ano B', educator_id: educator.id });
    expect((data as Class).join_code).toMatch(JOIN_CODE);

    // The column grant is insert (name): an educator or a code sent by the client is refused.
    const forEducator = await educator.client
      .from('classes')
      .insert({ name: 'Turma falsa', educator_id: someoneElse.id });
    expect(forEducator).toMatchObject({ status: 403, data: null, error: noGrant('classes') });
    const withCode = await educator.client
      .from('classes')
      .insert({ name: 'Turma falsa', join_code: 'ABCDEFGH' });
    expect(withCode).toMatchObject({ status: 403, data: null, error: noGrant('classes') });

    // A name that cannot be shown is refused naming the rule
    // (…_names_that_show_and_school_dates.sql).
    for (const name of ['   ', '\u2800\u2800']) {
      const blank = await educator.client.from('classes').insert({ name });
      expect(blank).toMatchObject({
        status: 400,
        error: {
          code: '22023',
          message: 'name must show at least one visible letter, digit or sign',
        },
      });
    }

    const anonymous = await backend.client().from('classes').insert({ name: 'Turma anônima' });
    expect(anonymous).toMatchObject({ status: 401, error: noGrant('classes') });

    // Only the first class was made, by either user.
    const mine = await educator.client.from('classes').select('id');
    expect(mine).toMatchObject({ status: 200, data: [{ id: (data as Class).id }] });
    expect(await someoneElse.client.from('classes').select('id')).toMatchObject({
      status: 200,
      data: [],
    });
  });

  it("join_class takes the code in any case and spacing and answers the class's id (200)", async () => {
    const [educator, ana, bruno] = await Promise.all([
      backend.learner('educator'),
      backend.learner(),
      backend.learner(),
    ]);
    const klass = await createClass(educator);

    const joined = await ana.client.rpc('join_class', {
      code: `  ${klass.join_code.toLowerCase()} `,
      display_name: 'Ana',
    });
    expect(joined).toMatchObject({ status: 200, data: klass.id, error: null });

    // The contract's name: display_name has a default, so the code alone is a call.
    const codeOnly = await bruno.client.rpc('join_class', { code: klass.join_code });
    expect(codeOnly).toMatchObject({ status: 200, data: klass.id, error: null });
    expect(await bruno.client.from('class_members').select('class_id,display_name')).toMatchObject({
      status: 200,
      data: [{ class_id: klass.id, display_name: null }],
    });
  });

  it('join_class refuses an unknown code (404, PT404 with a hint), the anonymous key (401) and a direct insert (403)', async () => {
    const [educator, learner] = await Promise.all([backend.learner('educator'), backend.learner()]);
    const klass = await createClass(educator);

    const unknown = await learner.client.rpc('join_class', {
      code: ` ${UNKNOWN_CODE} `,
      display_name: 'Ana',
    });
    expect(unknown).toMatchObject({
      status: 404,
      data: null,
      error: {
        code: 'PT404',
        message: `No class has the code "${UNKNOWN_CODE}"`,
        details: null,
        hint: 'Check the code with your educator: 8 letters and digits.',
      },
    });

    const anonymous = await backend.client().rpc('join_class', { code: klass.join_code });
    expect(anonymous).toMatchObject({
      status: 401,
      data: null,
      error: { code: '42501', message: 'permission denied for function join_class' },
    });

    const direct = await learner.client
      .from('class_members')
      .insert({ class_id: klass.id, user_id: learner.id });
    expect(direct).toMatchObject({ status: 403, error: noGrant('class_members') });

    // None of the three made a membership.
    expect(await educator.client.from('class_members').select('user_id')).toMatchObject({
      status: 200,
      data: [],
    });
  });

  it('the educator reads both members by name, a member only their own row, an outsider nothing', async () => {
    const { educator, ana, bruno, outsider, klass } = await classWithTwoLearners();

    expect(await membersSeenBy(educator, klass.id)).toEqual(
      byUser([
        { user_id: ana.id, display_name: 'Ana' },
        { user_id: bruno.id, display_name: 'Bruno' },
      ]),
    );

    // A member reads the class and their own membership, never a classmate's.
    expect(await ana.client.from('classes').select('id,name')).toMatchObject({
      status: 200,
      data: [{ id: klass.id, name: klass.name }],
    });
    expect(
      await ana.client
        .from('class_members')
        .select('user_id,display_name')
        .eq('class_id', klass.id),
    ).toMatchObject({ status: 200, data: [{ user_id: ana.id, display_name: 'Ana' }] });

    expect(await outsider.client.from('classes').select('*').eq('id', klass.id)).toMatchObject({
      status: 200,
      data: [],
      error: null,
    });
    expect(
      await outsider.client.from('class_members').select('*').eq('class_id', klass.id),
    ).toMatchObject({ status: 200, data: [], error: null });
  });

  it("the educator reads their members' progress, never an outsider's, and cannot change it", async () => {
    const { educator, ana, bruno, outsider } = await classWithTwoLearners();
    await saveProgress(ana, 3);
    await saveProgress(bruno, 4);
    await saveProgress(outsider, 7);

    const read = await educator.client
      .from('user_progress')
      .select('*')
      .in('user_id', [ana.id, bruno.id, outsider.id]);
    expect(read.error).toBeNull();
    expect(read.status).toBe(200);
    expect(
      byUser(read.data as { user_id: string; current_scenario: number }[]).map(
        ({ user_id, current_scenario }) => ({ user_id, current_scenario }),
      ),
    ).toEqual(
      byUser([
        { user_id: ana.id, current_scenario: 3 },
        { user_id: bruno.id, current_scenario: 4 },
      ]),
    );

    // Read only: the update reaches no row (204, or 200 with [] when the rows are asked for),
    // and a save in the learner's name is refused.
    const update = await educator.client
      .from('user_progress')
      .update({ current_scenario: 5 })
      .eq('user_id', ana.id);
    expect(update).toMatchObject({ status: 204, data: null, error: null });
    const updateReturning = await educator.client
      .from('user_progress')
      .update({ current_scenario: 5 })
      .eq('user_id', ana.id)
      .select();
    expect(updateReturning).toMatchObject({ status: 200, data: [], error: null });
    const save = await educator.client
      .from('user_progress')
      .upsert(
        { user_id: ana.id, selected_category: 'default', current_scenario: 5 },
        PROGRESS_CONFLICT,
      );
    expect(save).toMatchObject({
      status: 403,
      error: {
        code: '42501',
        message: 'new row violates row-level security policy for table "user_progress"',
      },
    });
    expect(
      await ana.client.from('user_progress').select('current_scenario').eq('user_id', ana.id),
    ).toMatchObject({ status: 200, data: [{ current_scenario: 3 }] });

    // Classmates do not read each other.
    expect(
      await ana.client.from('user_progress').select('*').eq('user_id', bruno.id),
    ).toMatchObject({ status: 200, data: [], error: null });
  });

  it('a learner leaves their class; a classmate cannot remove them', async () => {
    const { educator, ana, bruno, klass } = await classWithTwoLearners();
    await saveProgress(ana, 2);
    await saveProgress(bruno, 6);

    // Bruno's delete of Ana's membership reaches no row: it is still there.
    const removal = await bruno.client
      .from('class_members')
      .delete()
      .eq('class_id', klass.id)
      .eq('user_id', ana.id);
    expect(removal).toMatchObject({ status: 204, error: null });
    expect((await membersSeenBy(educator, klass.id)).map((m) => m.user_id)).toContain(ana.id);

    const leave = await ana.client
      .from('class_members')
      .delete()
      .eq('class_id', klass.id)
      .eq('user_id', ana.id)
      .select('user_id');
    // With return=representation, only the columns asked for.
    expect(leave).toMatchObject({ status: 200, error: null });
    expect(leave.data).toEqual([{ user_id: ana.id }]);

    expect(await membersSeenBy(educator, klass.id)).toEqual([
      { user_id: bruno.id, display_name: 'Bruno' },
    ]);
    expect(
      await educator.client
        .from('user_progress')
        .select('user_id')
        .in('user_id', [ana.id, bruno.id]),
    ).toMatchObject({ status: 200, data: [{ user_id: bruno.id }] });
    // Having left, Ana no longer reads the class.
    expect(await ana.client.from('classes').select('id')).toMatchObject({ status: 200, data: [] });
  });

  it('the anonymous key reads none of classes, class_members and user_progress (401, 42501)', async () => {
    const { klass } = await classWithTwoLearners();
    const anonymous = backend.client();
    for (const table of ['classes', 'class_members', 'user_progress']) {
      expect(await anonymous.from(table).select('*')).toMatchObject({
        status: 401,
        data: null,
        error: noGrant(table),
      });
    }
    expect(
      await anonymous.from('classes').select('id').eq('join_code', klass.join_code),
    ).toMatchObject({
      status: 401,
      error: noGrant('classes'),
    });
  });

  it('only an educator creates a class: a learner gets 403 with the policy named, and becomes one with set_my_role and an invitation code', async () => {
    const learner = await backend.learner();
    const role = await learner.client.from('profiles').select('role').single();
    expect(role).toMatchObject({ status: 200, data: { role: 'learner' } });
    const refused = await learner.client.from('classes').insert({ name: 'Minha turma' });
    expect(refused).toMatchObject({
      status: 403,
      error: {
        code: '42501',
        message: 'new row violates row-level security policy for table "classes"',
      },
    });
    // Becoming one takes an educator invitation code (docs/decisions/0071).
    const unchecked = await learner.client.rpc('set_my_role', { role: 'educator' });
    expect(unchecked).toMatchObject({
      status: 400,
      error: {
        code: '22023',
        message: 'An educator invitation code is needed to become an educator',
      },
    });
    const invitation = await backend.invitation();
    const becomes = await learner.client.rpc('set_my_role', { role: 'educator', invitation });
    expect(becomes).toMatchObject({ status: 200, data: 'educator', error: null });
    const again = await (
      await backend.learner()
    ).client.rpc('set_my_role', { role: 'educator', invitation });
    expect(again).toMatchObject({
      status: 400,
      error: { code: '22023', message: 'This educator invitation code was already used' },
    });
    await createClass(learner, 'Minha turma');
    const wrong = await learner.client.rpc('set_my_role', { role: 'diretor' });
    expect(wrong).toMatchObject({ status: 400, error: { code: '22023' } });
    const educator = await backend.learner('educator');
    expect(await educator.client.from('profiles').select('role').single()).toMatchObject({
      data: { role: 'educator' },
    });
    // Sign-up metadata asking for the role without a code makes a learner.
    const asked = backend.client();
    const { error } = await asked.auth.signUp({
      email: `asked-${Date.now()}@escola.example`,
      password: 'senha-segura-1',
      options: { data: { role: 'educator' } },
    });
    expect(error).toBeNull();
    expect(await asked.from('profiles').select('role').single()).toMatchObject({
      data: { role: 'learner' },
    });
  });

  it('an educator invites a colleague; a learner cannot invite', async () => {
    const [educator, learner] = await Promise.all([backend.learner('educator'), backend.learner()]);
    const made = await educator.client.rpc('invite_educator');
    expect(made).toMatchObject({
      status: 200,
      data: { code: expect.stringMatching(/^[ABCDEFGHJKMNPQRSTUVWXYZ23456789]{8}$/) },
    });
    const { code, expires_at } = made.data as { code: string; expires_at: string };
    expect(Date.parse(expires_at) - Date.now()).toBeGreaterThan(13.9 * 86_400_000);
    expect(await educator.client.from('educator_invitations').select('code')).toMatchObject({
      data: [{ code }],
    });
    expect(await learner.client.rpc('invite_educator')).toMatchObject({
      status: 403,
      error: { code: '42501', message: 'Only an educator can invite an educator' },
    });
    expect(
      await learner.client.rpc('set_my_role', { role: 'educator', invitation: code }),
    ).toMatchObject({ status: 200, data: 'educator' });
  });
});
