import { stageForNumber } from '@ths/content-model/stage';
import { describe, expect, test } from 'vitest';
import { openPhase } from './navigation.ts';
import {
  canAdvance,
  highestUnlockedPhase,
  isPhaseComplete,
  isPhaseUnlocked,
  isScenarioOpen,
  phaseCompletedCount,
  phaseState,
  phaseStatuses,
  scenariosOfPhase,
} from './phases.ts';
import { emptyProgress } from './progress.ts';
import { answerAll, range, scenarioSet } from './test-helpers.ts';

const ALL = scenarioSet(100);

test('scenario 20 closes phase 1 and 21 opens phase 2 (stage from content-model)', () => {
  expect(stageForNumber(20)).toBe(1);
  expect(stageForNumber(21)).toBe(2);
  const phase1 = scenariosOfPhase(ALL, 1).map((scenario) => scenario.number);
  const phase2 = scenariosOfPhase(ALL, 2).map((scenario) => scenario.number);
  expect(phase1).toEqual(range(1, 20));
  expect(phase2).toEqual(range(21, 40));
  expect(scenariosOfPhase(ALL, 5).map((scenario) => scenario.number)).toEqual(range(81, 100));
});

test("a phase's scenarios come in number order whatever the bundle's order", () => {
  const shuffled = scenarioSet([3, 1, 25, 2]);
  expect(scenariosOfPhase(shuffled, 1).map((scenario) => scenario.number)).toEqual([1, 2, 3]);
});

test('phase 1 is always open and the others are locked for a new learner', () => {
  expect(isPhaseUnlocked(ALL, emptyProgress(), 1)).toBe(true);
  for (const phase of [2, 3, 4, 5])
    expect(isPhaseUnlocked(ALL, emptyProgress(), phase)).toBe(false);
  expect(highestUnlockedPhase(ALL, emptyProgress())).toBe(1);
});

test('phase 2 stays locked with 19 of 20 completed and opens at 20, right or wrong', () => {
  const nineteen = answerAll(range(1, 19));
  expect(phaseCompletedCount(ALL, nineteen, 1)).toBe(19);
  expect(isPhaseComplete(ALL, nineteen, 1)).toBe(false);
  expect(isPhaseUnlocked(ALL, nineteen, 2)).toBe(false);
  const twenty = answerAll([20], false, nineteen, 30);
  expect(isPhaseComplete(ALL, twenty, 1)).toBe(true);
  expect(isPhaseUnlocked(ALL, twenty, 2)).toBe(true);
  expect(isPhaseUnlocked(ALL, twenty, 3)).toBe(false);
  expect(highestUnlockedPhase(ALL, twenty)).toBe(2);
});

test('a phase finished from the review list does not open the next while it is locked itself', () => {
  const phase2Only = answerAll(range(21, 40));
  expect(isPhaseComplete(ALL, phase2Only, 2)).toBe(true);
  expect(isPhaseUnlocked(ALL, phase2Only, 2)).toBe(false);
  expect(isPhaseUnlocked(ALL, phase2Only, 3)).toBe(false);
});

test('a scenario is open when it is in the content and its phase is unlocked', () => {
  const twenty = answerAll(range(1, 20));
  expect(isScenarioOpen(ALL, emptyProgress(), 5)).toBe(true);
  expect(isScenarioOpen(ALL, emptyProgress(), 21)).toBe(false);
  expect(isScenarioOpen(ALL, twenty, 21)).toBe(true);
  expect(isScenarioOpen(scenarioSet(20), twenty, 21)).toBe(false);
});

test('a phase number outside 1 to 5 is never open', () => {
  for (const phase of [0, 6, 1.5, -1]) {
    expect(isPhaseUnlocked(ALL, answerAll(range(1, 100)), phase)).toBe(false);
  }
});

test('advancing needs the current phase complete', () => {
  const partial = { ...answerAll(range(1, 19)), currentPhase: 1 };
  expect(canAdvance(ALL, partial)).toBe(false);
  expect(canAdvance(ALL, { ...answerAll(range(1, 20)), currentPhase: 1 })).toBe(true);
});

test('phase 5 has no next phase, even when it is complete', () => {
  const everything = { ...answerAll(range(1, 100)), currentPhase: 5 };
  expect(isPhaseComplete(ALL, everything, 5)).toBe(true);
  expect(canAdvance(ALL, everything)).toBe(false);
  expect(canAdvance(ALL, { ...everything, currentPhase: 4 })).toBe(true);
});

test('the five phase buttons say which are open, complete and current', () => {
  const progress = { ...answerAll(range(1, 25)), currentPhase: 2 };
  expect(phaseStatuses(ALL, progress)).toEqual([
    { phase: 1, state: 'done', unlocked: true, complete: true, current: false },
    { phase: 2, state: 'open', unlocked: true, complete: false, current: true },
    { phase: 3, state: 'locked', unlocked: false, complete: false, current: false },
    { phase: 4, state: 'locked', unlocked: false, complete: false, current: false },
    { phase: 5, state: 'locked', unlocked: false, complete: false, current: false },
  ]);
});

// docs/decisions/0068: one truth for a phase, read by the label and by the action alike.
describe('phaseState', () => {
  const phase3 = range(41, 60);

  test('in order: done, open, then locked', () => {
    const progress = answerAll(range(1, 25));
    expect([1, 2, 3].map((phase) => phaseState(ALL, progress, phase))).toEqual([
      'done',
      'open',
      'locked',
    ]);
  });

  test('a phase the class was given is open while the phases before it are not done', () => {
    const given = { phases: [3], scenarios: phase3 };
    expect(phaseState(ALL, emptyProgress(), 3, given)).toBe('open');
    expect(phaseState(ALL, emptyProgress(), 2, given)).toBe('locked');
    expect(phaseState(ALL, emptyProgress(), 4, given)).toBe('locked');
  });

  test('a finished phase is done, never locked, even when the phases before it are not', () => {
    // Finished as class work, and the class's assignment since deleted; or answers merged from
    // another device before content was added to phase 1.
    const progress = answerAll(phase3);
    expect(isPhaseUnlocked(ALL, progress, 3)).toBe(false);
    expect(phaseState(ALL, progress, 3)).toBe('done');
    expect(phaseState(ALL, progress, 4)).toBe('locked');
  });

  test('the label and the action agree: a phase opens exactly when its state is not locked', () => {
    const given = { phases: [4], scenarios: range(61, 80) };
    const cases = [
      emptyProgress(),
      answerAll(range(1, 20)),
      answerAll(phase3),
      answerAll(range(1, 100)),
    ];
    for (const progress of cases) {
      for (const status of phaseStatuses(ALL, progress, given)) {
        const opened = openPhase(ALL, progress, status.phase, '2026-01-01T00:00:00.000Z', given);
        expect(opened.ok).toBe(status.state !== 'locked');
        expect(status.unlocked).toBe(status.state !== 'locked');
        expect(status.complete).toBe(status.state === 'done');
      }
    }
  });

  test('a phase outside the content is locked', () => {
    for (const phase of [0, 6, 1.5]) {
      expect(phaseState(ALL, answerAll(range(1, 100)), phase)).toBe('locked');
    }
  });
});
