// Timestamps are timestamps (issue 30, supabase/migrations/…_progress_timestamps.sql): every
// timestamp of a progress row is a finite ISO 8601 instant with a zone, or the save is refused
// with 22023 naming the field. PostgreSQL's timestamptz input also takes `now`, `infinity` and
// zone-less text, which were stored verbatim and made the row unreadable to the app (fromRow),
// and with it the educator's whole class report. The migration repairs rows stored so before.
import { fromRow } from '@ths/training/row';
import {
  describeEachEngine,
  migrateAll,
  useMigratedDatabase,
} from '@ths/local-supabase/testing/engines';
import type { Save } from '@ths/training/merge-cases';
import { expect, test } from 'vitest';
import { as, newLearner, storedRow, upsert } from './database.ts';

const MIGRATION = '20261127120000';
const GOOD = '2026-11-21T10:00:00.000Z';
const attempt = (first_at: string, last_at = GOOD) => ({
  first_at,
  first_correct: true,
  last_at,
  last_correct: false,
});
const card = (due: string, last_review = GOOD) => ({
  due,
  stability: 2.3065,
  difficulty: 2.1181,
  scheduled_days: 3,
  learning_steps: 0,
  reps: 1,
  lapses: 0,
  state: 2,
  last_review,
});

type Payload = Partial<Record<keyof Save, unknown>>;

const save = (db: Parameters<typeof as>[0], learner: string, payload: Payload) =>
  as(db, { learner }, (sql) => upsert(sql, { ...(payload as Partial<Save>), user_id: learner }));

describeEachEngine('user_progress: timestamps are timestamps', (engine) => {
  const db = useMigratedDatabase(engine);

  test.each<[string, Payload, string]>([
    ['client_updated_at infinity', { client_updated_at: 'infinity' }, 'client_updated_at'],
    ['client_updated_at -infinity', { client_updated_at: '-infinity' }, 'client_updated_at'],
    [
      'a first attempt at "now"',
      { scenario_results: { '3': attempt('now') } },
      'scenario_results["3"].first_at',
    ],
    [
      'a latest attempt at infinity',
      { scenario_results: { '3': attempt(GOOD, 'infinity') } },
      'scenario_results["3"].last_at',
    ],
    [
      'an attempt without a zone',
      { scenario_results: { '7': attempt('2026-11-21T10:00:00') } },
      'scenario_results["7"].first_at',
    ],
    [
      'a leap second, which a browser cannot read',
      { scenario_results: { '7': attempt('2026-11-21T23:59:60Z') } },
      'scenario_results["7"].first_at',
    ],
    [
      'a zone of hours only, which a browser cannot read',
      { scenario_results: { '7': attempt('2026-11-21T10:00:00+05') } },
      'scenario_results["7"].first_at',
    ],
    [
      'a card due "tomorrow"',
      { review_schedule: { '4': card('tomorrow') } },
      'review_schedule["4"].due',
    ],
    [
      'a card reviewed at -infinity',
      { review_schedule: { '4': card(GOOD, '-infinity') } },
      'review_schedule["4"].last_review',
    ],
    [
      'a challenge done at "epoch"',
      { challenges_done: { greetings: 'epoch' } },
      'challenges_done["greetings"]',
    ],
  ])('refuses %s with 22023 naming the field', async (_name, payload, field) => {
    const learner = await newLearner(db());
    const refusal = save(db(), learner, payload);
    await expect(refusal).rejects.toMatchObject({ code: '22023' });
    await expect(refusal).rejects.toHaveProperty(
      'message',
      expect.stringContaining(`${field} must be an ISO 8601 instant with a zone`),
    );
  });

  test('an update is checked too: infinity on a stored row is refused and the row stays readable', async () => {
    const learner = await newLearner(db());
    await save(db(), learner, { client_updated_at: GOOD, current_scenario: 3 });
    await expect(save(db(), learner, { client_updated_at: 'infinity' })).rejects.toMatchObject({
      code: '22023',
    });
    await save(db(), learner, {
      client_updated_at: '2026-11-22T10:00:00.000Z',
      current_scenario: 4,
    });
    const row = await storedRow(db(), learner);
    expect(fromRow(row)).toMatchObject({ currentScenario: 4 });
  });

  test('accepts every spelling of an instant with a zone, and the app reads the row back', async () => {
    const learner = await newLearner(db());
    await save(db(), learner, {
      client_updated_at: '2026-11-21T07:00:00-03:00',
      scenario_results: {
        '1': attempt('2026-11-21T10:00Z', '2026-11-21T07:00:00-03:00'),
        '2': attempt('2026-11-21T10:00:00.123456+0000', '2026-11-21t10:00:00z'),
      },
      review_schedule: { '1': card('2026-11-24T10:00:00+05:30') },
      challenges_done: { greetings: '2026-11-21T10:00:00.5Z' },
    });
    const progress = fromRow(await storedRow(db(), learner));
    expect(Object.keys(progress.results)).toEqual(['1', '2']);
    expect(Date.parse(progress.updatedAt!)).toBe(Date.parse(GOOD));
  });
});

describeEachEngine('user_progress: the migration repairs stored timestamps', (engine) => {
  const db = useMigratedDatabase(engine, { before: MIGRATION });

  test('rows stored with now, infinity or no zone are readable after it; good values are kept', async () => {
    const frozen = await newLearner(db());
    const mixed = await newLearner(db());
    const good = await newLearner(db());
    // What the schema before this migration accepted.
    await save(db(), frozen, { client_updated_at: 'infinity', current_scenario: 9 });
    await save(db(), mixed, {
      client_updated_at: '2026-11-21T10:00:00',
      scenario_results: {
        '1': attempt('now', 'infinity'),
        '2': attempt('2026-11-21T10:00:00', '2026-11-21 11:30:00+02'),
        '3': attempt(GOOD),
      },
      review_schedule: { '1': card('tomorrow'), '2': card('2026-11-24T10:00:00+05:30') },
      challenges_done: { greetings: 'epoch', 'asking-for-help': GOOD },
    });
    await save(db(), good, { scenario_results: { '5': attempt(GOOD) }, client_updated_at: GOOD });
    const before = await storedRow(db(), good);
    expect(() => fromRow(before)).not.toThrow();
    const unreadable = await storedRow(db(), mixed);
    expect(() => fromRow(unreadable)).toThrow(/first_at|ISO/);

    expect(await migrateAll(db())).toContain(MIGRATION);

    expect(await storedRow(db(), good)).toEqual(before);
    const unfrozen = await storedRow(db(), frozen);
    // No known time: the next save's position wins again (the newest state decides it).
    expect(unfrozen.client_updated_at).toBeNull();
    expect(fromRow(unfrozen)).toMatchObject({ currentScenario: 9, updatedAt: null });

    const repaired = await storedRow(db(), mixed);
    const savedAt = new Date(repaired.updated_at as string).toISOString();
    const progress = fromRow(repaired);
    expect(progress.results[1]).toMatchObject({ firstAt: savedAt, lastAt: savedAt });
    // A zone-less time was read as UTC, as the app's devices send UTC ('Z').
    expect(progress.results[2]).toMatchObject({
      firstAt: '2026-11-21T10:00:00.000Z',
      lastAt: '2026-11-21T09:30:00.000Z',
    });
    expect(progress.results[3]).toMatchObject({ firstAt: GOOD, lastAt: GOOD });
    expect(progress.schedule[1]!.due).toBe(savedAt);
    expect(progress.schedule[2]!.due).toBe('2026-11-24T10:00:00+05:30');
    expect(progress.challengesDone).toEqual({ greetings: savedAt, 'asking-for-help': GOOD });

    // And the repaired row takes the app's saves again.
    await save(db(), frozen, { client_updated_at: GOOD, current_scenario: 10 });
    expect(fromRow(await storedRow(db(), frozen))).toMatchObject({ currentScenario: 10 });
  });
});
