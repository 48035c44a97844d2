// @vitest-environment node
// Over 250 lines on purpose: one case per event of the step function, read beside it.
// The journey's rules without React: each event applied to a state gives the progress to save
// and the effects the hook runs (moves of the address, notices, delayed events).
import { newlyUnlocked, unlockAchievements } from '@ths/training/achievements';
import { recordAnswer } from '@ths/training/answer';
import { emptyProgress, isFlagged, type Progress } from '@ths/training/progress';
import { expect, test } from 'vitest';
import { bundle } from '../../../content/generated/pt-BR.ts';
import {
  journeyStep,
  progressOnArrival,
  type JourneyEvent,
  type JourneyState,
  type JourneyStep,
} from './journey-step.ts';
import type { JourneyView } from './journey-view.ts';
import '../../../testing/register-fsrs.ts';

const context = {
  scenarios: bundle.scenarios,
  achievements: bundle.achievements,
  now: '2026-11-25T10:00:00.000Z',
  deviceId: 'device-a',
};

const at = (minute: number) => new Date(Date.UTC(2026, 10, 25, 9, minute)).toISOString();

/** These scenarios answered, right except `wrong`, with the achievements they earned. */
function answered(numbers: number[], wrong: number[] = [], from: Progress = emptyProgress()) {
  const progress = numbers.reduce(
    (state, scenario, index) =>
      recordAnswer(state, { scenario, correct: !wrong.includes(scenario), at: at(index) }),
    from,
  );
  return unlockAchievements(
    progress,
    newlyUnlocked(bundle.achievements, progress, bundle.scenarios),
  );
}
const range = (first: number, last: number) =>
  Array.from({ length: last - first + 1 }, (_, index) => first + index);

const state = (view: JourneyView, progress = emptyProgress()): JourneyState => ({
  view,
  progress,
  answering: null,
});
const step = (from: JourneyState, event: JourneyEvent): JourneyStep =>
  journeyStep(from, event, context);
const moves = (result: JourneyStep) => result.effects.filter((effect) => effect.type === 'go');
const notices = (result: JourneyStep) =>
  result.effects.flatMap((effect) => (effect.type === 'notify' ? [effect.notice] : []));
const lesson = (phase: number, scenario: number | null): JourneyView => ({
  name: 'lesson',
  phase,
  scenario,
});

test('"Começar Prática" opens phase 1 at its first scenario, as a new place in the history', () => {
  const result = step(state({ name: 'home' }), { type: 'start' });
  expect(moves(result)).toEqual([{ type: 'go', view: lesson(1, 1), history: 'push' }]);
  expect(result.progress.currentPhase).toBe(1);
  expect(result.progress.currentScenario).toBe(0);
});

test('a right answer: saved at once, "Parabéns!", an achievement, and the next scenario after 500 ms', () => {
  const answering = step(state(lesson(1, 1)), { type: 'answer', scenario: 1, correct: true });
  expect(isFlagged(answering.progress, 1)).toBe(false);
  expect(answering.progress.unlockedAchievements).toEqual(['first_steps']);
  expect(notices(answering)).toEqual([
    { kind: 'correct' },
    { kind: 'achievement', id: 'first_steps' },
  ]);
  expect(answering.effects).toContainEqual({
    type: 'later',
    ms: 500,
    event: { type: 'answered' },
  });
  expect(moves(answering)).toEqual([]);

  const next = step(
    { view: lesson(1, 1), progress: answering.progress, answering: answering.answering },
    { type: 'answered' },
  );
  expect(moves(next)).toEqual([{ type: 'go', view: lesson(1, 2), history: 'replace' }]);
  expect(next.answering).toBeNull();
});

test('the choice picked first is kept with the first attempt; a later pick does not replace it', () => {
  const first = step(state(lesson(1, 1)), {
    type: 'answer',
    scenario: 1,
    correct: false,
    choice: 'picked-first',
  });
  expect(first.progress.results[1]).toMatchObject({
    firstCorrect: false,
    firstChoice: 'picked-first',
  });
  const again = journeyStep(
    { view: lesson(1, 1), progress: first.progress, answering: null },
    { type: 'answer', scenario: 1, correct: true, choice: 'picked-later' },
    { ...context, now: '2026-11-25T10:05:00.000Z' },
  );
  expect(again.progress.results[1]).toMatchObject({
    firstCorrect: false,
    firstChoice: 'picked-first',
    lastCorrect: true,
  });
});

test('a second "Continuar" while the first is on its way changes nothing', () => {
  const first = step(state(lesson(1, 1)), { type: 'answer', scenario: 1, correct: false });
  const second = step(
    { view: lesson(1, 1), progress: first.progress, answering: first.answering },
    { type: 'answer', scenario: 1, correct: true },
  );
  expect(second.progress).toBe(first.progress);
  expect(second.effects).toEqual([]);
});

test('a learner who opened another view during the 500 ms stays there; only the position moves on', () => {
  const answering = step(state(lesson(1, 1)), { type: 'answer', scenario: 1, correct: true });
  const later = step(
    {
      view: { name: 'achievements' },
      progress: answering.progress,
      answering: answering.answering,
    },
    { type: 'answered' },
  );
  expect(moves(later)).toEqual([]);
  expect(later.progress.currentScenario).toBe(1);
});

test('the last answer of a phase opens the phase-complete view', () => {
  const before = { ...answered(range(1, 19)), currentScenario: 19 };
  const answering = step(state(lesson(1, 20), before), {
    type: 'answer',
    scenario: 20,
    correct: true,
  });
  const done = step(
    { view: lesson(1, 20), progress: answering.progress, answering: answering.answering },
    { type: 'answered' },
  );
  expect(moves(done)).toEqual([
    { type: 'go', view: { name: 'complete', phase: 1 }, history: 'push' },
  ]);
});

test('a locked phase explains itself kindly and does not move; advancing too early neither', () => {
  const locked = step(state(lesson(1, 1)), { type: 'open-phase', phase: 3 });
  expect(moves(locked)).toEqual([]);
  expect(notices(locked)).toEqual([{ kind: 'locked', requiredPhase: 2 }]);
  const blocked = step(state(lesson(1, 1)), { type: 'next-phase' });
  expect(moves(blocked)).toEqual([]);
  expect(notices(blocked)).toEqual([{ kind: 'advance-blocked' }]);
});

test('an address of a locked phase explains and opens the nearest open phase in its place', () => {
  const progress = answered(range(1, 20));
  const result = step(state(lesson(4, null), progress), { type: 'arrive' });
  expect(moves(result)).toEqual([{ type: 'go', view: lesson(2, 21), history: 'replace' }]);
  expect(notices(result)).toEqual([{ kind: 'locked', requiredPhase: 3 }]);
  expect(result.progress.currentPhase).toBe(2);
});

test('a reload on a scenario keeps it: the address becomes the position, with no move', () => {
  const progress = answered([1, 2]);
  const result = step(state(lesson(1, 7), progress), { type: 'arrive' });
  expect(result.effects).toEqual([]);
  expect(result.progress.currentPhase).toBe(1);
  expect(result.progress.currentScenario).toBe(6);
});

test('a lesson is drawn where its arrival puts the learner, before that step has landed', () => {
  const progress = { ...answered([1, 2]), currentScenario: 2 };
  // The scenario its address names (the old place, scenario 3, is not drawn first).
  const named = progressOnArrival(state(lesson(1, 7), progress), context);
  expect([named.currentPhase, named.currentScenario]).toEqual([1, 6]);
  // A locked phase: where the new address will be (phase 1's place).
  const locked = progressOnArrival(state(lesson(3, 45), progress), context);
  expect([locked.currentPhase, locked.currentScenario]).toEqual([1, 2]);
  // Already there: the same progress.
  expect(progressOnArrival(state(lesson(1, 3), progress), context)).toBe(progress);
});

test('an address without a scenario gets the one the learner is on', () => {
  const progress = { ...answered([1, 2]), currentScenario: 2 };
  const result = step(state(lesson(1, null), progress), { type: 'arrive' });
  expect(moves(result)).toEqual([{ type: 'go', view: lesson(1, 3), history: 'replace' }]);
});

test('the phase-complete address of a phase not yet complete opens the phase instead', () => {
  const result = step(state({ name: 'complete', phase: 1 }, answered([1])), { type: 'arrive' });
  expect(moves(result)).toEqual([{ type: 'go', view: lesson(1, 2), history: 'replace' }]);
});

test('practising from the review list counts a review, and "Continuar" goes back to the list', () => {
  const progress = answered(range(1, 5), [2, 4]);
  const picked = step(state({ name: 'review' }, progress), { type: 'practise', scenario: 2 });
  expect(moves(picked)).toEqual([
    { type: 'go', view: { name: 'practice', scenario: 2, next: [] }, history: 'push' },
  ]);
  expect(picked.progress.reviewCounts).toEqual({ 'device-a': 1 });

  const view: JourneyView = { name: 'practice', scenario: 2, next: [] };
  const answering = step(
    { view, progress: picked.progress, answering: null },
    { type: 'answer', scenario: 2, correct: true },
  );
  expect(answering.effects).toContainEqual({
    type: 'later',
    ms: 1500,
    event: { type: 'answered' },
  });
  const back = step(
    { view, progress: answering.progress, answering: answering.answering },
    { type: 'answered' },
  );
  expect(moves(back)).toEqual([{ type: 'go', view: { name: 'review' }, history: 'back' }]);
  expect(isFlagged(back.progress, 2)).toBe(false);
});

test('"Cenários para revisar" in a set: each flagged one of an open phase, then its closing card', () => {
  // Phase 1 done with 2 and 4 wrong, and 25 wrong in phase 2; 41 is flagged but phase 3 is locked.
  const progress = answered([...range(1, 20), 25, 41], [2, 4, 25, 41]);
  const first = step(state({ name: 'review' }, progress), { type: 'practise-flagged' });
  expect(moves(first)).toEqual([
    {
      type: 'go',
      view: { name: 'practice', scenario: 2, next: [4, 25], set: true },
      history: 'push',
    },
  ]);
  let view: JourneyView = { name: 'practice', scenario: 2, next: [4, 25], set: true };
  let current = first.progress;
  const answerThen = (scenario: number, correct: boolean) => {
    const answering = step(
      { view, progress: current, answering: null },
      { type: 'answer', scenario, correct },
    );
    const after = step(
      { view, progress: answering.progress, answering: answering.answering },
      { type: 'answered' },
    );
    current = after.progress;
    return after;
  };
  expect(moves(answerThen(2, true))).toEqual([
    {
      type: 'go',
      view: { name: 'practice', scenario: 4, next: [25], set: true, done: [2] },
      history: 'replace',
    },
  ]);
  expect(current.reviewCounts).toEqual({ 'device-a': 2 });
  view = { name: 'practice', scenario: 4, next: [25], set: true, done: [2] };
  answerThen(4, false);
  view = { name: 'practice', scenario: 25, next: [], set: true, done: [2, 4] };
  expect(moves(answerThen(25, true))).toEqual([
    { type: 'go', view: { name: 'review-end', done: [2, 4, 25] }, history: 'replace' },
  ]);
});

test('a set of mistakes takes at most 5; the closing card offers the next set in its place', () => {
  const progress = answered(range(1, 20), range(1, 8));
  const first = step(state({ name: 'review' }, progress), { type: 'practise-flagged' });
  expect(moves(first)).toEqual([
    {
      type: 'go',
      view: { name: 'practice', scenario: 1, next: [2, 3, 4, 5], set: true },
      history: 'push',
    },
  ]);
  const next = step(state({ name: 'review-end', done: [1, 2, 3, 4, 5] }, progress), {
    type: 'practise-flagged',
  });
  expect(moves(next)).toEqual([
    {
      type: 'go',
      view: { name: 'practice', scenario: 1, next: [2, 3, 4, 5], set: true },
      history: 'replace',
    },
  ]);
});

test('a single pick from the list goes back to the list, not to a closing card', () => {
  const progress = answered(range(1, 20), [3]);
  const view: JourneyView = { name: 'practice', scenario: 3, next: [] };
  const answering = step(
    { view, progress, answering: null },
    { type: 'answer', scenario: 3, correct: true },
  );
  const after = step(
    { view, progress: answering.progress, answering: answering.answering },
    { type: 'answered' },
  );
  expect(moves(after)).toEqual([{ type: 'go', view: { name: 'review' }, history: 'back' }]);
});

test('a closing card of nothing answered (an address typed by hand) is the list', () => {
  const result = step(state({ name: 'review-end', done: [7] }, answered([1])), { type: 'arrive' });
  expect(moves(result)).toEqual([{ type: 'go', view: { name: 'review' }, history: 'replace' }]);
});

test('nothing flagged: practising in a row does nothing', () => {
  const result = step(state({ name: 'review' }, answered([1, 2])), { type: 'practise-flagged' });
  expect(result.effects).toEqual([]);
});

test('a review address of a locked phase goes back to the list and explains', () => {
  const result = step(state({ name: 'practice', scenario: 45, next: [] }), { type: 'arrive' });
  expect(moves(result)).toEqual([{ type: 'go', view: { name: 'review' }, history: 'replace' }]);
  expect(notices(result)).toEqual([{ kind: 'locked', requiredPhase: 2 }]);
});

// docs/decisions/0053: what the class was given opens whatever the order of the phases.
test("a scenario of a locked phase that the learner's class was given opens from the home", () => {
  const given = { phases: [], scenarios: [3, 45] };
  const withClass = (from: JourneyState, event: JourneyEvent) =>
    journeyStep(from, event, { ...context, given });
  const picked = withClass(state({ name: 'home' }), { type: 'practise', scenario: 45 });
  expect(moves(picked)).toEqual([
    { type: 'go', view: { name: 'practice', scenario: 45, next: [] }, history: 'push' },
  ]);
  expect(notices(picked)).toEqual([]);
  // A reload of it stays, and a scenario of that phase the class was not given stays locked.
  const reloaded = withClass(state({ name: 'practice', scenario: 45, next: [] }, picked.progress), {
    type: 'arrive',
  });
  expect(moves(reloaded)).toEqual([]);
  const other = withClass(state({ name: 'home' }), { type: 'practise', scenario: 46 });
  expect(notices(other)).toEqual([{ kind: 'locked', requiredPhase: 2 }]);
});

test("a phase the learner's class was given opens from its button and its address", () => {
  const given = { phases: [3], scenarios: range(41, 60) };
  const withClass = (from: JourneyState, event: JourneyEvent) =>
    journeyStep(from, event, { ...context, given });
  const opened = withClass(state({ name: 'home' }), { type: 'open-phase', phase: 3 });
  expect(moves(opened)).toEqual([{ type: 'go', view: lesson(3, 41), history: 'push' }]);
  const arrived = withClass(state(lesson(3, 42)), { type: 'arrive' });
  expect(arrived.progress.currentPhase).toBe(3);
  expect(notices(arrived)).toEqual([]);
  // Phase 2, between them, is still locked.
  expect(notices(withClass(state({ name: 'home' }), { type: 'open-phase', phase: 2 }))).toEqual([
    { kind: 'locked', requiredPhase: 1 },
  ]);
});

test("'Próxima Fase' after a given phase: the next phase if the class was given it too, else which phase opens it", () => {
  // Phase 3 finished through class work while phase 1 is still unfinished.
  const progress = { ...answered([1, ...range(41, 60)]), currentPhase: 3, currentScenario: 19 };
  const from = state({ name: 'complete', phase: 3 }, progress);
  const next = { type: 'next-phase' } as const;
  const onlyPhase3 = journeyStep(from, next, {
    ...context,
    given: { phases: [3], scenarios: range(41, 60) },
  });
  expect(moves(onlyPhase3)).toEqual([]);
  expect(notices(onlyPhase3)).toEqual([{ kind: 'locked', requiredPhase: 1 }]);
  const phases3and4 = journeyStep(from, next, {
    ...context,
    given: { phases: [3, 4], scenarios: range(41, 80) },
  });
  expect(moves(phases3and4)).toEqual([{ type: 'go', view: lesson(4, 61), history: 'push' }]);
  // An address of phase 4 says the same: phase 1 opens it, not phase 3.
  const arrived = journeyStep(
    state(lesson(4, 61), progress),
    { type: 'arrive' },
    {
      ...context,
      given: { phases: [3], scenarios: range(41, 60) },
    },
  );
  expect(notices(arrived)).toEqual([{ kind: 'locked', requiredPhase: 1 }]);
});

test('"Voltar ao Treino" goes back where the learner came from (the hook falls back to the home)', () => {
  const result = step(state({ name: 'achievements' }), { type: 'back' });
  expect(moves(result)).toEqual([{ type: 'go', view: { name: 'home' }, history: 'back' }]);
});

test('"Para revisar hoje" in a row: each scenario due today, most overdue first, then its closing card', () => {
  // Answered on the 25th: 3 wrong (due the next day), 1 and 2 right (due 3 days later).
  const progress = answered([1, 2, 3], [3]);
  const days = (n: number) => ({
    ...context,
    now: new Date(Date.UTC(2026, 10, 25 + n, 10)).toISOString(),
  });
  expect(journeyStep(state({ name: 'home' }, progress), { type: 'practise-due' }, context)).toEqual(
    { progress, answering: null, effects: [] },
  );
  const first = journeyStep(state({ name: 'home' }, progress), { type: 'practise-due' }, days(4));
  const view: JourneyView = { name: 'practice', scenario: 3, next: [1, 2], due: true };
  expect(moves(first)).toEqual([{ type: 'go', view, history: 'push' }]);
  const answering = journeyStep(
    { view, progress: first.progress, answering: null },
    { type: 'answer', scenario: 3, correct: true },
    days(4),
  );
  // 1500 ms later, as from the review list (docs/product/journey.md#delays), the next due one.
  expect(answering.effects).toContainEqual({
    type: 'later',
    ms: 1500,
    event: { type: 'answered' },
  });
  const second = journeyStep(
    { view, progress: answering.progress, answering: answering.answering },
    { type: 'answered' },
    days(4),
  );
  expect(moves(second)).toEqual([
    {
      type: 'go',
      view: { name: 'practice', scenario: 1, next: [2], due: true, done: [3] },
      history: 'replace',
    },
  ]);
  // The last one answered: the set's closing card takes its place (docs/decisions/0023).
  const lastView: JourneyView = {
    name: 'practice',
    scenario: 2,
    next: [],
    due: true,
    done: [3, 1],
  };
  const last = journeyStep(
    { view: lastView, progress: second.progress, answering: null },
    { type: 'answer', scenario: 2, correct: true },
    days(4),
  );
  const end = journeyStep(
    { view: lastView, progress: last.progress, answering: last.answering },
    { type: 'answered' },
    days(4),
  );
  expect(moves(end)).toEqual([
    { type: 'go', view: { name: 'due-end', done: [3, 1, 2] }, history: 'replace' },
  ]);
  // 'Voltar ao início' from there: back to the home, where the row began.
  expect(
    moves(
      journeyStep(
        state({ name: 'due-end', done: [3, 1, 2] }, end.progress),
        { type: 'back' },
        days(4),
      ),
    ),
  ).toEqual([{ type: 'go', view: { name: 'home' }, history: 'back' }]);
});

test('more than 5 due: a set of 5, its closing card, then the next set in its place', () => {
  // Twelve answered on the 25th, all right: due 3 days later.
  const progress = answered(range(1, 12));
  const later = { ...context, now: new Date(Date.UTC(2026, 10, 29, 10)).toISOString() };
  const first = journeyStep(state({ name: 'home' }, progress), { type: 'practise-due' }, later);
  expect(moves(first)).toEqual([
    {
      type: 'go',
      view: { name: 'practice', scenario: 1, next: [2, 3, 4, 5], due: true },
      history: 'push',
    },
  ]);
  // Answer the five, one after the other, as the hook would.
  let current: JourneyState = {
    view: moves(first)[0]!.view,
    progress: first.progress,
    answering: null,
  };
  let closing: JourneyStep | null = null;
  for (const [index, scenario] of [1, 2, 3, 4, 5].entries()) {
    const answering = journeyStep(
      current,
      { type: 'answer', scenario, correct: scenario !== 4 },
      later,
    );
    const after = journeyStep(
      { view: current.view, progress: answering.progress, answering: answering.answering },
      { type: 'answered' },
      later,
    );
    const [move] = moves(after);
    if (index < 4) {
      expect(move).toMatchObject({
        view: { name: 'practice', scenario: scenario + 1 },
        history: 'replace',
      });
      current = {
        view: (move as Extract<JourneyStep['effects'][number], { type: 'go' }>).view,
        progress: after.progress,
        answering: null,
      };
    } else {
      closing = after;
      expect(move).toEqual({
        type: 'go',
        view: { name: 'due-end', done: [1, 2, 3, 4, 5] },
        history: 'replace',
      });
    }
  }
  // The closing card stays; its 'Revisar mais' starts the next set in its place.
  const endState = state({ name: 'due-end', done: [1, 2, 3, 4, 5] }, closing!.progress);
  expect(moves(journeyStep(endState, { type: 'arrive' }, later))).toEqual([]);
  expect(moves(journeyStep(endState, { type: 'practise-due' }, later))).toEqual([
    {
      type: 'go',
      view: { name: 'practice', scenario: 6, next: [7, 8, 9, 10], due: true },
      history: 'replace',
    },
  ]);
});

test('a closing card with nothing answered in it (an address typed by hand) is the home', () => {
  const result = step(state({ name: 'due-end', done: [7, 8] }, answered([1])), { type: 'arrive' });
  expect(moves(result)).toEqual([{ type: 'go', view: { name: 'home' }, history: 'replace' }]);
});

test('the answer that finishes a phase: its achievement belongs to the phase-complete screen, not the lesson it leaves', () => {
  const nineteen = answered(range(1, 19));
  const from = state(lesson(1, 20), { ...nineteen, currentScenario: 19 });
  const last = step(from, { type: 'answer', scenario: 20, correct: true });
  expect(notices(last)).toContainEqual({
    kind: 'achievement',
    id: 'phase_1_done',
    on: { name: 'complete', phase: 1 },
  });
  // An answer that does not finish the phase keeps its notices on the lesson.
  const early = step(state(lesson(1, 1)), { type: 'answer', scenario: 1, correct: true });
  expect(notices(early)).toContainEqual({ kind: 'achievement', id: 'first_steps' });
});
