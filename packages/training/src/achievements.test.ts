import { expect, test } from 'vitest';
import {
  achievementProgress,
  achievementStats,
  isAchievementUnlocked,
  newlyUnlocked,
  unlockAchievements,
  type AchievementRule,
  type AchievementStats,
} from './achievements.ts';
import { recordAnswer, recordReviewPick } from './answer.ts';
import { emptyProgress } from './progress.ts';
import { answerAll, range, scenarioSet } from './test-helpers.ts';

// The seed's achievements (docs/product/journey.md#achievements).
const SEED = [
  { id: 'first_steps', type: 'scenarios_completed', requirement: 1 },
  { id: 'getting_started', type: 'scenarios_completed', requirement: 3 },
  { id: 'halfway_hero', type: 'scenarios_completed', requirement: 5 },
  { id: 'social_champion', type: 'scenarios_completed', requirement: 10 },
  { id: 'perfectionist', type: 'perfect_score', requirement: 10 },
  { id: 'dedicated_learner', type: 'streak', requirement: 3 },
  { id: 'practice_master', type: 'review', requirement: 3 },
] as const;

const none: AchievementStats = {
  completed: 0,
  correct: 0,
  total: 100,
  streak: 0,
  reviewed: 0,
  phasesCompleted: [],
  practiceDays: 0,
  corrected: 0,
  remembered: 0,
  missedFirstTime: false,
};
const ALL = scenarioSet(100);

test.each<[AchievementRule, keyof AchievementStats]>([
  [{ type: 'scenarios_completed', requirement: 1 }, 'completed'],
  [{ type: 'scenarios_completed', requirement: 3 }, 'completed'],
  [{ type: 'scenarios_completed', requirement: 5 }, 'completed'],
  [{ type: 'scenarios_completed', requirement: 10 }, 'completed'],
  [{ type: 'streak', requirement: 3 }, 'streak'],
  [{ type: 'review', requirement: 3 }, 'reviewed'],
])('%o is locked just below its requirement and unlocked at it', (rule, stat) => {
  const below = { ...none, [stat]: rule.requirement - 1 };
  const at = { ...none, [stat]: rule.requirement };
  expect(isAchievementUnlocked(rule, below)).toBe(false);
  expect(isAchievementUnlocked(rule, at)).toBe(true);
  expect(isAchievementUnlocked(rule, { ...none, [stat]: rule.requirement + 1 })).toBe(true);
});

test('completions do not count for a streak or review achievement', () => {
  const busy = { ...none, completed: 50, correct: 50 };
  expect(isAchievementUnlocked({ type: 'streak', requirement: 3 }, busy)).toBe(false);
  expect(isAchievementUnlocked({ type: 'review', requirement: 3 }, busy)).toBe(false);
});

test('perfect_score needs every scenario completed and right on the first try', () => {
  const rule: AchievementRule = { type: 'perfect_score', requirement: 10 };
  expect(isAchievementUnlocked(rule, { ...none, completed: 100, correct: 100 })).toBe(true);
  expect(isAchievementUnlocked(rule, { ...none, completed: 100, correct: 99 })).toBe(false);
  expect(isAchievementUnlocked(rule, { ...none, completed: 99, correct: 99 })).toBe(false);
  // The seed's requirement of 10 is a leftover (docs/product/journey.md#achievements): 10 right of
  // 100 is not perfect.
  expect(isAchievementUnlocked(rule, { ...none, completed: 10, correct: 10 })).toBe(false);
  expect(isAchievementUnlocked(rule, { ...none, total: 0 })).toBe(false);
});

test('the stats come from the saved state', () => {
  let progress = answerAll([4, 5], false, answerAll([1, 2, 3]));
  progress = answerAll([4], true, progress, 20);
  progress = recordReviewPick(recordReviewPick(progress, 'phone'), 'tablet');
  expect(achievementStats(progress, ALL)).toEqual({
    completed: 5,
    correct: 3,
    total: 100,
    streak: 1,
    reviewed: 2,
    phasesCompleted: [],
    practiceDays: 1,
    corrected: 1,
    remembered: 0,
    missedFirstTime: true,
  });
});

test('newly unlocked lists the achievements earned now and not owned yet, in content order', () => {
  const progress = answerAll(range(1, 3));
  expect(newlyUnlocked(SEED, progress, ALL)).toEqual([
    'first_steps',
    'getting_started',
    'dedicated_learner',
  ]);
  const owned = unlockAchievements(progress, ['first_steps']);
  expect(newlyUnlocked(SEED, owned, ALL)).toEqual(['getting_started', 'dedicated_learner']);
  expect(newlyUnlocked(SEED, emptyProgress(), ALL)).toEqual([]);
});

test('an achievement stays unlocked after its rule stops holding (a broken streak)', () => {
  const earned = unlockAchievements(answerAll([1, 2, 3]), ['dedicated_learner']);
  const broken = answerAll([4], false, earned, 10);
  expect(broken.streak).toBe(0);
  expect(broken.unlockedAchievements).toContain('dedicated_learner');
  expect(newlyUnlocked(SEED, broken, ALL)).not.toContain('dedicated_learner');
});

test('the whole set right on the first try unlocks the perfectionist', () => {
  expect(newlyUnlocked(SEED, answerAll(range(1, 100)), ALL)).toContain('perfectionist');
  const oneWrong = answerAll([100], false, answerAll(range(1, 99)));
  expect(newlyUnlocked(SEED, oneWrong, ALL)).not.toContain('perfectionist');
});

test('unlocking adds ids once each, sorted, without changing the state handed in', () => {
  const progress = unlockAchievements(emptyProgress(), ['b', 'a']);
  expect(unlockAchievements(progress, ['a', 'c']).unlockedAchievements).toEqual(['a', 'b', 'c']);
  expect(progress.unlockedAchievements).toEqual(['a', 'b']);
});

test("'Progresso: x/requirement' counts up to the requirement; 0 means it is not shown", () => {
  const rule: AchievementRule = { type: 'scenarios_completed', requirement: 5 };
  const possible = true;
  expect(achievementProgress(rule, none)).toEqual({ current: 0, target: 5, possible });
  expect(achievementProgress(rule, { ...none, completed: 2 })).toEqual({
    current: 2,
    target: 5,
    possible,
  });
  expect(achievementProgress(rule, { ...none, completed: 9 })).toEqual({
    current: 5,
    target: 5,
    possible,
  });
  expect(achievementProgress({ type: 'streak', requirement: 3 }, { ...none, streak: 2 })).toEqual({
    current: 2,
    target: 3,
    possible,
  });
  expect(achievementProgress({ type: 'review', requirement: 3 }, { ...none, reviewed: 1 })).toEqual(
    { current: 1, target: 3, possible },
  );
});

test('the perfectionist counts first-try right answers against the whole set', () => {
  const rule: AchievementRule = { type: 'perfect_score', requirement: 10 };
  expect(achievementProgress(rule, { ...none, completed: 40, correct: 40 })).toEqual({
    current: 40,
    target: 100,
    possible: true,
  });
});

test('after a first-try mistake the perfectionist is no longer possible: no counter toward it', () => {
  const rule: AchievementRule = { type: 'perfect_score', requirement: 10 };
  const oneWrong = answerAll([2], false, answerAll(range(1, 16).filter((n) => n !== 2)));
  const stats = achievementStats(oneWrong, ALL);
  expect(stats.missedFirstTime).toBe(true);
  expect(achievementProgress(rule, stats).possible).toBe(false);
  // Fixing the mistake later does not make it possible again: first tries are kept.
  const fixed = answerAll([2], true, oneWrong, 40);
  expect(achievementProgress(rule, achievementStats(fixed, ALL)).possible).toBe(false);
  // Every other kind stays possible.
  for (const type of ['scenarios_completed', 'streak', 'review', 'practice_days'] as const) {
    expect(achievementProgress({ type, requirement: 3 }, stats).possible).toBe(true);
  }
});

test('phase_completed holds once every scenario of its phase is answered, whatever the others', () => {
  const rule: AchievementRule = { type: 'phase_completed', requirement: 2 };
  const phaseTwo = answerAll(range(21, 40));
  expect(achievementStats(phaseTwo, ALL).phasesCompleted).toEqual([2]);
  expect(isAchievementUnlocked(rule, achievementStats(phaseTwo, ALL))).toBe(true);
  const almost = answerAll(range(21, 39));
  expect(isAchievementUnlocked(rule, achievementStats(almost, ALL))).toBe(false);
  expect(
    isAchievementUnlocked(
      { type: 'phase_completed', requirement: 1 },
      achievementStats(phaseTwo, ALL),
    ),
  ).toBe(false);
  // Its counter is the phase's own: 19 of 20.
  const progress = achievementProgress(rule, achievementStats(almost, ALL), () => ({
    completed: 19,
    total: 20,
  }));
  expect(progress).toEqual({ current: 19, target: 20, possible: true });
});

test('practice_days counts calendar days with an answer in the learner’s time zone', () => {
  const rule: AchievementRule = { type: 'practice_days', requirement: 3 };
  let progress = recordAnswer(emptyProgress(), {
    scenario: 1,
    correct: true,
    at: '2026-11-20T12:00:00Z',
  });
  progress = recordAnswer(progress, { scenario: 2, correct: true, at: '2026-11-20T18:00:00Z' });
  progress = recordAnswer(progress, { scenario: 3, correct: true, at: '2026-11-21T12:00:00Z' });
  expect(achievementStats(progress, ALL).practiceDays).toBe(2);
  expect(isAchievementUnlocked(rule, achievementStats(progress, ALL))).toBe(false);
  // 01:30 UTC on the 22nd is still the 21st in São Paulo.
  const late = recordAnswer(progress, { scenario: 4, correct: true, at: '2026-11-22T01:30:00Z' });
  expect(achievementStats(late, ALL, 'America/Sao_Paulo').practiceDays).toBe(2);
  expect(achievementStats(late, ALL, 'UTC').practiceDays).toBe(3);
  // A review on a later day of an old scenario counts that day too.
  const reviewed = recordAnswer(progress, {
    scenario: 1,
    correct: true,
    at: '2026-11-24T12:00:00Z',
  });
  expect(newlyUnlocked([{ id: 'three_days', ...rule }], reviewed, ALL)).toEqual(['three_days']);
});

test('mistakes_corrected counts scenarios missed first and right later, not first-try ones', () => {
  const rule: AchievementRule = { type: 'mistakes_corrected', requirement: 10 };
  const missed = answerAll(range(1, 12), false);
  const nine = answerAll(range(1, 9), true, missed, 30);
  expect(achievementStats(nine, ALL).corrected).toBe(9);
  expect(isAchievementUnlocked(rule, achievementStats(nine, ALL))).toBe(false);
  const ten = answerAll([10], true, nine, 60);
  expect(isAchievementUnlocked(rule, achievementStats(ten, ALL))).toBe(true);
  // Right the first time is not a correction.
  expect(achievementStats(answerAll(range(13, 40)), ALL).corrected).toBe(0);
  // Missed again after fixing: no longer counted until fixed again.
  const missedAgain = answerAll([10], false, ten, 90);
  expect(achievementStats(missedAgain, ALL).corrected).toBe(9);
});

test('reviews_remembered counts scenarios right the first time and right again when they came back', () => {
  const rule: AchievementRule = { type: 'reviews_remembered', requirement: 5 };
  const learned = answerAll(range(1, 8));
  expect(achievementStats(learned, ALL).remembered).toBe(0);
  const four = answerAll(range(1, 4), true, learned, 20);
  expect(achievementStats(four, ALL).remembered).toBe(4);
  expect(achievementProgress(rule, achievementStats(four, ALL))).toEqual({
    current: 4,
    target: 5,
    possible: true,
  });
  const five = answerAll([5], true, four, 30);
  expect(newlyUnlocked([{ id: 'good_memory', ...rule }], five, ALL)).toEqual(['good_memory']);
  // Forgotten when it came back: not remembered (until it is right again).
  const forgot = answerAll([5], false, five, 40);
  expect(achievementStats(forgot, ALL).remembered).toBe(4);
  // A mistake fixed later is a correction, not a memory.
  const fixed = answerAll([9], true, answerAll([9], false, learned, 10), 50);
  expect(achievementStats(fixed, ALL)).toMatchObject({ remembered: 0, corrected: 1 });
});
