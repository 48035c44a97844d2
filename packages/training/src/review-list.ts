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

/** One phase of the review's played scenarios. */
export type PlayedPhase<S> = { phase: number; items: ReviewItem<S>[] };

/**
 * The review's list below the mistakes (issue 26, docs/decisions/0023): only the scenarios the
 * learner has played, by phase in phase order, each phase's in number order. A scenario not played
 * yet is never listed: its title and description would give the story away before the lesson.
 * Phases with nothing played are left out.
 */
export function playedByPhase<S extends ScenarioRef>(
  scenarios: readonly S[],
  progress: Progress,
): PlayedPhase<S>[] {
  const played = reviewList(scenarios, progress).filter((item) => item.status !== 'not-done');
  return phaseNumbersOf(scenarios).flatMap((phase) => {
    const items = played.filter((item) => item.scenario.stage === phase);
    return items.length === 0 ? [] : [{ phase, items }];
  });
}
