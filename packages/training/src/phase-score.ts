// docs/product/journey.md#phase-score: the phase-complete view's score and which message it earns.
import { PHASE_SCORE_THRESHOLD } from './constants.ts';
import { roundedPercent } from './percent.ts';
import { scenariosOfPhase, type ScenarioRef } from './phases.ts';
import { phaseRightCount } from './progress-header.ts';
import type { Progress } from './progress.ts';

/** Which of the two messages the UI writes; the wording lives with the UI's translations. */
export type PhaseScoreMessage = 'excellent' | 'keep-practising';

export type PhaseScore = { percent: number; message: PhaseScoreMessage };

/**
 * 80 % or more is excellent (docs/product/journey.md#phase-score: the positive-message threshold).
 */
export function phaseScoreMessage(percent: number): PhaseScoreMessage {
  return percent >= PHASE_SCORE_THRESHOLD ? 'excellent' : 'keep-practising';
}

/** Rounded percentage of the phase's scenarios that are completed and not flagged 'Revisar'. */
export function phaseScore(
  scenarios: readonly ScenarioRef[],
  progress: Progress,
  phase: number,
): PhaseScore {
  const percent = roundedPercent(
    phaseRightCount(scenarios, progress, phase),
    scenariosOfPhase(scenarios, phase).length,
  );
  return { percent, message: phaseScoreMessage(percent) };
}
