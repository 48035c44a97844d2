import { mergeProgress } from '@ths/training/merge';
import type { Progress } from '@ths/training/progress';

/**
 * `mine` with everything `theirs` adds (answers, achievements, reviews from another tab or a
 * save's reply), while this screen stays where the learner is: the position, streak and their
 * timestamp are this tab's own.
 */
export function keepOwnPosition(mine: Progress, theirs: Progress): Progress {
  const merged = mergeProgress(mine, theirs);
  return {
    ...merged,
    currentPhase: mine.currentPhase,
    currentScenario: mine.currentScenario,
    streak: mine.streak,
    updatedAt: mine.updatedAt,
  };
}
