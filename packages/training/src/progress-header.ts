// Spec §2 and DECISIONS: 'Progresso: X de Y cenários', 'N% de acertos' and the bar.
import { phaseCompletedCount, scenariosOfPhase, type ScenarioRef } from './phases.ts';
import { accuracy, type Progress } from './progress.ts';

export type ProgressHeader = {
  /** X: completed scenarios of the current phase. */
  completed: number;
  /** Y: scenarios in the current phase. */
  total: number;
  /** The bar's value, X / Y × 100, not rounded; 0 for an empty phase. */
  percent: number;
  /** 'N% de acertos': first-attempt correct over completed, over the whole set. */
  accuracy: number;
};

/** The phase page's progress header for the current phase. */
export function progressHeader(
  scenarios: readonly ScenarioRef[],
  progress: Progress,
): ProgressHeader {
  const completed = phaseCompletedCount(scenarios, progress, progress.currentPhase);
  const total = scenariosOfPhase(scenarios, progress.currentPhase).length;
  return {
    completed,
    total,
    percent: total === 0 ? 0 : (completed / total) * 100,
    accuracy: accuracy(progress),
  };
}
