// Fair share per account (src/rest/account-queue.ts, docs/decisions/0038): one account has at most
// 8 writes under way; its 9th is refused at once with 429 in PostgREST's shape, while another
// account's write is taken. No timing: the database is held (a transaction that keeps every write
// waiting) while the requests arrive, so which ones are under way is certain.
import { expect, it } from 'vitest';
import type { Sql } from '../src/database.ts';
import { describeEachEngine, PROGRESS_CONFLICT, useBackend, type Learner } from './backends.ts';

describeEachEngine('Fair share: one account cannot hold up the others', (engine) => {
  const backend = useBackend(engine);

  /** Holds the database until `release()`: PGlite runs one transaction at a time, and on
   * PostgreSQL the lock keeps every write of user_progress waiting. */
  async function holdDatabase() {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let holding!: () => void;
    const held = new Promise<void>((resolve) => (holding = resolve));
    const done = backend.server.db.transaction(async (sql: Sql) => {
      await sql.query('lock table public.user_progress in exclusive mode');
      holding();
      await released;
    });
    await held;
    return async () => {
      release();
      await done;
    };
  }

  // A supabase-js query sends its request each time it is awaited: .then() sends it once and
  // gives a promise that may be awaited again.
  const save = (learner: Learner, currentScenario: number) =>
    learner.client
      .from('user_progress')
      .upsert(
        { user_id: learner.id, selected_category: 'default', current_scenario: currentScenario },
        PROGRESS_CONFLICT,
      )
      .then((answer) => answer);

  it("one account's 9th write under way gets 429 while another account's write goes through", async () => {
    const [ana, bruno] = await Promise.all([backend.learner(), backend.learner()]);
    const release = await holdDatabase();
    let answers: Awaited<ReturnType<typeof save>>[];
    let brunos: Awaited<ReturnType<typeof save>>;
    try {
      const anas = Array.from({ length: 9 }, (_, index) => save(ana, index + 1));
      // Eight wait their turn; the one that came ninth is answered at once.
      const first = await Promise.race(anas);
      expect(first.status).toBe(429);
      expect(first.error).toEqual({
        code: 'PT429',
        message: 'Too many writes at once from this account: at most 8',
        details:
          'The local backend serves one account at most this many writes at a time, so that every account gets its turn.',
        hint: 'Wait for the writes under way to finish, then try again.',
      });
      const bruno1 = save(bruno, 7);
      await release();
      [answers, brunos] = await Promise.all([Promise.all(anas), bruno1]);
    } finally {
      await release();
    }
    const statuses = answers.map((answer) => answer.status).sort();
    // The first of the eight creates the row (201), the others merge into it (200).
    expect(statuses).toEqual([...Array(7).fill(200), 201, 429]);
    expect(brunos).toMatchObject({ status: 201, error: null });
    const rows = await backend.server.db.query<{ user_id: string; current_scenario: number }>(
      'select user_id, current_scenario from public.user_progress where user_id in ($1, $2)',
      [ana.id, bruno.id],
    );
    expect(rows.find((row) => row.user_id === bruno.id)?.current_scenario).toBe(7);
    expect(rows.filter((row) => row.user_id === ana.id)).toHaveLength(1);
  });

  it('once the writes under way are done, the account writes again', async () => {
    const ana = await backend.learner();
    const answers = [];
    for (let index = 1; index <= 12; index++) answers.push((await save(ana, index)).status);
    expect(answers.every((status) => status === 201 || status === 200)).toBe(true);
  });
});
