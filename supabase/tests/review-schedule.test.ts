// The spaced-review columns (supabase/migrations/…_review_schedule.sql, issue 18): their bounds,
// each refused with 22023 naming the field and the rule, a save just inside them accepted, a row
// that may not grow past them, and the app's own cards stored and read back exactly. Their merge
// is in the table of packages/training/src/merge-cases.ts (progress-merge.test.ts).
import { describeEachEngine, useMigratedDatabase } from '@ths/local-supabase/testing/engines';
import { recordAnswer } from '@ths/training/answer';
import type { Save } from '@ths/training/merge-cases';
import { emptyProgress } from '@ths/training/progress';
import { fromRow, toRow } from '@ths/training/row';
import { expect, test } from 'vitest';
import { as, newLearner, storedRow, upsert } from './database.ts';

const at = (minute: number) => new Date(Date.UTC(2026, 10, 21, 10, minute)).toISOString();
const card = (minute = 1) => ({
  due: at(minute + 3 * 24 * 60),
  stability: 2.3065,
  difficulty: 2.11810397,
  scheduled_days: 3,
  learning_steps: 0,
  reps: 1,
  lapses: 0,
  state: 2,
  last_review: at(minute),
});
const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, index) => from + index);
const cards = (scenarios: number[], minute = 1) =>
  Object.fromEntries(scenarios.map((scenario) => [String(scenario), card(minute)]));
const skill = (index: number, length = 12) => `s${String(index).padStart(length - 1, '0')}`;
const challenges = (count: number, length = 12, minute = 1) =>
  Object.fromEntries(range(1, count).map((index) => [skill(index, length), at(minute)]));

type Payload = Partial<Record<keyof Save, unknown>>;

describeEachEngine('user_progress: review schedule and challenges', (engine) => {
  const db = useMigratedDatabase(engine);

  const save = (learner: string, payload: Payload) =>
    as(db(), { learner }, (sql) =>
      upsert(sql, { ...(payload as Partial<Save>), user_id: learner }),
    );

  test.each<[string, Payload, string]>([
    [
      'a schedule that is a list',
      { review_schedule: [] },
      'review_schedule must be a JSON object keyed by scenario number',
    ],
    [
      '1,001 cards in one save',
      { review_schedule: cards(range(1, 1001)) },
      'review_schedule: a save holds at most 1000 cards, this one sends 1001',
    ],
    [
      'a card for scenario 10001',
      { review_schedule: cards([10001]) },
      'review_schedule: key "10001" is not a scenario number from 1 to 10000',
    ],
    [
      'a card under a key that is no number',
      { review_schedule: { abc: card() } },
      'review_schedule: key "abc" is not a scenario number from 1 to 10000',
    ],
    [
      'a card without reps',
      { review_schedule: { '3': { ...card(), reps: undefined } } },
      'review_schedule["3"] must have due, last_review (timestamps) and stability, difficulty, scheduled_days, learning_steps, reps, lapses, state (numbers)',
    ],
    [
      'a card of stability 0',
      { review_schedule: { '3': { ...card(), stability: 0 } } },
      'review_schedule["3"]: stability must be a number from 0.001 to 36500',
    ],
    [
      'a card of difficulty 11',
      { review_schedule: { '3': { ...card(), difficulty: 11 } } },
      'review_schedule["3"]: difficulty must be a number from 1 to 10',
    ],
    [
      'a card scheduled 1.5 days out',
      { review_schedule: { '3': { ...card(), scheduled_days: 1.5 } } },
      'review_schedule["3"]: scheduled_days must be a whole number from 0 to 36500',
    ],
    [
      'a card at learning step 101',
      { review_schedule: { '3': { ...card(), learning_steps: 101 } } },
      'review_schedule["3"]: learning_steps must be a whole number from 0 to 100',
    ],
    [
      'a card of 0 reviews',
      { review_schedule: { '3': { ...card(), reps: 0 } } },
      'review_schedule["3"]: reps must be a whole number from 1 to 1000000',
    ],
    [
      'a card with more lapses than reviews',
      { review_schedule: { '3': { ...card(), reps: 2, lapses: 3 } } },
      'review_schedule["3"]: lapses must be a whole number from 0 to reps',
    ],
    [
      'a card in state 4',
      { review_schedule: { '3': { ...card(), state: 4 } } },
      'review_schedule["3"]: state must be a whole number from 0 to 3',
    ],
    [
      'a card due at no time',
      { review_schedule: { '1': card(), '3': { ...card(), due: 'amanhã' } } },
      'review_schedule["3"]: due and last_review must be ISO 8601 timestamps',
    ],
    [
      'challenges that are a list',
      { challenges_done: ['greetings'] },
      'challenges_done must be a JSON object of skill key to the time it was marked done',
    ],
    [
      '201 challenges in one save',
      { challenges_done: challenges(201) },
      'challenges_done: a save holds at most 200 challenges, this one sends 201',
    ],
    [
      'a challenge key that is no slug',
      { challenges_done: { 'Eye Contact': at(1) } },
      'challenges_done: key "Eye Contact" is not a skill key (lowercase letters, digits and single hyphens, at most 48 characters)',
    ],
    [
      'a challenge key of 49 characters',
      { challenges_done: { [skill(1, 49)]: at(1) } },
      `challenges_done: key "${skill(1, 49)}" is not a skill key (lowercase letters, digits and single hyphens, at most 48 characters)`,
    ],
    [
      'a challenge marked with no time',
      { challenges_done: { greetings: true } },
      'challenges_done["greetings"] must be the ISO 8601 timestamp it was marked done',
    ],
    [
      'a challenge marked at a time that is not one',
      { challenges_done: { greetings: at(1), 'eye-contact': 'ontem' } },
      'challenges_done["eye-contact"] must be the ISO 8601 timestamp it was marked done',
    ],
    [
      'a card that is no object',
      { review_schedule: { '3': 'soon' } },
      'review_schedule["3"] must have due, last_review (timestamps) and stability, difficulty, scheduled_days, learning_steps, reps, lapses, state (numbers)',
    ],
  ])('refuses %s with 22023, naming the field and the rule', async (_, payload, message) => {
    const learner = await newLearner(db());
    const refusal = { code: '22023', message, hint: expect.stringMatching(/\S/) as unknown };
    await expect(save(learner, payload)).rejects.toMatchObject(refusal);
    // Refused on an existing row too (the upsert's UPDATE), not only on a new one.
    await save(learner, { current_phase: 1 });
    await expect(save(learner, payload)).rejects.toMatchObject(refusal);
  });

  test('accepts a save just inside every bound, and the same save again changes nothing', async () => {
    const learner = await newLearner(db());
    const schedule = cards([...range(1, 999), 10_000]);
    const done = challenges(200, 48);
    await save(learner, { review_schedule: schedule, challenges_done: done });
    await save(learner, { review_schedule: schedule, challenges_done: done });
    const row = await storedRow(db(), learner);
    expect(row.review_schedule).toEqual(schedule);
    expect(row.challenges_done).toEqual(done);
  });

  test('a save may not grow a row past 1,000 cards or 200 challenges; one inside still merges', async () => {
    const learner = await newLearner(db());
    await save(learner, {
      review_schedule: cards(range(1, 600)),
      challenges_done: challenges(150),
    });
    await expect(save(learner, { review_schedule: cards(range(500, 1100)) })).rejects.toMatchObject(
      {
        code: '22023',
        message:
          "review_schedule: a learner's row holds at most 1000 cards, this save would make it 1100",
      },
    );
    const others = Object.fromEntries(range(1, 60).map((index) => [`other-${index}`, at(2)]));
    await expect(save(learner, { challenges_done: others })).rejects.toMatchObject({
      code: '22023',
      message:
        "challenges_done: a learner's row holds at most 200 challenges, this save would make it 210",
    });
    await save(learner, { review_schedule: cards(range(401, 1000), 9) });
    const row = await storedRow(db(), learner);
    const stored = row.review_schedule as Record<string, unknown>;
    expect(Object.keys(stored)).toHaveLength(1000);
    expect(stored['450']).toEqual(card(9));
    expect(stored['1']).toEqual(card(1));
  });

  test('a card is stored with its nine fields only', async () => {
    const learner = await newLearner(db());
    await save(learner, { review_schedule: { '3': { ...card(), note: 'x'.repeat(10_000) } } });
    expect((await storedRow(db(), learner)).review_schedule).toEqual({ '3': card() });
  });

  test('the cards the app computes are stored and read back exactly', async () => {
    const learner = await newLearner(db());
    let progress = emptyProgress();
    for (const [scenario, correct, minute] of [
      [1, true, 0],
      [2, false, 1],
      [1, true, 4 * 24 * 60],
      [2, true, 2 * 24 * 60],
    ] as const) {
      progress = recordAnswer(progress, { scenario, correct, at: at(minute) });
    }
    await as(db(), { learner }, (sql) => upsert(sql, toRow(progress, learner)));
    const read = fromRow(await storedRow(db(), learner));
    expect(read.schedule).toEqual(progress.schedule);
  });
});
