// join_class is limited per account (supabase/migrations/…_join_class_limit.sql, docs/decisions/0038):
// 5 tries a minute, the 6th refused with 429 PT429, through the real supabase-js. An unknown code
// still answers 404 PT404 and is counted: PostgREST commits a call that sets response.status.
import { expect, it } from 'vitest';
import { describeEachEngine, useBackend, type Learner } from './backends.ts';

// O and 0 are not in the code alphabet: no class can ever have this code.
const UNKNOWN_CODE = 'OOOO0000';

const TOO_MANY = {
  code: 'PT429',
  message: 'Too many tries to join a class: at most 5 a minute',
  hint: 'Wait a minute and try again.',
  details: null,
};

describeEachEngine('join_class: 5 tries a minute per account', (engine) => {
  const backend = useBackend(engine);

  const tryCode = (learner: Learner, code: string) =>
    learner.client.rpc('join_class', { code, display_name: 'Ana' });

  async function classCode(): Promise<{ id: string; code: string }> {
    const educator = await backend.learner('educator');
    const { data, error } = await educator.client
      .from('classes')
      .insert({ name: 'Turma do 4º ano' })
      .select('id,join_code')
      .single();
    expect(error).toBeNull();
    const made = data as { id: string; join_code: string };
    return { id: made.id, code: made.join_code };
  }

  it('five unknown codes answer 404 PT404; the 6th try within the minute is 429 PT429, even with the right code', async () => {
    const klass = await classCode();
    const guesser = await backend.learner();
    for (let attempt = 1; attempt <= 5; attempt++) {
      const { error, status } = await tryCode(guesser, UNKNOWN_CODE);
      expect(status, `try ${attempt}`).toBe(404);
      expect(error).toMatchObject({
        code: 'PT404',
        message: `No class has the code "${UNKNOWN_CODE}"`,
        hint: 'Check the code with your educator: 8 letters and digits.',
      });
    }
    const sixth = await tryCode(guesser, klass.code);
    expect(sixth.status).toBe(429);
    expect(sixth.data).toBeNull();
    expect(sixth.error).toEqual(TOO_MANY);
    const members = await backend.server.db.query(
      'select 1 from public.class_members where user_id = $1',
      [guesser.id],
    );
    expect(members).toEqual([]);
  });

  it("another account is not affected by one account's tries", async () => {
    const klass = await classCode();
    const [guesser, classmate] = await Promise.all([backend.learner(), backend.learner()]);
    for (let attempt = 1; attempt <= 6; attempt++) await tryCode(guesser, UNKNOWN_CODE);
    expect((await tryCode(guesser, UNKNOWN_CODE)).status).toBe(429);
    const joined = await tryCode(classmate, klass.code);
    expect(joined).toMatchObject({ status: 200, error: null, data: klass.id });
  });

  it('a try after the minute works again', async () => {
    const klass = await classCode();
    const learner = await backend.learner();
    for (let attempt = 1; attempt <= 5; attempt++) await tryCode(learner, UNKNOWN_CODE);
    expect((await tryCode(learner, klass.code)).error).toEqual(TOO_MANY);
    // The minute passes (the window's start moved back, rather than the test waiting 60 s).
    await backend.server.db.query(
      "update private.join_tries set window_started_at = window_started_at - interval '61 seconds' where user_id = $1",
      [learner.id],
    );
    const joined = await tryCode(learner, klass.code);
    expect(joined).toMatchObject({ status: 200, error: null, data: klass.id });
  });

  it('concurrent tries of one account are counted one by one: of 12 at once, exactly 5 get an answer', async () => {
    const learner = await backend.learner();
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => tryCode(learner, UNKNOWN_CODE)),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([...Array(5).fill(404), ...Array(7).fill(429)]);
  });
});
