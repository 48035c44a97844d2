// docs/product/journey.md#review-mode: every scenario with its badge and button, and the warning
// count.
import { isScenarioOpen, phaseNumbersOf, type ScenarioRef } from './phases.ts';
import { incorrectIds, isCompleted, isFlagged, type Progress } from './progress.ts';

/**
 * docs/product/journey.md#review-mode, a scenario in review. The UI shows 'Completo' / 'Revisar'
 * (no badge when not done).
 */
export type ReviewStatus = 'completed' | 'flagged' | 'not-done';

/** The UI shows 'Praticar Novamente' / 'Começar'. */
export type ReviewAction = 'practise-again' | 'start';

export type ReviewItem<S> = { scenario: S; status: ReviewStatus; action: ReviewAction };

/** Where one scenario stands in the review list. */
export function reviewStatus(progress: Progress, scenario: number): ReviewStatus {
  if (isFlagged(progress, scenario)) return 'flagged';
  return isCompleted(progress, scenario) ? 'completed' : 'not-done';
}

/** All scenarios in number order, each with its badge and button. */
export function reviewList<S extends ScenarioRef>(
  scenarios: readonly S[],
  progress: Progress,
): ReviewItem<S>[] {
  return [...scenarios]
    .sort((a, b) => a.number - b.number)
    .map((scenario) => {
      const status = reviewStatus(progress, scenario.number);
      return { scenario, status, action: status === 'not-done' ? 'start' : 'practise-again' };
    });
}

/** Flagged scenarios the learner may open now, in number order. */
export function flaggedOpen(scenarios: readonly ScenarioRef[], progress: Progress): number[] {
  return incorrectIds(progress).filter((number) => isScenarioOpen(scenarios, progress, number));
}

/** One phase of the review's list below the mistakes. */
export type ReviewPhaseItems<S> = { phase: number; current: boolean; items: ReviewItem<S>[] };

/**
 * The review's list below the mistakes (docs/decisions/0023), by phase in phase order, each
 * phase's in number order. The learner's current phase lists all its scenarios, each with its
 * badge and 'Praticar Novamente' or 'Começar' (the review rule of docs/product/journey.md). Any
 * other phase lists only what the learner has played: a later phase's scenarios would give its
 * stories away, and a finished phase has nothing left to start. Phases with nothing to list are
 * left out.
 */
export function reviewByPhase<S extends ScenarioRef>(
  scenarios: readonly S[],
  progress: Progress,
): ReviewPhaseItems<S>[] {
  const all = reviewList(scenarios, progress);
  return phaseNumbersOf(scenarios).flatMap((phase) => {
    const current = phase === progress.currentPhase;
    const items = all.filter(
      (item) => item.scenario.stage === phase && (current || item.status !== 'not-done'),
    );
    return items.length === 0 ? [] : [{ phase, current, items }];
  });
}
