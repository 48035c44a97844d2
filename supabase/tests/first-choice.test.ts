// The choice made first (supabase/migrations/…_first_choice.sql, docs/decisions/0049): each entry
// of scenario_results may carry first_choice, the key of the choice picked on the first attempt.
// The merge rules are cases of packages/training/src/merge-cases.ts (progress-merge.test.ts runs
// them); this file tests what is not a merge case: the bound and its refusal, a row stored before
// the migration, and an older app that sends what it read without the field.
import { fromRow, toRow } from '@ths/training/row';
import {
  describeEachEngine,
  migrateAll,
  useMigratedDatabase,
} from '@ths/local-supabase/testing/engines';
import type { Save } from '@ths/training/merge-cases';
import { expect, test } from 'vitest';
import { as, newLearner, storedRow, upsert } from './database.ts';

const MIGRATION = '20261127160000';
const at = (minute: number) => new Date(Date.UTC(2026, 11, 1, 10, minute)).toISOString();
const attempt = (first: number, last = first, choice?: unknown) => ({
  first_at: at(first),
  first_correct: false,
  ...(choice === undefined ? {} : { first_choice: choice }),
  last_at: at(last),
  last_correct: last > first,
});

type Payload = Partial<Record<keyof Save, unknown>>;

const save = (db: Parameters<typeof as>[0], learner: string, payload: Payload) =>
  as(db, { learner }, (sql) => upsert(sql, { ...(payload as Partial<Save>), user_id: learner }));

describeEachEngine('user_progress: the choice made first', (engine) => {
  const db = useMigratedDatabase(engine);

  test.each<[string, unknown]>([
    ['a number', 2],
    ['JSON null', null],
    ['an empty key', ''],
    ['a key with a space', 'k 1'],
    ['a key with a quote', 'k"1'],
    ['a key of 65 characters', 'k'.repeat(65)],
    ['an object', { key: 'k1' }],
  ])('refuses a first_choice that is %s with 22023 naming the field', async (_name, choice) => {
    const learner = await newLearner(db());
    const refusal = save(db(), learner, { scenario_results: { '3': attempt(1, 1, choice) } });
    await expect(refusal).rejects.toMatchObject({ code: '22023' });
    await expect(refusal).rejects.toHaveProperty(
      'message',
      expect.stringContaining('scenario_results["3"].first_choice must be a choice key'),
    );
  });

  test('a key of 64 letters, digits, "_" and "-" is kept and read back', async () => {
    const learner = await newLearner(db());
    const key = `A_b-9${'x'.repeat(59)}`;
    await save(db(), learner, { scenario_results: { '3': attempt(1, 1, key) } });
    const row = await storedRow(db(), learner);
    expect(row.scenario_results).toEqual({ '3': attempt(1, 1, key) });
    expect(fromRow(row).results[3]?.firstChoice).toBe(key);
  });

  test('an update that sends a bad first_choice is refused and leaves the stored one', async () => {
    const learner = await newLearner(db());
    await save(db(), learner, { scenario_results: { '3': attempt(1, 1, 'k1') } });
    await expect(
      save(db(), learner, { scenario_results: { '3': attempt(1, 1, 'k 2') } }),
    ).rejects.toMatchObject({ code: '22023' });
    expect((await storedRow(db(), learner)).scenario_results).toEqual({
      '3': attempt(1, 1, 'k1'),
    });
  });

  test("an older app's save of the whole state it read, without first_choice, keeps every stored choice", async () => {
    const learner = await newLearner(db());
    await save(db(), learner, {
      scenario_results: { '3': attempt(1, 1, 'k1'), '4': attempt(2, 2, 'k2') },
    });
    // What an app from before this migration sends: its reader dropped the field, and it answers
    // scenario 3 again (right) and scenario 5 for the first time.
    await save(db(), learner, {
      scenario_results: { '3': attempt(1, 6), '4': attempt(2), '5': attempt(7) },
    });
    expect((await storedRow(db(), learner)).scenario_results).toEqual({
      '3': attempt(1, 6, 'k1'),
      '4': attempt(2, 2, 'k2'),
      '5': attempt(7),
    });
  });

  test("the earliest first attempt's choice wins when it arrives late, as the app's toRow sends it", async () => {
    const learner = await newLearner(db());
    const later = fromRow({
      ...emptyRow(),
      scenario_results: { '8': attempt(5, 5, 'later') },
    });
    const earlier = fromRow({
      ...emptyRow(),
      scenario_results: { '8': attempt(1, 1, 'earlier') },
    });
    await save(db(), learner, { scenario_results: toRow(later, learner).scenario_results });
    await save(db(), learner, { scenario_results: toRow(earlier, learner).scenario_results });
    const stored = fromRow(await storedRow(db(), learner));
    expect(stored.results[8]).toMatchObject({
      firstAt: at(1),
      firstChoice: 'earlier',
      lastAt: at(5),
    });
  });
});

function emptyRow() {
  return {
    scenario_results: {},
    unlocked_achievements: [],
    review_counts: {},
    current_phase: 1,
    current_scenario: 0,
    current_streak: 0,
    client_updated_at: null,
  };
}

describeEachEngine('user_progress: rows stored before the choice made first', (engine) => {
  const db = useMigratedDatabase(engine, { before: MIGRATION });

  test('read as before, and a new save adds its choice without losing anything', async () => {
    const learner = await newLearner(db());
    await save(db(), learner, {
      scenario_results: { '1': attempt(1), '2': attempt(2, 4) },
    });
    const before = await storedRow(db(), learner);
    expect(await migrateAll(db())).toContain(MIGRATION);
    expect((await storedRow(db(), learner)).scenario_results).toEqual(before.scenario_results);
    expect(fromRow(before).results[1]?.firstChoice).toBeUndefined();

    await save(db(), learner, {
      scenario_results: { '1': attempt(1), '2': attempt(2, 4), '3': attempt(5, 5, 'k3') },
    });
    expect((await storedRow(db(), learner)).scenario_results).toEqual({
      '1': attempt(1),
      '2': attempt(2, 4),
      '3': attempt(5, 5, 'k3'),
    });
  });
});
