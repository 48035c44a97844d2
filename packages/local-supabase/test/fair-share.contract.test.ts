// Fair share per account (src/rest/account-queue.ts, docs/decisions/0038): one account has at most
// 8 writes and 8 reads under way; its 9th is refused at once with 429 in PostgREST's shape, while
// another account's request is taken. Accounts are free, so writes larger than the content makes
// go one at a time across all accounts: the 9th account's is refused as one account's 9th tab's
// (issue 41). No timing: the database is held (a transaction that keeps every request waiting)
// while the requests arrive, so which ones are under way is certain.
import { expect, it } from 'vitest';
import { LONG_WRITE_BYTES } from '../src/rest/routes.ts';
import type { Sql } from '../src/database.ts';
import { describeEachEngine, PROGRESS_CONFLICT, useBackend, type Learner } from './backends.ts';

describeEachEngine('Fair share: one account cannot hold up the others', (engine) => {
  const backend = useBackend(engine);

  /** Holds the database until `release()`: PGlite runs one transaction at a time, and on
   * PostgreSQL the lock keeps every write of user_progress waiting. */
  async function holdDatabase(mode: 'exclusive' | 'access exclusive' = 'exclusive') {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let holding!: () => void;
    const held = new Promise<void>((resolve) => (holding = resolve));
    const done = backend.server.db.transaction(async (sql: Sql) => {
      // `access exclusive` keeps reads waiting too on PostgreSQL.
      await sql.query(`lock table public.user_progress in ${mode} mode`);
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

  const read = (learner: Learner) =>
    learner.client
      .from('user_progress')
      .select('user_id,current_scenario')
      .eq('user_id', learner.id)
      .then((answer) => answer);

  it("one account's 9th read under way gets 429 while another account's read goes through", async () => {
    const [ana, bruno] = await Promise.all([backend.learner(), backend.learner()]);
    expect((await save(ana, 3)).error).toBeNull();
    const release = await holdDatabase('access exclusive');
    let answers: Awaited<ReturnType<typeof read>>[];
    let brunos: Awaited<ReturnType<typeof read>>;
    try {
      const anas = Array.from({ length: 9 }, () => read(ana));
      const first = await Promise.race(anas);
      expect(first.status).toBe(429);
      expect(first.error).toEqual({
        code: 'PT429',
        message: 'Too many reads at once from this account: at most 8',
        details:
          'The local backend serves one account at most this many reads at a time, so that every account gets its turn.',
        hint: 'Wait for the reads under way to finish, then try again.',
      });
      const bruno1 = read(bruno);
      await release();
      [answers, brunos] = await Promise.all([Promise.all(anas), bruno1]);
    } finally {
      await release();
    }
    expect(answers.map((answer) => answer.status).sort()).toEqual([...Array(8).fill(200), 429]);
    for (const answer of answers.filter((answer) => answer.status === 200)) {
      expect(answer.data).toEqual([{ user_id: ana.id, current_scenario: 3 }]);
    }
    expect(brunos).toMatchObject({ status: 200, data: [], error: null });
  });

  /** A row of `scenarios` answers, larger than LONG_WRITE_BYTES from about 250 on. */
  const longSave = (learner: Learner, scenarios: number) => {
    const at = new Date(Date.UTC(2026, 10, 21, 10)).toISOString();
    const results = Object.fromEntries(
      Array.from({ length: scenarios }, (_, index) => [
        String(index + 1),
        { first_at: at, first_correct: true, last_at: at, last_correct: true },
      ]),
    );
    const row = {
      user_id: learner.id,
      selected_category: 'default',
      scenario_results: results,
      completed_scenarios: Object.keys(results).map(Number),
      client_updated_at: at,
    };
    expect(JSON.stringify(row).length).toBeGreaterThan(LONG_WRITE_BYTES);
    return learner.client
      .from('user_progress')
      .upsert(row, PROGRESS_CONFLICT)
      .then((answer) => answer);
  };

  it("8 accounts' long writes are under way at once, as one account's 8 tabs': the 9th account's is refused; an ordinary save goes first", async () => {
    const accounts = await Promise.all(Array.from({ length: 9 }, () => backend.learner()));
    const bruno = await backend.learner();
    const release = await holdDatabase();
    let answers: Awaited<ReturnType<typeof save>>[];
    let brunos: Awaited<ReturnType<typeof save>>[];
    try {
      const longs = accounts.map((account) => longSave(account, 300));
      const first = await Promise.race(longs);
      expect(first.status).toBe(429);
      expect(first.error).toEqual({
        code: 'PT429',
        message: 'Too many large writes at once on this server: at most 8',
        details: `The local backend takes writes of more than ${LONG_WRITE_BYTES} bytes one at a time across all accounts, so that they cannot hold up everyone's saves.`,
        hint: 'Wait a moment, then try again.',
      });
      // Bruno's ordinary saves come after the 8 long writes; his own 9th being refused shows that
      // the first is waiting for the database.
      const bruno9 = Array.from({ length: 9 }, (_, index) => save(bruno, index + 1));
      expect((await Promise.race(bruno9)).status).toBe(429);
      await release();
      [answers, brunos] = await Promise.all([Promise.all(longs), Promise.all(bruno9)]);
    } finally {
      await release();
    }
    expect(answers.map((answer) => answer.status).sort()).toEqual([...Array(8).fill(201), 429]);
    expect(brunos.map((answer) => answer.status).sort()).toEqual([...Array(7).fill(200), 201, 429]);
    // In the database's own order (created_at is the inserting transaction's start): of the 8
    // long writes that came before Bruno's first save, one at most went before it.
    const [order] = await backend.server.db.query<{ before: number; long: number }>(
      `select count(*) filter (where p.created_at < b.created_at)::integer as before,
              count(*)::integer as long
         from public.user_progress p, public.user_progress b
        where p.user_id = any($1::uuid[]) and array_length(p.completed_scenarios, 1) = 300
          and b.user_id = $2`,
      [accounts.map((account) => account.id), bruno.id],
    );
    expect(order).toEqual({ before: expect.any(Number), long: 8 });
    expect(order!.before).toBeLessThanOrEqual(1);
  });
});
