// docs/product/journey.md#achievements: each unlocks once its rule holds, automatically, and stays
// unlocked.
import type { Achievement } from '@ths/content-model/bundle-schema';
import { achievementUnion } from './merge.ts';
import { isPhaseComplete, phaseNumbersOf, type ScenarioRef } from './phases.ts';
import {
  completedIds,
  correctAnswers,
  resultEntries,
  reviewedCount,
  type Progress,
} from './progress.ts';
import { localDate } from './week-challenge.ts';

export type AchievementRule = Pick<Achievement, 'type' | 'requirement'>;

/** The numbers the rules read, over the whole scenario set. */
export type AchievementStats = {
  completed: number;
  /** Right on the first attempt. */
  correct: number;
  /** Scenarios in the content bundle. */
  total: number;
  streak: number;
  reviewed: number;
  /** The phases whose every scenario was answered (docs/decisions/0025). */
  phasesCompleted: readonly number[];
  /** Calendar days, in the learner's time zone, with at least one answer. */
  practiceDays: number;
  /** Scenarios missed the first time and answered right later: mistakes corrected in review. */
  corrected: number;
  /**
   * Scenarios right the first time and right again when they came back later (a spaced review or
   * review mode): remembered, not just known once.
   */
  remembered: number;
  /** Whether some scenario was missed the first time: then perfect_score can never hold. */
  missedFirstTime: boolean;
};

// The days a learner practised: every answer's time the progress keeps (the first and the latest
// attempt at each scenario, the latest spaced review), as calendar days where the learner is.
function practiceDaysOf(progress: Progress, timeZone: string): number {
  const days = new Set<string>();
  for (const [, result] of resultEntries(progress)) {
    days.add(localDate(result.firstAt, timeZone));
    days.add(localDate(result.lastAt, timeZone));
  }
  for (const card of Object.values(progress.schedule)) {
    days.add(localDate(card.lastReview, timeZone));
  }
  return days.size;
}

/**
 * The stats of a learner's state against the content's scenarios; days are counted in
 * `timeZone` (an IANA name; UTC when not given).
 */
export function achievementStats(
  progress: Progress,
  scenarios: readonly ScenarioRef[],
  timeZone = 'UTC',
): AchievementStats {
  const results = resultEntries(progress).map(([, result]) => result);
  return {
    completed: completedIds(progress).length,
    correct: correctAnswers(progress),
    total: scenarios.length,
    streak: progress.streak,
    reviewed: reviewedCount(progress),
    phasesCompleted: phaseNumbersOf(scenarios).filter((phase) =>
      isPhaseComplete(scenarios, progress, phase),
    ),
    practiceDays: practiceDaysOf(progress, timeZone),
    corrected: results.filter((result) => !result.firstCorrect && result.lastCorrect).length,
    remembered: resultEntries(progress).filter(
      ([number, result]) =>
        result.firstCorrect && result.lastCorrect && (progress.schedule[number]?.reps ?? 0) >= 2,
    ).length,
    missedFirstTime: results.some((result) => !result.firstCorrect),
  };
}

/** docs/product/journey.md#achievements: whether the rule holds now. */
export function isAchievementUnlocked(
  achievement: AchievementRule,
  stats: AchievementStats,
): boolean {
  switch (achievement.type) {
    case 'scenarios_completed':
      return stats.completed >= achievement.requirement;
    case 'perfect_score':
      // docs/product/journey.md#achievements: the whole set, right on the first try; its
      // requirement is not read.
      return stats.total > 0 && stats.completed === stats.total && stats.correct === stats.total;
    case 'streak':
      return stats.streak >= achievement.requirement;
    case 'review':
      return stats.reviewed >= achievement.requirement;
    case 'phase_completed':
      // The requirement names the phase.
      return stats.phasesCompleted.includes(achievement.requirement);
    case 'practice_days':
      return stats.practiceDays >= achievement.requirement;
    case 'mistakes_corrected':
      return stats.corrected >= achievement.requirement;
    case 'reviews_remembered':
      return stats.remembered >= achievement.requirement;
  }
}

/** Ids of the achievements whose rule holds now and that the learner does not have yet. */
export function newlyUnlocked(
  achievements: readonly Pick<Achievement, 'id' | 'type' | 'requirement'>[],
  progress: Progress,
  scenarios: readonly ScenarioRef[],
  timeZone = 'UTC',
): string[] {
  const stats = achievementStats(progress, scenarios, timeZone);
  const owned = new Set(progress.unlockedAchievements);
  return achievements
    .filter(
      (achievement) => !owned.has(achievement.id) && isAchievementUnlocked(achievement, stats),
    )
    .map((achievement) => achievement.id);
}

/** The state with these achievements added; the list only grows, like the stored one. */
export function unlockAchievements(progress: Progress, ids: readonly string[]): Progress {
  return {
    ...progress,
    unlockedAchievements: achievementUnion(progress.unlockedAchievements, ids),
  };
}

/**
 * `possible` is false once the rule can never hold (perfect_score after a first-try mistake): the
 * card then shows no counter but a kind word (issue 26, docs/decisions/0025).
 */
export type AchievementProgress = { current: number; target: number; possible: boolean };

/**
 * 'Progresso: current/target' on a locked card; the card shows it only when current is above 0
 * and the achievement is still possible. perfect_score counts against the whole set, the number
 * its rule really needs; phase_completed counts the phase's scenarios answered.
 */
export function achievementProgress(
  achievement: AchievementRule,
  stats: AchievementStats,
  phaseProgress: (phase: number) => { completed: number; total: number } = () => ({
    completed: 0,
    total: 1,
  }),
): AchievementProgress {
  const [value, target] = ((): [number, number] => {
    switch (achievement.type) {
      case 'scenarios_completed':
        return [stats.completed, achievement.requirement];
      case 'perfect_score':
        return [stats.correct, stats.total];
      case 'streak':
        return [stats.streak, achievement.requirement];
      case 'review':
        return [stats.reviewed, achievement.requirement];
      case 'phase_completed': {
        const phase = phaseProgress(achievement.requirement);
        return [phase.completed, phase.total];
      }
      case 'practice_days':
        return [stats.practiceDays, achievement.requirement];
      case 'mistakes_corrected':
        return [stats.corrected, achievement.requirement];
      case 'reviews_remembered':
        return [stats.remembered, achievement.requirement];
    }
  })();
  const possible = achievement.type !== 'perfect_score' || !stats.missedFirstTime;
  return { current: Math.min(value, target), target, possible };
}
