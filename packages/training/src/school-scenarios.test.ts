// docs/decisions/0055: a school's scenario 101 in phase 1 makes phase 1 a phase of 21 scenarios,
// the last one in number order; every rule counts the content it is given, not 20 or 100.
import { expect, test } from 'vitest';
import { achievementProgress, achievementStats, newlyUnlocked } from './achievements.ts';
import { phaseScore } from './phase-score.ts';
import { isPhaseComplete, isPhaseUnlocked, scenariosOfPhase, type ScenarioRef } from './phases.ts';
import { progressHeader } from './progress-header.ts';
import { answerAll, range, scenarioSet } from './test-helpers.ts';

// The shipped 100, then the school's 101, given phase 1, listed last as the export lists it.
const CONTENT: ScenarioRef[] = [...scenarioSet(100), { number: 101, stage: 1 }];
const PHASE_1 = [...range(1, 20), 101];

const ACHIEVEMENTS = [
  { id: 'phase_1_done', type: 'phase_completed', requirement: 1 },
  { id: 'perfectionist', type: 'perfect_score', requirement: 100 },
] as const;

test('phase 1 holds 21 scenarios, the school’s 101 after the shipped 20', () => {
  expect(scenariosOfPhase(CONTENT, 1).map((scenario) => scenario.number)).toEqual(PHASE_1);
  expect(scenariosOfPhase(CONTENT, 5).map((scenario) => scenario.number)).toEqual(range(81, 100));
});

test('phase 2 opens only once 101 is answered too; the header counts 21', () => {
  const shippedDone = answerAll(range(1, 20));
  expect(isPhaseComplete(CONTENT, shippedDone, 1)).toBe(false);
  expect(isPhaseUnlocked(CONTENT, shippedDone, 2)).toBe(false);
  expect(progressHeader(CONTENT, shippedDone)).toMatchObject({ completed: 20, total: 21 });

  const allDone = answerAll([101], true, shippedDone, 30);
  expect(isPhaseComplete(CONTENT, allDone, 1)).toBe(true);
  expect(isPhaseUnlocked(CONTENT, allDone, 2)).toBe(true);
  expect(progressHeader(CONTENT, allDone)).toMatchObject({ completed: 21, total: 21 });
});

test('the phase score is out of 21: 17 right of 21 is 81 % and excellent, 16 is 76 %', () => {
  const seventeen = answerAll(range(5, 20), true, answerAll(range(1, 4), false));
  const withSchool = answerAll([101], true, seventeen, 30);
  expect(phaseScore(CONTENT, withSchool, 1)).toMatchObject({
    percent: 81,
    score: 81,
    message: 'excellent',
  });
  const sixteen = answerAll([101], false, seventeen, 30);
  expect(phaseScore(CONTENT, sixteen, 1)).toMatchObject({
    percent: 76,
    score: 76,
    message: 'keep-practising',
  });
});

test('“Fase 1 Completa” waits for 101; its progress counts against 21', () => {
  const shippedDone = answerAll(range(1, 20));
  expect(newlyUnlocked(ACHIEVEMENTS, shippedDone, CONTENT)).toEqual([]);
  const stats = achievementStats(shippedDone, CONTENT);
  const phase1 = () => ({ completed: 20, total: scenariosOfPhase(CONTENT, 1).length });
  expect(achievementProgress(ACHIEVEMENTS[0], stats, phase1)).toEqual({
    current: 20,
    target: 21,
    possible: true,
  });
  expect(newlyUnlocked(ACHIEVEMENTS, answerAll([101], true, shippedDone, 30), CONTENT)).toEqual([
    'phase_1_done',
  ]);
});

test('“all of them” means 101: the perfectionist needs the school’s scenario too, whatever its requirement says', () => {
  const shippedRight = answerAll(range(1, 100));
  expect(newlyUnlocked(ACHIEVEMENTS, shippedRight, CONTENT)).not.toContain('perfectionist');
  expect(achievementProgress(ACHIEVEMENTS[1], achievementStats(shippedRight, CONTENT))).toEqual({
    current: 100,
    target: 101,
    possible: true,
  });
  const allRight = answerAll([101], true, shippedRight, 200);
  expect(newlyUnlocked(ACHIEVEMENTS, allRight, CONTENT)).toContain('perfectionist');
});
