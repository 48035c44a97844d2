import { expect, test } from 'vitest';
import { recordAnswer, recordReviewPick } from './answer.ts';
import { markChallengeDone } from './challenges.ts';
import { emptyProgress, type Progress } from './progress.ts';
import { fromRow, ProgressRowError, toRow } from './row.ts';
import { answerAll, at } from './test-helpers.ts';

const USER = '6f1c2a9e-3b7d-4c1e-9a55-0d4e8b2f7a10';

function learner(): Progress {
  let progress = answerAll([1, 2, 3]);
  progress = recordAnswer(progress, { scenario: 12, correct: false, at: at(10) });
  progress = recordAnswer(progress, { scenario: 2, correct: false, at: at(11) });
  progress = recordReviewPick(progress, 'phone');
  progress = markChallengeDone(progress, 'greetings', at(12));
  return {
    ...progress,
    unlockedAchievements: ['getting_started', 'first_steps'],
    currentPhase: 1,
    currentScenario: 4,
  };
}

test('toRow is the upsert payload, with the derived columns the specification names', () => {
  expect(toRow(learner(), USER)).toEqual({
    user_id: USER,
    selected_category: 'default',
    current_scenario: 4,
    correct_answers: 3,
    completed_scenarios: [1, 2, 3, 12],
    unlocked_achievements: ['first_steps', 'getting_started'],
    scenario_results: {
      '1': { first_at: at(0), first_correct: true, last_at: at(0), last_correct: true },
      '2': { first_at: at(1), first_correct: true, last_at: at(11), last_correct: false },
      '3': { first_at: at(2), first_correct: true, last_at: at(2), last_correct: true },
      '12': { first_at: at(10), first_correct: false, last_at: at(10), last_correct: false },
    },
    review_counts: { phone: 1 },
    current_streak: 0,
    current_phase: 1,
    client_updated_at: at(11),
    review_schedule: expect.objectContaining({
      // A wrong first answer: due again a day later (schedule.test.ts has the sequences).
      '12': {
        due: '2026-11-22T10:10:00.000Z',
        stability: 0.212,
        difficulty: 6.4133,
        scheduled_days: 1,
        learning_steps: 0,
        reps: 1,
        lapses: 0,
        state: 2,
        last_review: at(10),
      },
    }) as unknown,
    challenges_done: { greetings: at(12) },
  });
  expect(Object.keys(toRow(learner(), USER).review_schedule)).toEqual(['1', '2', '3', '12']);
  expect(toRow(emptyProgress(), USER, 'escola').selected_category).toBe('escola');
});

test('a row sent and read back over JSON is the same state, achievements sorted as stored', () => {
  const progress = learner();
  const wire = JSON.parse(JSON.stringify(toRow(progress, USER))) as unknown;
  expect(fromRow(wire)).toEqual({
    ...progress,
    unlockedAchievements: ['first_steps', 'getting_started'],
  });
  expect(fromRow(JSON.parse(JSON.stringify(toRow(emptyProgress(), USER))))).toEqual(
    emptyProgress(),
  );
});

test('a copy kept on the device before spaced review (no schedule, no challenges) reads as empty ones', () => {
  const old = without(without(valid(), 'review_schedule'), 'challenges_done');
  expect(fromRow(old)).toMatchObject({ schedule: {}, challengesDone: {} });
});

test('the choice made first travels with the first attempt, and a row without it reads as before', () => {
  let progress = recordAnswer(emptyProgress(), {
    scenario: 5,
    correct: false,
    at: at(1),
    choice: '615fc237946d',
  });
  progress = recordAnswer(progress, { scenario: 5, correct: true, at: at(2), choice: 'x' });
  progress = recordAnswer(progress, { scenario: 6, correct: true, at: at(3) });
  const row = toRow(progress, USER);
  expect(row.scenario_results).toEqual({
    '5': {
      first_at: at(1),
      first_correct: false,
      first_choice: '615fc237946d',
      last_at: at(2),
      last_correct: true,
    },
    // Not known: left out, so the database keeps what it holds.
    '6': { first_at: at(3), first_correct: true, last_at: at(3), last_correct: true },
  });
  const read = fromRow(JSON.parse(JSON.stringify(row)));
  expect(read.results[5]?.firstChoice).toBe('615fc237946d');
  expect(read.results[6]).not.toHaveProperty('firstChoice');
  expect(read).toEqual(progress);
});

test('no stored row yet is an empty state', () => {
  expect(fromRow(null)).toEqual(emptyProgress());
  expect(fromRow(undefined)).toEqual(emptyProgress());
});

test('a stored row with the columns the database adds and its timestamp format is read', () => {
  const stored = {
    ...toRow(learner(), USER),
    id: 'b0c1…',
    incorrect_scenarios: [2, 12],
    reviewed_count: 1,
    created_at: '2026-11-21T09:00:00.123456+00:00',
    updated_at: '2026-11-21T10:11:00.654321+00:00',
    client_updated_at: '2026-11-21T10:11:00+00:00',
    unlocked_achievements: ['first_steps', 'getting_started', 'first_steps'],
  };
  const progress = fromRow(stored);
  expect(progress.updatedAt).toBe('2026-11-21T10:11:00+00:00');
  expect(progress.unlockedAchievements).toEqual(['first_steps', 'getting_started']);
  expect(Object.keys(progress.results)).toEqual(['1', '2', '3', '12']);
});

function without(row: Record<string, unknown>, field: string) {
  return Object.fromEntries(Object.entries(row).filter(([key]) => key !== field));
}

// A review card as toRow writes it (a right first answer at minute 1).
const card = () => ({
  due: '2026-11-24T10:01:00.000Z',
  stability: 2.3065,
  difficulty: 2.11810397,
  scheduled_days: 3,
  learning_steps: 0,
  reps: 1,
  lapses: 0,
  state: 2,
  last_review: at(1),
});

const valid = () => toRow(learner(), USER) as unknown as Record<string, unknown>;

test.each<[string, (row: Record<string, unknown>) => unknown, RegExp]>([
  ['not an object', () => 'row', /row must be an object/],
  ['an array', () => [], /row must be an object/],
  [
    'scenario_results missing',
    (row) => without(row, 'scenario_results'),
    /scenario_results must be an object/,
  ],
  [
    'scenario_results a list',
    (row) => ({ ...row, scenario_results: [] }),
    /scenario_results must be an object/,
  ],
  [
    'a scenario key that is no number',
    (row) => ({ ...row, scenario_results: { abc: {} } }),
    /scenario_results\["abc"\] is not keyed by a scenario number/,
  ],
  [
    'a scenario key of 0',
    (row) => ({ ...row, scenario_results: { '0': {} } }),
    /scenario_results\["0"\]/,
  ],
  [
    'an attempt without first_correct',
    (row) => ({
      ...row,
      scenario_results: { '5': { first_at: at(1), last_at: at(1), last_correct: true } },
    }),
    /scenario_results\["5"\] must have first_at/,
  ],
  [
    'an attempt with a time that is no timestamp',
    (row) => ({
      ...row,
      scenario_results: {
        '5': { first_at: 'ontem', first_correct: true, last_at: at(1), last_correct: true },
      },
    }),
    /scenario_results\["5"\]/,
  ],
  [
    'a first choice that is no choice key',
    (row) => ({
      ...row,
      scenario_results: {
        '5': {
          first_at: at(1),
          first_correct: false,
          first_choice: 'a b',
          last_at: at(1),
          last_correct: false,
        },
      },
    }),
    /scenario_results\["5"\] first_choice, when given, must be a choice key/,
  ],
  [
    'a first choice that is a number',
    (row) => ({
      ...row,
      scenario_results: {
        '5': {
          first_at: at(1),
          first_correct: false,
          first_choice: 2,
          last_at: at(1),
          last_correct: false,
        },
      },
    }),
    /scenario_results\["5"\] first_choice/,
  ],
  [
    'review_counts null',
    (row) => ({ ...row, review_counts: null }),
    /review_counts must be an object/,
  ],
  [
    'a negative review count',
    (row) => ({ ...row, review_counts: { phone: -1 } }),
    /review_counts\["phone"\] must be a whole number 0 or more, got -1/,
  ],
  [
    'a fractional review count',
    (row) => ({ ...row, review_counts: { phone: 1.5 } }),
    /review_counts\["phone"\]/,
  ],
  [
    'achievements that are not ids',
    (row) => ({ ...row, unlocked_achievements: [1] }),
    /unlocked_achievements must be a list/,
  ],
  [
    'phase 0',
    (row) => ({ ...row, current_phase: 0 }),
    /current_phase must be a whole number from 1 to 5, got 0/,
  ],
  ['phase 6', (row) => ({ ...row, current_phase: 6 }), /current_phase/],
  ['phase as text', (row) => ({ ...row, current_phase: '2' }), /current_phase .*got "2"/],
  ['a negative index', (row) => ({ ...row, current_scenario: -1 }), /current_scenario/],
  ['a missing streak', (row) => without(row, 'current_streak'), /current_streak .*got undefined/],
  [
    'a client time without a zone',
    (row) => ({ ...row, client_updated_at: '2026-11-21 10:00' }),
    /client_updated_at/,
  ],
  [
    'review_schedule a list',
    (row) => ({ ...row, review_schedule: [] }),
    /user_progress\.review_schedule must be an object keyed by scenario number/,
  ],
  [
    'a review card under a key that is no number',
    (row) => ({ ...row, review_schedule: { abc: card() } }),
    /review_schedule\["abc"\] is not keyed by a scenario number/,
  ],
  [
    'a review card that is no object',
    (row) => ({ ...row, review_schedule: { '3': 'soon' } }),
    /review_schedule\["3"\] must be an object/,
  ],
  [
    'a review card due at no timestamp',
    (row) => ({ ...row, review_schedule: { '3': { ...card(), due: 'amanhã' } } }),
    /review_schedule\["3"\]\.due must be an ISO timestamp/,
  ],
  [
    'a review card without its last review',
    (row) => ({ ...row, review_schedule: { '3': without(card(), 'last_review') } }),
    /review_schedule\["3"\]\.last_review must be an ISO timestamp/,
  ],
  [
    'a review card of stability 0',
    (row) => ({ ...row, review_schedule: { '3': { ...card(), stability: 0 } } }),
    /review_schedule\["3"\]\.stability must be a number from 0.001 to 36500, got 0/,
  ],
  [
    'a review card of difficulty 11',
    (row) => ({ ...row, review_schedule: { '3': { ...card(), difficulty: 11 } } }),
    /review_schedule\["3"\]\.difficulty must be a number from 1 to 10, got 11/,
  ],
  [
    'a review card of 0 reviews',
    (row) => ({ ...row, review_schedule: { '3': { ...card(), reps: 0 } } }),
    /review_schedule\["3"\]\.reps must be a whole number from 1 to 1000000, got 0/,
  ],
  [
    'a review card with more lapses than reviews',
    (row) => ({ ...row, review_schedule: { '3': { ...card(), lapses: 2 } } }),
    /review_schedule\["3"\]\.lapses must be a whole number from 0 to 1, got 2/,
  ],
  [
    'a review card in state 4',
    (row) => ({ ...row, review_schedule: { '3': { ...card(), state: 4 } } }),
    /review_schedule\["3"\]\.state must be a whole number from 0 to 3, got 4/,
  ],
  [
    'challenges_done a list',
    (row) => ({ ...row, challenges_done: ['greetings'] }),
    /user_progress\.challenges_done must be an object of skill key to time marked/,
  ],
  [
    'a challenge under a key that is no skill key',
    (row) => ({ ...row, challenges_done: { 'Eye Contact': at(1) } }),
    /challenges_done\["Eye Contact"\] is not a skill key/,
  ],
  [
    'a challenge marked at no timestamp',
    (row) => ({ ...row, challenges_done: { greetings: true } }),
    /challenges_done\["greetings"\] must be an ISO timestamp, got true/,
  ],
])('a malformed row is refused, naming the field: %s', (_name, change, message) => {
  const read = () => fromRow(change(valid()));
  expect(read).toThrow(ProgressRowError);
  expect(read).toThrow(message);
});
