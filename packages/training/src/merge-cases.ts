// The save-merge rule as one table: the saves a learner's devices send, in arrival order, and the
// row stored after them. supabase/tests/progress-merge.test.ts runs every case through the
// trigger user_progress_merge (supabase/migrations/…_user_progress.sql) on PGlite and
// PostgreSQL; merge.test.ts runs them through mergeProgress. Decision 0004 keeps the rule in the
// migration; where the engine must differ, a case says what it gives instead and why.
//
// Not a case: two spellings of the same instant ("Z", "+00:00") with the same answer. The trigger
// keeps either; the engine picks one by its text, whatever the order (merge.test.ts's generated
// states).
import { incorrectIds, reviewedCount, type Progress } from './progress.ts';
import {
  fromRow,
  toRow,
  type ProgressRow,
  type ReviewCardRow,
  type ScenarioResultRow,
} from './row.ts';
import { at } from './test-helpers.ts';

/** What a save sends: the upsert payload without its conflict target. */
export type Save = Omit<ProgressRow, 'user_id' | 'selected_category'>;

/** The stored row as both sides describe it: the payload's columns and the two derived ones. */
export type MergedRow = Save & { incorrect_scenarios: number[]; reviewed_count: number };

export type MergeCase = {
  name: string;
  /** In arrival order, as toRow sends them; the first creates the row; left out = empty state. */
  saves: Fields[];
  /** The same row when the saves arrive the other way round. */
  eitherOrder?: true;
  /** The stored row after the saves; what is left out is empty. */
  row: Partial<MergedRow>;
  /** Where mergeProgress must give another row than the trigger: the columns that differ. */
  engine?: { differs: Partial<MergedRow>; why: string };
};

type Fields = Partial<Omit<Save, 'completed_scenarios' | 'correct_answers'>>;

const EMPTY: Required<Fields> = {
  current_scenario: 0,
  current_phase: 1,
  current_streak: 0,
  client_updated_at: null,
  scenario_results: {},
  review_counts: {},
  unlocked_achievements: [],
  review_schedule: {},
  challenges_done: {},
};

function payloadOf(progress: Progress): Save {
  const payload: Partial<ProgressRow> = toRow(progress, '');
  delete payload.user_id;
  delete payload.selected_category;
  return payload as Save;
}

/** A state as the trigger's columns describe it, for comparing the engine's result. */
export function mergedRowOf(progress: Progress): MergedRow {
  return {
    ...payloadOf(progress),
    incorrect_scenarios: incorrectIds(progress),
    reviewed_count: reviewedCount(progress),
  };
}

/** The saves in each order they arrive in, each as the app sends it (its counts derived). */
export function arrivalOrders({ saves, eitherOrder }: MergeCase): Save[][] {
  const sent = saves.map((fields) => payloadOf(fromRow({ ...EMPTY, ...fields })));
  return eitherOrder ? [sent, [...sent].reverse()] : [sent];
}

/** The row a case expects from the trigger, or with the engine's differences. */
export function expectedRow({ row, engine }: MergeCase, side: 'trigger' | 'engine'): MergedRow {
  const empty = { completed_scenarios: [], correct_answers: 0, incorrect_scenarios: [] };
  return {
    ...EMPTY,
    ...empty,
    reviewed_count: 0,
    ...row,
    ...(side === 'engine' ? engine?.differs : {}),
  };
}

function attempt(first: [number, boolean], last = first): ScenarioResultRow {
  return {
    first_at: at(first[0]),
    first_correct: first[1],
    last_at: at(last[0]),
    last_correct: last[1],
  };
}

/** An attempt whose first choice is known: the choice's key (docs/decisions/0049). */
function chose(result: ScenarioResultRow, key: string): ScenarioResultRow {
  return { ...result, first_choice: key };
}

/** A review card last reviewed at `minute`, due `days` later; other fields as given. */
function card(
  minute: number,
  fields: Partial<ReviewCardRow> & { days?: number } = {},
): ReviewCardRow {
  const { days = 3, ...rest } = fields;
  return {
    due: new Date(Date.parse(at(minute)) + days * 86_400_000).toISOString(),
    stability: 2.3065,
    difficulty: 2.11810397,
    scheduled_days: days,
    learning_steps: 0,
    reps: 1,
    lapses: 0,
    state: 2,
    last_review: at(minute),
    ...rest,
  };
}

const CORRECT_ANSWERS_ONLY_GROWS =
  'The trigger never lowers correct_answers (it keeps the greatest of the stored, the sent and ' +
  'the derived count), so a first attempt found to be wrong later still counts there; the ' +
  'engine counts the first attempts that were right, and the app shows that count (fromRow ' +
  'does not read the column).';

const saved = {
  current_phase: 2,
  current_scenario: 4,
  current_streak: 3,
  client_updated_at: at(30),
  scenario_results: { '1': attempt([1, true]) },
  unlocked_achievements: ['first_steps'],
  review_schedule: { '1': card(1) },
  challenges_done: { greetings: at(2) },
};

export const MERGE_CASES: MergeCase[] = [
  {
    name: 'an answer sent twice counts once',
    saves: [
      { scenario_results: { '1': attempt([1, true]) } },
      { scenario_results: { '1': attempt([1, true]) } },
    ],
    row: {
      scenario_results: { '1': attempt([1, true]) },
      completed_scenarios: [1],
      correct_answers: 1,
    },
  },
  {
    name: "two tabs' answers are both kept, and their achievements and review picks add up",
    saves: [
      {
        scenario_results: { '1': attempt([1, true]) },
        unlocked_achievements: ['first_steps'],
        review_counts: { 'tab-a': 0 },
      },
      {
        scenario_results: { '2': attempt([2, false]) },
        unlocked_achievements: ['getting_started', 'first_steps'],
        review_counts: { 'tab-b': 1 },
      },
    ],
    eitherOrder: true,
    row: {
      scenario_results: { '1': attempt([1, true]), '2': attempt([2, false]) },
      unlocked_achievements: ['first_steps', 'getting_started'],
      review_counts: { 'tab-a': 0, 'tab-b': 1 },
      completed_scenarios: [1, 2],
      correct_answers: 1,
      incorrect_scenarios: [2],
      reviewed_count: 1,
    },
  },
  {
    name: 'per scenario the earliest first attempt and the latest attempt win',
    saves: [
      { scenario_results: { '4': attempt([1, true], [5, true]) } },
      { scenario_results: { '4': attempt([3, false], [9, false]) } },
    ],
    eitherOrder: true,
    row: {
      scenario_results: { '4': attempt([1, true], [9, false]) },
      completed_scenarios: [4],
      correct_answers: 1,
      incorrect_scenarios: [4],
    },
  },
  {
    name: "a scenario answered right later loses its 'Revisar' flag, and a late save of the first attempt does not bring it back",
    saves: [
      { scenario_results: { '4': attempt([1, false]) } },
      { scenario_results: { '4': attempt([1, false], [9, true]) } },
      { scenario_results: { '4': attempt([1, false]) } },
    ],
    row: {
      scenario_results: { '4': attempt([1, false], [9, true]) },
      completed_scenarios: [4],
    },
  },
  {
    name: 'an earlier wrong first attempt that arrives late is the first attempt',
    saves: [
      { scenario_results: { '4': attempt([5, true]) } },
      { scenario_results: { '4': attempt([1, false]) } },
    ],
    eitherOrder: true,
    row: {
      scenario_results: { '4': attempt([1, false], [5, true]) },
      completed_scenarios: [4],
      correct_answers: 1,
    },
    engine: { differs: { correct_answers: 0 }, why: CORRECT_ANSWERS_ONLY_GROWS },
  },
  {
    name: "on equal times the wrong answer wins, for the first and for the latest attempt, so a tie never hides a 'Revisar' flag",
    saves: [
      { scenario_results: { '2': attempt([2, true], [4, true]) } },
      { scenario_results: { '2': attempt([2, false], [4, false]) } },
    ],
    eitherOrder: true,
    row: {
      scenario_results: { '2': attempt([2, false], [4, false]) },
      completed_scenarios: [2],
      correct_answers: 1,
      incorrect_scenarios: [2],
    },
    engine: { differs: { correct_answers: 0 }, why: CORRECT_ANSWERS_ONLY_GROWS },
  },
  {
    name: 'an older app that does not send the first choice does not erase it, even when it moves the latest attempt',
    saves: [
      {
        scenario_results: {
          '4': chose(attempt([1, false]), 'k2'),
          '5': chose(attempt([2, true]), 'k7'),
        },
      },
      { scenario_results: { '4': attempt([1, false], [6, true]), '5': attempt([2, true]) } },
    ],
    eitherOrder: true,
    row: {
      scenario_results: {
        '4': chose(attempt([1, false], [6, true]), 'k2'),
        '5': chose(attempt([2, true]), 'k7'),
      },
      completed_scenarios: [4, 5],
      correct_answers: 1,
    },
  },
  {
    name: "the earliest first attempt's choice wins, whichever arrives first",
    saves: [
      { scenario_results: { '4': chose(attempt([5, false]), 'later') } },
      { scenario_results: { '4': chose(attempt([1, false], [3, false]), 'earlier') } },
    ],
    eitherOrder: true,
    row: {
      scenario_results: { '4': chose(attempt([1, false], [5, false]), 'earlier') },
      completed_scenarios: [4],
      incorrect_scenarios: [4],
    },
  },
  {
    name: 'an earlier first attempt whose choice is not known wins without a choice: a later choice is not passed off as the first',
    saves: [
      { scenario_results: { '4': chose(attempt([5, false]), 'later') } },
      { scenario_results: { '4': attempt([1, false]) } },
    ],
    eitherOrder: true,
    row: {
      scenario_results: { '4': attempt([1, false], [5, false]) },
      completed_scenarios: [4],
      incorrect_scenarios: [4],
    },
  },
  {
    name: 'two first choices at the same instant and with the same outcome: the smaller key wins, in either order',
    saves: [
      { scenario_results: { '4': chose(attempt([2, false]), 'b') } },
      { scenario_results: { '4': chose(attempt([2, false]), 'a') } },
    ],
    eitherOrder: true,
    row: {
      scenario_results: { '4': chose(attempt([2, false]), 'a') },
      completed_scenarios: [4],
      incorrect_scenarios: [4],
    },
  },
  {
    name: 'review picks take the larger count per device, not the sum',
    saves: [{ review_counts: { phone: 3, tablet: 1 } }, { review_counts: { phone: 4 } }],
    eitherOrder: true,
    row: { review_counts: { phone: 4, tablet: 1 }, reviewed_count: 5 },
  },
  {
    name: 'position and streak come whole from the newer state, whichever arrives first',
    saves: [
      { current_phase: 3, current_scenario: 7, current_streak: 9, client_updated_at: at(1) },
      { current_phase: 1, current_scenario: 0, current_streak: 0, client_updated_at: at(2) },
    ],
    eitherOrder: true,
    row: { client_updated_at: at(2) },
  },
  {
    name: 'a device that shows defaults after a failed read erases nothing and does not move the learner back',
    saves: [saved, { client_updated_at: at(5) }],
    eitherOrder: true,
    row: { ...saved, completed_scenarios: [1], correct_answers: 1 },
  },
  {
    name: 'a save without a time of its own sets the position',
    saves: [
      { current_phase: 2, current_scenario: 4, current_streak: 2, client_updated_at: at(1) },
      {},
    ],
    row: {},
    engine: {
      differs: {
        current_phase: 2,
        current_scenario: 4,
        current_streak: 2,
        client_updated_at: at(1),
      },
      why:
        "The trigger takes a save without client_updated_at as the newest (the specification's " +
        'own call sends none); the engine orders a state that never moved before any that has. ' +
        'The app sends a time once the learner has moved, so its saves never meet this.',
    },
  },
  {
    name: 'of two states made at the same instant, the one that arrives last sets the position',
    saves: [
      { current_phase: 2, current_scenario: 3, client_updated_at: at(5) },
      { current_phase: 1, current_scenario: 1, client_updated_at: at(5) },
    ],
    row: { current_phase: 1, current_scenario: 1, client_updated_at: at(5) },
    engine: {
      differs: { current_phase: 2, current_scenario: 3 },
      why:
        'The trigger has an arrival order and treats a tie as the same device sending again; the ' +
        'engine merges a stored row with the local state, with no order between them, and must ' +
        'give one answer whichever side is which, so it takes the state that got further.',
    },
  },
  {
    name: 'a review card sent again (an outbox retry) changes nothing: a review is never doubled',
    saves: [
      { review_schedule: { '1': card(1, { reps: 2, days: 14, stability: 13.8269 }) } },
      { review_schedule: { '1': card(1, { reps: 2, days: 14, stability: 13.8269 }) } },
    ],
    row: { review_schedule: { '1': card(1, { reps: 2, days: 14, stability: 13.8269 }) } },
  },
  {
    name: 'two devices that reviewed one scenario offline: the later review sets the schedule, whichever arrives first',
    saves: [
      { review_schedule: { '3': card(5, { reps: 2, lapses: 1, days: 1, stability: 0.6 }) } },
      { review_schedule: { '3': card(9, { reps: 2, days: 14, stability: 13.8269 }) } },
    ],
    eitherOrder: true,
    row: { review_schedule: { '3': card(9, { reps: 2, days: 14, stability: 13.8269 }) } },
  },
  {
    name: "a late save of a scenario's older card does not move its schedule back, and other scenarios' cards are kept",
    saves: [
      { review_schedule: { '1': card(1), '2': card(8, { reps: 3, days: 57, stability: 56.9 }) } },
      {
        review_schedule: { '2': card(4, { reps: 2, days: 14, stability: 13.8269 }), '5': card(6) },
      },
    ],
    eitherOrder: true,
    row: {
      review_schedule: {
        '1': card(1),
        '2': card(8, { reps: 3, days: 57, stability: 56.9 }),
        '5': card(6),
      },
    },
  },
  {
    name: 'of two cards reviewed at the same instant, the one with more reviews wins, then the one with more lapses, then the earlier due date',
    saves: [
      {
        review_schedule: {
          '1': card(2, { reps: 3 }),
          '2': card(2, { reps: 2, lapses: 0 }),
          '3': card(2, { reps: 2, days: 3 }),
        },
      },
      {
        review_schedule: {
          '1': card(2, { reps: 2 }),
          '2': card(2, { reps: 2, lapses: 1 }),
          '3': card(2, { reps: 2, days: 1 }),
        },
      },
    ],
    eitherOrder: true,
    row: {
      review_schedule: {
        '1': card(2, { reps: 3 }),
        '2': card(2, { reps: 2, lapses: 1 }),
        '3': card(2, { reps: 2, days: 1 }),
      },
    },
  },
  {
    name: 'challenges marked on two devices are all kept, each with the earliest time it was marked',
    saves: [
      { challenges_done: { greetings: at(3), 'asking-for-help': at(1) } },
      { challenges_done: { greetings: at(2), 'eye-contact': at(7) } },
    ],
    eitherOrder: true,
    row: {
      challenges_done: { greetings: at(2), 'asking-for-help': at(1), 'eye-contact': at(7) },
    },
  },
];
