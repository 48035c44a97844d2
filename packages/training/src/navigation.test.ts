import { expect, test } from 'vitest';
import { recordAnswer } from './answer.ts';
import {
  advancePhase,
  afterPhase,
  continueAfterAnswer,
  currentScenarioOf,
  openPhase,
  openScenario,
  resume,
  resumePoint,
  startPractice,
} from './navigation.ts';
import { completedIds, emptyProgress, type Progress } from './progress.ts';
import { answerAll, at, range, scenarioSet } from './test-helpers.ts';

const ALL = scenarioSet(100);
const NOW = at(500);

test('a new learner resumes at phase 1, first scenario', () => {
  expect(resumePoint(ALL, emptyProgress())).toEqual({ phase: 1, index: 0 });
});

test('a returning learner resumes at the first scenario not yet completed', () => {
  expect(resumePoint(ALL, answerAll([1, 2, 3]))).toEqual({ phase: 1, index: 3 });
  expect(resumePoint(ALL, answerAll([1, 2, 4]))).toEqual({ phase: 1, index: 2 });
});

test('the learner resumes in the highest unlocked phase, not in an earlier gap', () => {
  const progress = answerAll([21, 22, 24], true, answerAll(range(1, 20)), 30);
  expect(resumePoint(ALL, progress)).toEqual({ phase: 2, index: 2 });
});

test('scenarios answered in a locked phase do not move the resume point there', () => {
  expect(resumePoint(ALL, answerAll([1, ...range(21, 40)]))).toEqual({ phase: 1, index: 1 });
});

test('with everything done the learner resumes at the first scenario of phase 5', () => {
  expect(resumePoint(ALL, answerAll(range(1, 100)))).toEqual({ phase: 5, index: 0 });
});

test('phases without scenarios are skipped when resuming', () => {
  const partial = scenarioSet(42);
  expect(resumePoint(partial, answerAll(range(1, 41)))).toEqual({ phase: 3, index: 1 });
  expect(resumePoint(partial, answerAll(range(1, 42)))).toEqual({ phase: 3, index: 0 });
});

test('resume moves there and stamps the state with the time', () => {
  const progress = resume(ALL, answerAll(range(1, 22)), NOW);
  expect(progress).toMatchObject({ currentPhase: 2, currentScenario: 2, updatedAt: NOW });
});

test("'Começar Prática' opens phase 1 at its start and resets the streak, keeping answers", () => {
  const progress = { ...answerAll(range(1, 25)), currentPhase: 2, currentScenario: 5 };
  const started = startPractice(progress, NOW);
  expect(started).toMatchObject({ currentPhase: 1, currentScenario: 0, streak: 0, updatedAt: NOW });
  expect(completedIds(started)).toEqual(range(1, 25));
});

test('a locked phase does not open and names the phase to complete first', () => {
  expect(openPhase(ALL, answerAll(range(1, 20)), 3, NOW)).toEqual({
    ok: false,
    reason: 'locked',
    requiredPhase: 2,
  });
  expect(openPhase(ALL, emptyProgress(), 2, NOW)).toMatchObject({ ok: false, requiredPhase: 1 });
});

test('an open phase opens at its first unanswered scenario', () => {
  const progress = answerAll([21, 22], true, answerAll(range(1, 20)), 30);
  const opened = openPhase(ALL, progress, 2, NOW);
  expect(opened.ok && opened.progress).toMatchObject({ currentPhase: 2, currentScenario: 2 });
  const back = openPhase(ALL, progress, 1, NOW);
  expect(back.ok && back.progress).toMatchObject({ currentPhase: 1, currentScenario: 0 });
});

test("'Próxima Fase' is refused while the phase is incomplete and after phase 5", () => {
  expect(advancePhase(ALL, answerAll(range(1, 19)), NOW)).toEqual({
    ok: false,
    reason: 'incomplete',
  });
  const everything = { ...answerAll(range(1, 100)), currentPhase: 5 };
  expect(advancePhase(ALL, everything, NOW)).toEqual({ ok: false, reason: 'last-phase' });
});

test("'Próxima Fase' from a complete phase opens the next one", () => {
  const advanced = advancePhase(ALL, answerAll(range(1, 20)), NOW);
  expect(advanced.ok && advanced.progress).toMatchObject({
    currentPhase: 2,
    currentScenario: 0,
    updatedAt: NOW,
  });
});

// docs/decisions/0053: a phase given by the class can be finished before an earlier one.
test("'Próxima Fase' from a given phase opens the next only when it is open, and names the phase to complete", () => {
  const progress = { ...answerAll([1, ...range(41, 60)]), currentPhase: 3 };
  expect(advancePhase(ALL, progress, NOW)).toEqual({
    ok: false,
    reason: 'locked',
    requiredPhase: 1,
  });
  const given = { phases: [4], scenarios: [] };
  const advanced = advancePhase(ALL, progress, NOW, given);
  expect(advanced.ok && advanced.progress).toMatchObject({ currentPhase: 4, currentScenario: 0 });
  // Phase 4 waits for phase 1, the first one unfinished; phase 5 for phase 4, the one before it.
  expect(openScenario(ALL, progress, 70, NOW)).toEqual({
    ok: false,
    reason: 'locked',
    requiredPhase: 1,
  });
  expect(openPhase(ALL, progress, 5, NOW)).toEqual({
    ok: false,
    reason: 'locked',
    requiredPhase: 4,
  });
});

function answerCurrent(progress: Progress, correct: boolean, minute: number) {
  const scenario = currentScenarioOf(ALL, progress);
  if (!scenario) throw new Error('no current scenario');
  const after = recordAnswer(progress, { scenario: scenario.number, correct, at: at(minute) });
  return continueAfterAnswer(ALL, progress, after, at(minute));
}

test('after an answer the next scenario of the phase shows', () => {
  const next = answerCurrent(emptyProgress(), true, 1);
  expect(next.view).toBe('scenario');
  expect(next.progress).toMatchObject({ currentPhase: 1, currentScenario: 1 });
});

test('answering the last open scenario shows the phase-complete view', () => {
  const progress = { ...answerAll(range(1, 19)), currentScenario: 19 };
  const done = answerCurrent(progress, false, 40);
  expect(done.view).toBe('phase-complete');
  expect(done.progress.currentScenario).toBe(19);
});

test('completing a phase in the middle shows the phase-complete view at once', () => {
  const progress = { ...answerAll([1, 2, ...range(4, 20)]), currentScenario: 2 };
  expect(answerCurrent(progress, true, 40).view).toBe('phase-complete');
});

test('from the last scenario of an incomplete phase the first unanswered one shows', () => {
  const progress = { ...answerAll([1, 2, 3, 5]), currentScenario: 19 };
  const next = answerCurrent(progress, true, 40);
  expect(next.view).toBe('scenario');
  expect(next.progress.currentScenario).toBe(3);
});

test('practising a complete phase again goes through it before the phase-complete view', () => {
  const done = { ...answerAll(range(1, 20)), currentScenario: 0 };
  expect(answerCurrent(done, true, 40)).toMatchObject({
    view: 'scenario',
    progress: { currentScenario: 1 },
  });
  expect(answerCurrent({ ...done, currentScenario: 19 }, true, 41).view).toBe('phase-complete');
});

test('the current scenario stays in range when the content has fewer scenarios', () => {
  const progress = { ...emptyProgress(), currentScenario: 30 };
  expect(currentScenarioOf(ALL, progress)?.number).toBe(20);
  expect(currentScenarioOf(ALL, { ...emptyProgress(), currentScenario: 3 })?.number).toBe(4);
  expect(currentScenarioOf(scenarioSet(20), { ...emptyProgress(), currentPhase: 2 })).toBe(
    undefined,
  );
});

test('picking scenario 23 from the review list opens phase 2 at its third scenario', () => {
  const opened = openScenario(ALL, answerAll(range(1, 20)), 23, NOW);
  expect(opened).toMatchObject({ ok: true, progress: { currentPhase: 2, currentScenario: 2 } });
});

test('a scenario of a locked phase is refused with the phase to complete first', () => {
  expect(openScenario(ALL, answerAll([1]), 45, NOW)).toEqual({
    ok: false,
    reason: 'locked',
    requiredPhase: 2,
  });
});

test('a scenario already answered can be opened again, and an unknown one is an error', () => {
  const opened = openScenario(ALL, answerAll([1, 2, 3]), 2, NOW);
  expect(opened).toMatchObject({ ok: true, progress: { currentPhase: 1, currentScenario: 1 } });
  expect(() => openScenario(ALL, emptyProgress(), 101, NOW)).toThrow('There is no scenario 101');
});

test("the phase-complete view's next phase says what pressing it does: open, or the phase it waits for", () => {
  // Phase 1 done: phase 2 is next and open.
  const first = answerAll(range(1, 20));
  expect(afterPhase(ALL, first, 1)).toEqual({ next: 2, waitsFor: null });
  // Phase 3 finished as class work before phase 1: phase 4 waits for phase 1, and pressing
  // 'Próxima Fase' is refused for that same phase.
  const given = { phases: [3], scenarios: [] };
  const early = answerAll(range(41, 60));
  const after = afterPhase(ALL, early, 3, given);
  expect(after).toEqual({ next: 4, waitsFor: 1 });
  expect(openPhase(ALL, early, 4, NOW, given)).toMatchObject({ ok: false, requiredPhase: 1 });
  // Given, phase 4 opens: nothing waits, and it opens.
  const givenNext = { phases: [3, 4], scenarios: [] };
  expect(afterPhase(ALL, early, 3, givenNext)).toEqual({ next: 4, waitsFor: null });
  expect(openPhase(ALL, early, 4, NOW, givenNext).ok).toBe(true);
});

test('after the last phase nothing is next; an earlier phase left unfinished is what waits', () => {
  expect(afterPhase(ALL, answerAll(range(1, 100)), 5)).toEqual({ next: null, waitsFor: null });
  const given = { phases: [5], scenarios: [] };
  expect(afterPhase(ALL, answerAll(range(81, 100)), 5, given)).toEqual({ next: null, waitsFor: 1 });
});
