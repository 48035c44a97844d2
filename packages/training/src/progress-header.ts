// docs/product/journey.md#accuracy: 'Progresso: X de Y cenários', 'N% de acertos' and the bar, with
// the rule of docs/decisions/0008 ("numbers that agree"): every number on a phase's way is about
// that phase, and its accuracy is the very number the phase-complete view shows at the end.
import { roundedPercent } from './percent.ts';
import { phaseCompletedCount, scenariosOfPhase, type ScenarioRef } from './phases.ts';
import { isCompleted, isFlagged, type Progress } from './progress.ts';

export type ProgressHeader = {
  /** X: completed scenarios of the current phase. */
  completed: number;
  /** Y: scenarios in the current phase. */
  total: number;
  /** The bar's value, X / Y × 100, not rounded; 0 for an empty phase. */
  percent: number;
  /**
   * 'N% de acertos': of this phase's answered scenarios, the share whose answer now stands right
   * (answered and not flagged 'Revisar'); 0 before any answer (docs/product/journey.md#accuracy).
   * Once the phase is complete it equals phaseScore, so the header and the phase-complete view
   * never disagree.
   */
  accuracy: number;
  /** The right ones behind the accuracy, so the screen can say "16 de 20 certos". */
  right: number;
};

/** The number of a phase's scenarios answered and not flagged 'Revisar'. */
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
  const right = phaseRightCount(scenarios, progress, phase);
  return {
    completed,
    total,
    percent: total === 0 ? 0 : (completed / total) * 100,
    accuracy: roundedPercent(right, completed),
    right,
  };
}
