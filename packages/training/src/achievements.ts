// docs/product/journey.md#achievements: each unlocks once its rule holds, automatically, and stays
// unlocked.
import type { Achievement } from '@ths/content-model/bundle-schema';
import { achievementUnion } from './merge.ts';
import { completedIds, correctAnswers, reviewedCount, type Progress } from './progress.ts';

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
};

/** The stats of a learner's state against a set of `totalScenarios` scenarios. */
export function achievementStats(progress: Progress, totalScenarios: number): AchievementStats {
  return {
    completed: completedIds(progress).length,
    correct: correctAnswers(progress),
    total: totalScenarios,
    streak: progress.streak,
    reviewed: reviewedCount(progress),
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
  }
}

/** Ids of the achievements whose rule holds now and that the learner does not have yet. */
export function newlyUnlocked(
  achievements: readonly Pick<Achievement, 'id' | 'type' | 'requirement'>[],
  progress: Progress,
  totalScenarios: number,
): string[] {
  const stats = achievementStats(progress, totalScenarios);
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

export type AchievementProgress = { current: number; target: number };

/**
 * 'Progresso: current/target' on a locked card; the card shows it only when current is above 0.
 * perfect_score counts against the whole set, the number its rule really needs.
 */
export function achievementProgress(
  achievement: AchievementRule,
  stats: AchievementStats,
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
    }
  })();
  return { current: Math.min(value, target), target };
}
