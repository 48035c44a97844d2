// The bounds on a progress save (supabase/migrations/…_bounded_progress.sql, issue 20): each is
// refused with a message that names the field and the rule, a save just inside every bound is
// accepted, a save may not grow a row past them, and what is stored is not checked again when a
// save does not send it. The merge itself is the table of packages/training/src/merge-cases.ts
// (progress-merge.test.ts); refusals are not merges, so they are tested here.
import { describeEachEngine, useMigratedDatabase } from '@ths/local-supabase/testing/engines';
import type { Save } from '@ths/training/merge-cases';
import { expect, test } from 'vitest';
import { as, newLearner, storedRow, upsert } from './database.ts';

const at = (minute: number) => new Date(Date.UTC(2026, 10, 21, 10, minute)).toISOString();
const answer = (minute: number, correct = true) => ({
  first_at: at(minute),
  first_correct: correct,
  last_at: at(minute),
  last_correct: correct,
});
const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, index) => from + index);
const results = (scenarios: number[], minute = 1) =>
  Object.fromEntries(scenarios.map((scenario) => [String(scenario), answer(minute)]));
const devices = (count: number, picks = 1) =>
  Object.fromEntries(range(1, count).map((device) => [`device-${device}`, picks]));
const achievements = (count: number, length = 12) =>
  range(1, count).map((index) => `a${String(index).padStart(length - 1, '0')}`);

type Payload = Partial<Record<keyof Save, unknown>>;

describeEachEngine('user_progress: bounded saves', (engine) => {
  const db = useMigratedDatabase(engine);

  const save = (learner: string, payload: Payload) =>
    as(db(), { learner }, (sql) =>
      upsert(sql, { ...(payload as Partial<Save>), user_id: learner }),
    );

  test.each<[string, Payload, string, boolean]>([
    [
      '1,001 scenarios in one save',
      { scenario_results: results(range(1, 1001)) },
      'scenario_results: a save holds at most 1000 scenarios, this one sends 1001',
      true,
    ],
    [
      'scenario number 10001',
      { scenario_results: results([10001]) },
      'scenario_results: key "10001" is above the highest scenario number, 10000',
      true,
    ],
    [
      'scenario number 0',
      { scenario_results: results([0]) },
      'scenario_results: key "0" is not a scenario number',
      true,
    ],
    [
      'a negative scenario number',
      { scenario_results: results([-3]) },
      'scenario_results: key "-3" is not a scenario number',
      true,
    ],
    [
      'completed scenario 0',
      { completed_scenarios: [4, 0] },
      'completed_scenarios: 0 is not a scenario number from 1 to 10000',
      true,
    ],
    [
      'a negative completed scenario',
      { completed_scenarios: [-5] },
      'completed_scenarios: -5 is not a scenario number from 1 to 10000',
      true,
    ],
    [
      'completed scenario 10001',
      { completed_scenarios: [10001] },
      'completed_scenarios: 10001 is not a scenario number from 1 to 10000',
      true,
    ],
    [
      '1,001 completed scenarios',
      { completed_scenarios: range(1, 1001) },
      'completed_scenarios: a save holds at most 1000 scenarios, this one sends 1001',
      true,
    ],
    [
      'review picks from 65 devices',
      { review_counts: devices(65) },
      'review_counts: a save holds at most 64 devices, this one sends 65',
      true,
    ],
    [
      'more than 1,000,000 review picks on a device',
      { review_counts: { phone: 1_000_001 } },
      'review_counts["phone"]: a device counts at most 1000000 review picks',
      true,
    ],
    [
      '101 achievements',
      { unlocked_achievements: achievements(101) },
      'unlocked_achievements: a save holds at most 100 achievements, this one sends 101',
      true,
    ],
    [
      'an achievement id of 65 characters',
      { unlocked_achievements: ['first_steps', 'x'.repeat(65)] },
      `unlocked_achievements: "${'x'.repeat(64)}…" is not an achievement id of 1 to 64 characters`,
      true,
    ],
    [
      'an empty achievement id',
      { unlocked_achievements: [''] },
      'unlocked_achievements: "" is not an achievement id of 1 to 64 characters',
      true,
    ],
    [
      'position 10000 in a phase',
      { current_scenario: 10_000 },
      'current_scenario must be a position from 0 to 9999 inside the phase, got 10000',
      true,
    ],
    [
      'a negative position',
      { current_scenario: -1 },
      'current_scenario must be a position from 0 to 9999 inside the phase, got -1',
      true,
    ],
    [
      'a device id of 65 characters',
      { review_counts: { ['d'.repeat(65)]: 1 } },
      `review_counts["${'d'.repeat(64)}…"] must be a whole number of 0 or more, under a device id of 1 to 64 characters`,
      false,
    ],
  ])('refuses %s with 22023, naming the field and the rule', async (_, payload, message, hint) => {
    const learner = await newLearner(db());
    await expect(save(learner, payload)).rejects.toMatchObject({
      code: '22023',
      message,
      ...(hint ? { hint: expect.stringMatching(/\S/) } : {}),
    });
    // Refused on an existing row too (the upsert's UPDATE), not only on a new one.
    await save(learner, { current_phase: 1 });
    await expect(save(learner, payload)).rejects.toMatchObject({ code: '22023', message });
  });

  test('accepts a save just inside every bound', async () => {
    const learner = await newLearner(db());
    const scenarios = [...range(1, 999), 10_000];
    const picks = { ...devices(63, 0), phone: 1_000_000 };
    const ids = achievements(100, 64);
    await save(learner, {
      scenario_results: results(scenarios),
      completed_scenarios: [1, 10_000],
      review_counts: picks,
      unlocked_achievements: ids,
      current_scenario: 9999,
    });
    // The same again, as the upsert's UPDATE: nothing grows, nothing is refused.
    await save(learner, {
      scenario_results: results(scenarios),
      completed_scenarios: scenarios,
      review_counts: picks,
      unlocked_achievements: ids,
      current_scenario: 9999,
    });
    const row = await storedRow(db(), learner);
    expect(Object.keys(row.scenario_results as object)).toHaveLength(1000);
    expect(row).toMatchObject({
      completed_scenarios: scenarios,
      correct_answers: 1000,
      review_counts: picks,
      reviewed_count: 1_000_000,
      unlocked_achievements: [...ids].sort(),
      current_scenario: 9999,
    });
  });

  test('a save may not grow a row past 1,000 scenarios; one that stays inside still merges', async () => {
    const learner = await newLearner(db());
    await save(learner, { scenario_results: results(range(1, 600)) });
    await expect(
      save(learner, { scenario_results: results(range(500, 1100)) }),
    ).rejects.toMatchObject({
      code: '22023',
      message:
        "scenario_results: a learner's row holds at most 1000 scenarios, this save would make it 1100",
    });
    await save(learner, { scenario_results: results(range(401, 1000), 9) });
    const row = await storedRow(db(), learner);
    expect(Object.keys(row.scenario_results as object)).toHaveLength(1000);
    expect((row.scenario_results as Record<string, unknown>)['450']).toEqual({
      ...answer(1),
      last_at: at(9),
    });
    await expect(save(learner, { scenario_results: results([1001]) })).rejects.toMatchObject({
      code: '22023',
      message:
        "scenario_results: a learner's row holds at most 1000 scenarios, this save would make it 1001",
    });
  });

  test('nor past 64 devices, 100 achievements or 1,000 completed scenarios', async () => {
    const learner = await newLearner(db());
    await save(learner, {
      review_counts: devices(40),
      unlocked_achievements: achievements(60),
      completed_scenarios: range(1, 600),
    });
    const others = Object.fromEntries(range(1, 30).map((device) => [`tablet-${device}`, 2]));
    await expect(save(learner, { review_counts: others })).rejects.toMatchObject({
      code: '22023',
      message:
        "review_counts: a learner's row holds at most 64 devices, this save would make it 70",
    });
    await expect(
      save(learner, { unlocked_achievements: achievements(50).map((id) => `${id}-b`) }),
    ).rejects.toMatchObject({
      code: '22023',
      message:
        "unlocked_achievements: a learner's row holds at most 100 achievements, this save would make it 110",
    });
    await expect(save(learner, { completed_scenarios: range(601, 1001) })).rejects.toMatchObject({
      code: '22023',
      message:
        "completed_scenarios: a learner's row holds at most 1000 scenarios, this save would make it 1001",
    });
    // Within the bounds the same columns still merge.
    await save(learner, { review_counts: { 'device-1': 5, 'tablet-1': 2 } });
    expect((await storedRow(db(), learner)).reviewed_count).toBe(46);
  });

  test('a new row may not list more than 1,000 scenarios between its two lists', async () => {
    const learner = await newLearner(db());
    await expect(
      save(learner, {
        scenario_results: results(range(1, 600)),
        completed_scenarios: range(601, 1001),
      }),
    ).rejects.toMatchObject({
      code: '22023',
      message:
        "completed_scenarios: a learner's row holds at most 1000 scenarios, this save would make it 1001",
    });
  });

  test('an entry is stored with its four fields only', async () => {
    const learner = await newLearner(db());
    await save(learner, {
      scenario_results: { '3': { ...answer(1), note: 'x'.repeat(10_000) } },
    });
    expect((await storedRow(db(), learner)).scenario_results).toEqual({ '3': answer(1) });
  });

  test('what is stored is not checked again: a row of 1,000 scenarios, one of which the rules refuse today, takes one-field saves and new attempts', async () => {
    const learner = await newLearner(db());
    // Written past the trigger (as a row stored before these rules could be): scenarios 1 to
    // 999, number 7 with a time that is not one, and number 20000, above today's bound.
    const stored: Record<string, unknown> = {
      ...results(range(1, 999)),
      '7': { ...answer(1), first_at: 'not a time' },
      '20000': answer(1),
    };
    await db().transaction(async (sql) => {
      await sql.query('set local session_replication_role = replica');
      await sql.query(
        `insert into public.user_progress (user_id, scenario_results, completed_scenarios)
         values ($1, $2::jsonb, $3::integer[])`,
        [learner, JSON.stringify(stored), [...range(1, 999), 20_000]],
      );
    });

    // A save of the position only (the upsert leaves scenario_results out) …
    await save(learner, { current_phase: 3, current_scenario: 4, client_updated_at: at(30) });
    // … a PATCH of one column …
    await as(db(), { learner }, (sql) =>
      sql.query('update public.user_progress set current_streak = 5 where user_id = $1', [learner]),
    );
    // … and a new attempt at a stored scenario all go through, the stored entries as they were.
    await save(learner, { scenario_results: { '5': { ...answer(1), last_at: at(40) } } });
    const row = await storedRow(db(), learner);
    expect(row).toMatchObject({ current_phase: 3, current_scenario: 4, current_streak: 5 });
    expect(row.scenario_results).toEqual({ ...stored, '5': { ...answer(1), last_at: at(40) } });
    expect(row.completed_scenarios).toEqual([...range(1, 999), 20_000]);

    // What a save sends is checked, and the row may not grow.
    await expect(save(learner, { scenario_results: results([20_000]) })).rejects.toMatchObject({
      code: '22023',
      message: 'scenario_results: key "20000" is above the highest scenario number, 10000',
    });
    await expect(save(learner, { scenario_results: results([1000]) })).rejects.toMatchObject({
      code: '22023',
      message:
        "scenario_results: a learner's row holds at most 1000 scenarios, this save would make it 1001",
    });
  });
});
