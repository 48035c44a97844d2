// docs/product/journey.md#accuracy: 'Progresso: X de Y cenários', 'N% de acertos' and the bar, with
// the rule of docs/decisions/0008 ("numbers that agree"): every number on a phase's way is about
// that phase, and its accuracy is the very number the phase-complete view and the educator read
// (accuracy-summary.ts, docs/decisions/0022).
import { phaseAccuracy, type AccuracySummary } from './accuracy-summary.ts';
import { phaseCompletedCount, scenariosOfPhase, type ScenarioRef } from './phases.ts';
import { completedIds, isCompleted, isFlagged, type Progress } from './progress.ts';

export type ProgressHeader = {
  /** X: completed scenarios of the current phase. */
  completed: number;
  /** Y: scenarios in the current phase. */
  total: number;
  /** The bar's value, X / Y × 100, not rounded; 0 for an empty phase. */
  percent: number;
  /**
   * 'N% de acertos': of this phase's answered scenarios, the share right at the first try; 0
   * before any answer (docs/product/journey.md#accuracy). The phase-complete view shows the same
   * number (accuracySummary), so the two never disagree.
   */
  accuracy: number;
  /** The counts behind it: "16 de 20 de primeira · 4 corrigidos depois". */
  summary: AccuracySummary;
  /**
   * A phase opened after answers elsewhere, with none in it yet: the screen says it has not
   * started rather than "0%", which reads as a grade of zero (docs/decisions/0022). With nothing
   * answered at all the specification's 'N% de acertos' shows 0.
   */
  notStarted: boolean;
};

/**
 * The number of a phase's scenarios answered and not flagged 'Revisar': the specification's phase
 * score, which picks the phase-complete message (phase-score.ts).
 */
export function phaseRightCount(
  scenarios: readonly ScenarioRef[],
  progress: Progress,
  phase: number,
): number {
  return scenariosOfPhase(scenarios, phase).filter(
    (scenario) => isCompleted(progress, scenario.number) && !isFlagged(progress, scenario.number),
  ).length;
}

/** The phase page's progress header for the current phase. */
export function progressHeader(
  scenarios: readonly ScenarioRef[],
  progress: Progress,
): ProgressHeader {
  const phase = progress.currentPhase;
  const completed = phaseCompletedCount(scenarios, progress, phase);
  const total = scenariosOfPhase(scenarios, phase).length;
  const summary = phaseAccuracy(scenarios, progress, phase);
  return {
    completed,
    total,
    percent: total === 0 ? 0 : (completed / total) * 100,
    accuracy: summary.percent ?? 0,
    summary,
    notStarted: summary.answered === 0 && completedIds(progress).length > 0,
  };
}
