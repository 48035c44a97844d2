// docs/product/journey.md#phase-score: the phase-complete view's score and which message it earns.
import { phaseAccuracy, type AccuracySummary } from './accuracy-summary.ts';
import { PHASE_SCORE_THRESHOLD } from './constants.ts';
import { roundedPercent } from './percent.ts';
import { scenariosOfPhase, type ScenarioRef } from './phases.ts';
import { phaseRightCount } from './progress-header.ts';
import type { Progress } from './progress.ts';

/** Which of the two messages the UI writes; the wording lives with the UI's translations. */
export type PhaseScoreMessage = 'excellent' | 'keep-practising';

export type PhaseScore = {
  /** The phase's accuracy, the header's number: right at the first try (accuracy-summary.ts). */
  percent: number;
  /**
   * The specification's phase score: the share of the phase's scenarios completed and not flagged
   * 'Revisar', rounded; it picks the message.
   */
  score: number;
  message: PhaseScoreMessage;
  summary: AccuracySummary;
};

/**
 * 80 % or more is excellent (docs/product/journey.md#phase-score: the positive-message threshold).
 */
export function phaseScoreMessage(percent: number): PhaseScoreMessage {
  return percent >= PHASE_SCORE_THRESHOLD ? 'excellent' : 'keep-practising';
}

/**
 * The phase-complete view's numbers. The percent shown is the one truth of accuracy-summary.ts
 * (docs/decisions/0022); the message follows the specification's phase score, the rounded share
 * of the phase's scenarios completed and not flagged 'Revisar' (docs/product/journey.md#phase-score).
 * Straight after a phase played through the two are the same number.
 */
export function phaseScore(
  scenarios: readonly ScenarioRef[],
  progress: Progress,
  phase: number,
): PhaseScore {
  const summary = phaseAccuracy(scenarios, progress, phase);
  const score = roundedPercent(
    phaseRightCount(scenarios, progress, phase),
    scenariosOfPhase(scenarios, phase).length,
  );
  return { percent: summary.percent ?? 0, score, message: phaseScoreMessage(score), summary };
}
