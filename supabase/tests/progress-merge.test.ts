// The trigger user_progress_merge (supabase/migrations/…_user_progress.sql, replaced by
// …_bounded_progress.sql, whose bounds bounded-progress.test.ts tests): a save is a merge,
// and a malformed one is refused with a message that names the field. The merge cases are the
// table of packages/training/src/merge-cases.ts, which mergeProgress passes too.
import { describeEachEngine, useMigratedDatabase } from '@ths/local-supabase/testing/engines';
import { PHASE_COUNT } from '@ths/training/constants';
import { arrivalOrders, expectedRow, MERGE_CASES, type MergedRow } from '@ths/training/merge-cases';
import { expect, test } from 'vitest';
import { as, newLearner, storedRow, upsert } from './database.ts';

const at = (minute: number) => new Date(Date.UTC(2026, 10, 21, 10, minute)).toISOString();
const answer = (minute: number, correct: boolean) => ({
  first_at: at(minute),
  first_correct: correct,
  last_at: at(minute),
  last_correct: correct,
});

describeEachEngine('user_progress: saves merge', (engine) => {
  const db = useMigratedDatabase(engine);

  for (const mergeCase of MERGE_CASES) {
    test(mergeCase.name, async () => {
      const expected = expectedRow(mergeCase, 'trigger');
      for (const saves of arrivalOrders(mergeCase)) {
        const learner = await newLearner(db());
        for (const save of saves) {
          await as(db(), { learner }, (sql) => upsert(sql, { ...save, user_id: learner }));
        }
        const stored = await storedRow(db(), learner);
        const row = Object.fromEntries(
          Object.keys(expected).map((column) => [column, stored[column]]),
        ) as MergedRow;
        // timestamptz comes back in Postgres's spelling; the table writes the device's.
        if (row.client_updated_at) {
          row.client_updated_at = new Date(row.client_updated_at).toISOString();
        }
        expect(row).toEqual(expected);
      }
    });
  }

  test('twenty saves at once (two tabs, a queue flushed on reconnect): none is lost', async () => {
    const learner = await newLearner(db());
    const scenarios = Array.from({ length: 20 }, (_, index) => index + 1);
    await Promise.all(
      scenarios.map((scenario) =>
        as(db(), { learner }, (sql) =>
          upsert(sql, {
            user_id: learner,
            scenario_results: { [scenario]: answer(scenario, scenario % 3 !== 0) },
          }),
        ),
      ),
    );
    expect(await storedRow(db(), learner)).toMatchObject({
      completed_scenarios: scenarios,
      incorrect_scenarios: [3, 6, 9, 12, 15, 18],
      correct_answers: 14,
    });
  });

  test.each([
    [{ scenario_results: [] }, 'scenario_results must be a JSON object keyed by scenario number'],
    [
      { scenario_results: { abc: answer(1, true) } },
      'scenario_results: key "abc" is not a scenario number',
    ],
    [
      { scenario_results: { '3': { first_at: at(1), first_correct: true } } },
      'scenario_results["3"] must have first_at, last_at (timestamps) and first_correct, last_correct (booleans)',
    ],
    [
      { scenario_results: { '3': { ...answer(1, true), first_at: 'yesterday-ish' } } },
      'scenario_results["3"]: first_at and last_at must be ISO 8601 timestamps',
    ],
    [{ review_counts: 3 }, 'review_counts must be a JSON object of device id to count'],
    [
      { review_counts: { phone: 1.5 } },
      'review_counts["phone"] must be a whole number of 0 or more, under a device id of 1 to 64 characters',
    ],
  ])('refuses %j with 22023: %s', async (save, message) => {
    const learner = await newLearner(db());
    await expect(
      as(db(), { learner }, (sql) => upsert(sql, { ...(save as object), user_id: learner })),
    ).rejects.toMatchObject({ code: '22023', message });
  });

  test('keeps any phase of the content model: a phase added to it needs a migration too', async () => {
    const learner = await newLearner(db());
    await as(db(), { learner }, (sql) =>
      upsert(sql, { user_id: learner, current_phase: PHASE_COUNT }),
    );
    expect((await storedRow(db(), learner)).current_phase).toBe(PHASE_COUNT);
  });

  test('refuses a phase outside 1 to 5 and a negative count (23514)', async () => {
    const learner = await newLearner(db());
    for (const save of [{ current_phase: 6 }, { current_streak: -1 }]) {
      await expect(
        as(db(), { learner }, (sql) => upsert(sql, { ...save, user_id: learner })),
      ).rejects.toMatchObject({ code: '23514' });
    }
  });
});
