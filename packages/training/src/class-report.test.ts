import { expect, test } from 'vitest';
import {
  classPhaseAccuracy,
  classSkillStruggles,
  learnerReport,
  readMemberRows,
} from './class-report.ts';
import { emptyProgress } from './progress.ts';
import { toRow } from './row.ts';
import { answerAll, range, scenarioSet } from './test-helpers.ts';

// 100 scenarios, 20 per phase; scenarios 1-2 share a skill, as a few real ones do.
const SCENARIOS = scenarioSet(100).map((scenario) => ({
  ...scenario,
  skill: scenario.number <= 2 ? 'Pedir ajuda' : `Habilidade ${scenario.number}`,
}));

test('a learner who has not answered: nothing judged, every phase at 0 of 20', () => {
  const report = learnerReport(SCENARIOS, emptyProgress());
  expect(report).toMatchObject({
    currentPhase: 1,
    completed: 0,
    total: 100,
    firstTryRight: 0,
    accuracy: null,
    toReview: 0,
    skillsToReinforce: [],
  });
  expect(report.phases).toEqual(range(1, 5).map((phase) => ({ phase, completed: 0, total: 20 })));
});

test('first-try accuracy, review count, per phase counts and the skills missed, still-wrong first', () => {
  // 1-20 right, 21 wrong then right later, 22 and 2 wrong (2 answered again, still wrong).
  let progress = answerAll(range(3, 20));
  progress = answerAll([1], true, progress, 30);
  progress = answerAll([21], false, progress, 40);
  progress = answerAll([22, 2], false, progress, 50);
  progress = answerAll([21], true, progress, 60);
  const report = learnerReport(SCENARIOS, progress);
  expect(report.completed).toBe(22);
  expect(report.firstTryRight).toBe(19);
  expect(report.accuracy).toBe(86);
  expect(report.toReview).toBe(2);
  expect(report.phases.slice(0, 2)).toEqual([
    { phase: 1, completed: 20, total: 20 },
    { phase: 2, completed: 2, total: 20 },
  ]);
  expect(report.correctedLater).toBe(1);
  // 21 was fixed: still named, now as corrected, after the ones still to review.
  expect(report.skillsToReinforce).toEqual([
    { skill: 'Pedir ajuda', corrected: false },
    { skill: 'Habilidade 22', corrected: false },
    { skill: 'Habilidade 21', corrected: true },
  ]);
});

test('a skill missed in two of its scenarios is named once', () => {
  const report = learnerReport(SCENARIOS, answerAll([1, 2], false));
  expect(report.skillsToReinforce).toEqual([{ skill: 'Pedir ajuda', corrected: false }]);
});

test('a skill is corrected only once every missed scenario of it is fixed', () => {
  const oneFixed = answerAll([1], true, answerAll([1, 2], false), 30);
  expect(learnerReport(SCENARIOS, oneFixed).skillsToReinforce).toEqual([
    { skill: 'Pedir ajuda', corrected: false },
  ]);
  const bothFixed = answerAll([2], true, oneFixed, 40);
  expect(learnerReport(SCENARIOS, bothFixed).skillsToReinforce).toEqual([
    { skill: 'Pedir ajuda', corrected: true },
  ]);
});

test('the class chart: first-try right of the answers given in each phase, null where none', () => {
  const ana = answerAll(range(1, 20));
  const bia = answerAll([1, 2, 3, 4], false, answerAll(range(5, 20), true), 30);
  const caio = answerAll([21, 22], false);
  expect(classPhaseAccuracy(SCENARIOS, [ana, bia, caio])).toEqual([
    { phase: 1, answered: 40, firstTryRight: 36, percent: 90 },
    { phase: 2, answered: 2, firstTryRight: 0, percent: 0 },
    { phase: 3, answered: 0, firstTryRight: 0, percent: null },
    { phase: 4, answered: 0, firstTryRight: 0, percent: null },
    { phase: 5, answered: 0, firstTryRight: 0, percent: null },
  ]);
});

test('the skills the most learners missed come first, a learner counted once per skill', () => {
  const ana = answerAll([1, 2, 5], false);
  const bia = answerAll([2, 5], false, answerAll([1, 9]));
  const caio = answerAll([9], false, answerAll([1, 2, 5]));
  expect(classSkillStruggles(SCENARIOS, [ana, bia, caio], 5)).toEqual([
    { skill: 'Habilidade 5', learners: 2, answered: 3 },
    { skill: 'Pedir ajuda', learners: 2, answered: 3 },
    { skill: 'Habilidade 9', learners: 1, answered: 2 },
  ]);
  expect(classSkillStruggles(SCENARIOS, [ana, bia, caio], 1)).toHaveLength(1);
  expect(classSkillStruggles(SCENARIOS, [answerAll(range(1, 10))], 5)).toEqual([]);
});

test("one member's unreadable row is left out and named; the others are read", () => {
  const good = (user: string) => ({ ...toRow(answerAll([1, 2]), user), updated_at: 'x' });
  const frozen = { ...good('caio'), client_updated_at: 'infinity' };
  const now = good('duda');
  now.scenario_results['1']!.first_at = 'now';
  const { read, unreadable } = readMemberRows([good('ana'), frozen, good('bia'), now]);
  expect(read.map(({ row }) => row.user_id)).toEqual(['ana', 'bia']);
  expect(read[0]!.progress.results[2]).toBeDefined();
  expect(unreadable.map(({ row, error }) => [row.user_id, error.message])).toEqual([
    ['caio', expect.stringContaining('user_progress.client_updated_at')],
    ['duda', expect.stringContaining('user_progress.scenario_results["1"]')],
  ]);
});
