import { expect, test } from 'vitest';
import { learnerReport } from './class-report.ts';
import { emptyProgress } from './progress.ts';
import { phaseScore } from './phase-score.ts';
import { progressHeader } from './progress-header.ts';
import { answerAll, range, scenarioSet } from './test-helpers.ts';

const ALL = scenarioSet(100);

const NONE = { answered: 0, firstTry: 0, correctedLater: 0, toReview: 0, percent: null };

test('a new learner sees 0 of 20 and 0 % (the specification\'s start, not "not started")', () => {
  expect(progressHeader(ALL, emptyProgress())).toEqual({
    completed: 0,
    total: 20,
    percent: 0,
    accuracy: 0,
    summary: NONE,
    notStarted: false,
  });
});

test('a new phase after answers elsewhere has not started: no zero grade', () => {
  const header = progressHeader(ALL, { ...answerAll(range(1, 20)), currentPhase: 2 });
  expect(header).toMatchObject({ completed: 0, accuracy: 0, notStarted: true });
  const started = progressHeader(ALL, { ...answerAll(range(1, 21)), currentPhase: 2 });
  expect(started).toMatchObject({ completed: 1, accuracy: 100, notStarted: false });
});

test('X and the accuracy count only the current phase', () => {
  const progress = {
    ...answerAll([2, 23, 24], false, answerAll(range(1, 25)), 30),
    currentPhase: 2,
  };
  expect(progressHeader(ALL, progress)).toEqual({
    completed: 5,
    total: 20,
    percent: 25,
    // Phase 2's 5 answers were right at first (23 and 24, missed later, are to review); phase
    // 1's later miss of 2 is not counted.
    accuracy: 100,
    summary: { answered: 5, firstTry: 5, correctedLater: 0, toReview: 2, percent: 100 },
    notStarted: false,
  });
});

test('a mistake fixed later is counted as corrected; the accuracy, the phase-complete view and the educator agree', () => {
  const wrongFirst = answerAll(range(3, 20), true, answerAll([1, 2], false));
  expect(progressHeader(ALL, wrongFirst).accuracy).toBe(90);
  expect(phaseScore(ALL, wrongFirst, 1).percent).toBe(90);
  const practised = answerAll([1], true, wrongFirst, 60);
  const header = progressHeader(ALL, practised);
  expect(header.accuracy).toBe(90);
  expect(header.summary).toMatchObject({ firstTry: 18, correctedLater: 1, toReview: 1 });
  expect(phaseScore(ALL, practised, 1).percent).toBe(90);
  const withSkills = ALL.map((scenario) => ({ ...scenario, skill: 'Ouvir' }));
  expect(learnerReport(withSkills, practised)).toMatchObject({ accuracy: 90, correctedLater: 1 });
});

test('the bar is X / Y × 100 without rounding', () => {
  const set = scenarioSet(3);
  expect(progressHeader(set, answerAll([1])).percent).toBeCloseTo(100 / 3, 10);
});

test('a phase with no scenarios shows 0 of 0 and an empty bar', () => {
  expect(progressHeader(scenarioSet(20), { ...emptyProgress(), currentPhase: 3 })).toEqual({
    completed: 0,
    total: 0,
    percent: 0,
    accuracy: 0,
    summary: NONE,
    notStarted: false,
  });
});
