// docs/product/journey.md#review-mode: what the learner has answered, with its badge, mistakes
// first, and the mistakes practised in sets.
import { DUE_SET_SIZE } from './constants.ts';
import { isScenarioOpen, phaseNumbersOf, type ScenarioRef } from './phases.ts';
import { incorrectIds, isCompleted, isFlagged, type Progress } from './progress.ts';

/** docs/product/journey.md#review-mode: the UI shows 'Completo' / 'Revisar'. */
export type ReviewStatus = 'completed' | 'flagged';

export type ReviewItem<S> = { scenario: S; status: ReviewStatus };

/** Where one answered scenario stands in review; null for one not answered yet. */
export function reviewStatus(progress: Progress, scenario: number): ReviewStatus | null {
  if (isFlagged(progress, scenario)) return 'flagged';
  return isCompleted(progress, scenario) ? 'completed' : null;
}

/** Flagged scenarios the learner may open now, in number order. */
export function flaggedOpen(scenarios: readonly ScenarioRef[], progress: Progress): number[] {
  return incorrectIds(progress).filter((number) => isScenarioOpen(scenarios, progress, number));
}

/**
 * 'Praticar os N em sequência': the next set of mistakes, at most as many as a set of 'Para
 * revisar hoje' (DUE_SET_SIZE), so a child can finish it and reach its closing card
 * (docs/decisions/0068).
 */
export function flaggedSet(scenarios: readonly ScenarioRef[], progress: Progress): number[] {
  return flaggedOpen(scenarios, progress).slice(0, DUE_SET_SIZE);
}

/** One phase of the review's list below the mistakes. */
export type ReviewPhaseItems<S> = { phase: number; current: boolean; items: ReviewItem<S>[] };

/**
 * The review's list below the mistakes (docs/decisions/0023, 0068), by phase in phase order, each
 * phase's in number order: only what the learner has answered. A scenario not played yet is never
 * listed, not even in the current phase: its title and description would tell the story before
 * the lesson does (docs/product/journey.md#review-mode). Phases with nothing to list are left out.
 */
export function reviewByPhase<S extends ScenarioRef>(
  scenarios: readonly S[],
  progress: Progress,
): ReviewPhaseItems<S>[] {
  const played = [...scenarios]
    .sort((a, b) => a.number - b.number)
    .flatMap((scenario) => {
      const status = reviewStatus(progress, scenario.number);
      return status === null ? [] : [{ scenario, status }];
    });
  return phaseNumbersOf(scenarios).flatMap((phase) => {
    const items = played.filter((item) => item.scenario.stage === phase);
    return items.length === 0 ? [] : [{ phase, current: phase === progress.currentPhase, items }];
  });
}
