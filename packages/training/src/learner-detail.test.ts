import { expect, test } from 'vitest';
import { overallAccuracy } from './accuracy-summary.ts';
import { markChallengeDone } from './challenges.ts';
import {
  answerOutcome,
  challengesDone,
  firstChoiceOf,
  isIdle,
  lastPracticeAt,
  learnerPhases,
  learnerSkills,
  skillStanding,
} from './learner-detail.ts';
import { recordAnswer } from './answer.ts';
import { emptyProgress } from './progress.ts';
import { answerAll, at, range, scenarioSet } from './test-helpers.ts';

// 40 scenarios, 20 per phase; 1-2 practise 'pedir-ajuda', 3 'ouvir', the rest one skill each.
const SCENARIOS = scenarioSet(40).map((scenario) => ({
  ...scenario,
  skillKey:
    scenario.number <= 2 ? 'pedir-ajuda' : scenario.number === 3 ? 'ouvir' : `h-${scenario.number}`,
}));

// 1 right; 2 wrong then right; 3 wrong and still wrong; 21 right then wrong in a review.
function mixedProgress() {
  let progress = answerAll([1], true);
  progress = answerAll([2, 3], false, progress, 10);
  progress = answerAll([21], true, progress, 20);
  progress = answerAll([2], true, progress, 30);
  progress = answerAll([21], false, progress, 40);
  return progress;
}

test('each answer says how the first choice went and whether it was fixed later', () => {
  expect(
    answerOutcome({ firstAt: at(0), firstCorrect: true, lastAt: at(0), lastCorrect: true }),
  ).toBe('first-try');
  expect(
    answerOutcome({ firstAt: at(0), firstCorrect: false, lastAt: at(1), lastCorrect: true }),
  ).toBe('corrected');
  expect(
    answerOutcome({ firstAt: at(0), firstCorrect: false, lastAt: at(1), lastCorrect: false }),
  ).toBe('to-review');
  // Right at first, missed in a review: back on the list, its first choice still right.
  expect(
    answerOutcome({ firstAt: at(0), firstCorrect: true, lastAt: at(1), lastCorrect: false }),
  ).toBe('to-review');
});

test('each answer names the choice picked first, found by its key after the choices are reordered', () => {
  let progress = recordAnswer(emptyProgress(), {
    scenario: 2,
    correct: false,
    at: at(1),
    choice: 'b',
  });
  progress = recordAnswer(progress, { scenario: 2, correct: true, at: at(2), choice: 'a' });
  // An answer an older app saved: no choice.
  progress = recordAnswer(progress, { scenario: 3, correct: false, at: at(3) });
  const [phase] = learnerPhases(SCENARIOS, progress);
  const [second, third] = phase!.answered;
  expect(second).toMatchObject({ number: 2, firstChoice: 'b', outcome: 'corrected' });
  expect(third).toMatchObject({ number: 3, firstChoice: null, outcome: 'to-review' });

  const reordered = {
    choices: [
      { key: 'c', text: 'Saio' },
      { key: 'b', text: 'Fico quieto' },
      { key: 'a', text: 'Peço ajuda' },
    ],
  };
  expect(firstChoiceOf(reordered, second!)?.text).toBe('Fico quieto');
  expect(firstChoiceOf(reordered, third!)).toBeUndefined();
  // The choice has left the content, or the scenario has: nothing is named.
  expect(firstChoiceOf({ choices: [{ key: 'a', text: 'Peço ajuda' }] }, second!)).toBeUndefined();
  expect(firstChoiceOf(undefined, second!)).toBeUndefined();
});

test("a learner's phases list the answered scenarios with the same summary the learner reads", () => {
  const progress = mixedProgress();
  const phases = learnerPhases(SCENARIOS, progress);
  expect(phases.map((phase) => [phase.phase, phase.total, phase.answered.length])).toEqual([
    [1, 20, 3],
    [2, 20, 1],
  ]);
  expect(phases[0]!.answered.map((item) => [item.number, item.firstCorrect, item.outcome])).toEqual(
    [
      [1, true, 'first-try'],
      [2, false, 'corrected'],
      [3, false, 'to-review'],
    ],
  );
  expect(phases[0]!.summary).toEqual({
    answered: 3,
    firstTry: 1,
    correctedLater: 1,
    toReview: 1,
    percent: 33,
  });
  expect(phases[1]!.answered[0]).toMatchObject({
    number: 21,
    firstCorrect: true,
    outcome: 'to-review',
  });
  // The phases together are the learner's overall numbers.
  const answered = phases.reduce((sum, phase) => sum + phase.summary.answered, 0);
  const firstTry = phases.reduce((sum, phase) => sum + phase.summary.firstTry, 0);
  expect([answered, firstTry]).toEqual([
    overallAccuracy(progress).answered,
    overallAccuracy(progress).firstTry,
  ]);
});

test('skills answered: still to review first, then fixed, then the rest; with the challenge marked', () => {
  let progress = mixedProgress();
  progress = markChallengeDone(progress, 'h-21', at(50));
  const skills = learnerSkills(SCENARIOS, progress);
  // Still to review first ('ouvir', 'h-21', in the content's order), then the one fixed.
  expect(skills.map((skill) => skill.skillKey)).toEqual(['ouvir', 'h-21', 'pedir-ajuda']);
  // pedir-ajuda: 1 right, 2 fixed; nothing to review.
  expect(skills.find((skill) => skill.skillKey === 'pedir-ajuda')).toMatchObject({
    total: 2,
    summary: { answered: 2, firstTry: 1, correctedLater: 1, toReview: 0 },
    challengeDoneAt: null,
  });
  expect(skills.find((skill) => skill.skillKey === 'h-21')!.challengeDoneAt).toBe(at(50));
  // A skill answered right throughout comes last.
  expect(learnerSkills(SCENARIOS, answerAll([4], true, progress, 60)).at(-1)!.skillKey).toBe('h-4');
  expect(learnerSkills(SCENARIOS, emptyProgress())).toEqual([]);
});

test('challenges done, the latest first', () => {
  let progress = markChallengeDone(emptyProgress(), 'ouvir', at(5));
  progress = markChallengeDone(progress, 'pedir-ajuda', at(9));
  expect(challengesDone(progress)).toEqual([
    { skillKey: 'pedir-ajuda', at: at(9) },
    { skillKey: 'ouvir', at: at(5) },
  ]);
  expect(challengesDone(emptyProgress())).toEqual([]);
});

test("a skill's standing: needs it while one is to review, corrected once fixed, right, not started", () => {
  const progress = mixedProgress();
  expect(skillStanding(SCENARIOS, 'ouvir', progress)).toBe('needs');
  expect(skillStanding(SCENARIOS, 'pedir-ajuda', progress)).toBe('corrected');
  expect(skillStanding(SCENARIOS, 'h-4', answerAll([4]))).toBe('right');
  expect(skillStanding(SCENARIOS, 'h-5', progress)).toBe('not-started');
  // Fixing the last miss moves the learner out of 'needs'.
  expect(skillStanding(SCENARIOS, 'ouvir', answerAll([3], true, progress, 60))).toBe('corrected');
});

test('the last practice is the latest answer or challenge mark; none before any', () => {
  expect(lastPracticeAt(emptyProgress())).toBeNull();
  const progress = answerAll(range(1, 3), true, emptyProgress(), 0);
  expect(lastPracticeAt(progress)).toBe(at(2));
  expect(lastPracticeAt(markChallengeDone(progress, 'ouvir', at(30)))).toBe(at(30));
  // A review answer later than the first answers counts.
  expect(lastPracticeAt(answerAll([1], false, progress, 45))).toBe(at(45));
});

test('idle from 7 full days after the last practice, or after joining for one who never practised', () => {
  const last = '2026-11-20T10:00:00.000Z';
  const joined = '2026-11-01T10:00:00.000Z';
  expect(isIdle(last, joined, '2026-11-27T09:59:59.000Z')).toBe(false);
  expect(isIdle(last, joined, '2026-11-27T10:00:00.000Z')).toBe(true);
  expect(isIdle(null, '2026-11-25T10:00:00.000+00:00', '2026-11-27T10:00:00.000Z')).toBe(false);
  expect(isIdle(null, joined, '2026-11-27T10:00:00.000Z')).toBe(true);
  // A device clock ahead of now is not idle.
  expect(isIdle('2026-12-30T10:00:00.000Z', joined, '2026-11-27T10:00:00.000Z')).toBe(false);
});
