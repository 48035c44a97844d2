// docs/product/journey.md#phases and #unlocking: which scenarios a phase holds, when it opens and
// when it is complete.
import type { Scenario } from '@ths/content-model/bundle-schema';
import { PHASE_COUNT } from './constants.ts';
import { isCompleted, type Progress } from './progress.ts';

/** What the rules need of a scenario; the functions return the caller's full objects. */
export type ScenarioRef = Pick<Scenario, 'number' | 'stage'>;

/**
 * A phase's scenarios in number order; the stage is derived from the number
 * (docs/product/journey.md#phases).
 */
export function scenariosOfPhase<S extends ScenarioRef>(
  scenarios: readonly S[],
  phase: number,
): S[] {
  return scenarios
    .filter((scenario) => scenario.stage === phase)
    .sort((a, b) => a.number - b.number);
}

/** How many of a phase's scenarios have been answered at least once. */
export function phaseCompletedCount(
  scenarios: readonly ScenarioRef[],
  progress: Progress,
  phase: number,
): number {
  return scenariosOfPhase(scenarios, phase).filter((scenario) =>
    isCompleted(progress, scenario.number),
  ).length;
}

/**
 * docs/product/journey.md#advancing: complete when the completed count reaches the number of its
 * scenarios.
 */
export function isPhaseComplete(
  scenarios: readonly ScenarioRef[],
  progress: Progress,
  phase: number,
): boolean {
  return (
    phaseCompletedCount(scenarios, progress, phase) === scenariosOfPhase(scenarios, phase).length
  );
}

/**
 * docs/product/journey.md#unlocking: phase 1 is always open; phase N opens when every scenario of
 * N-1 is completed. Also requires N-1 itself to be open, because the review list lets a learner
 * answer scenarios of a locked phase, and a finished phase 2 must not open phase 3 while phase 2 is
 * still locked.
 */
export function isPhaseUnlocked(
  scenarios: readonly ScenarioRef[],
  progress: Progress,
  phase: number,
): boolean {
  if (!Number.isInteger(phase) || phase < 1 || phase > PHASE_COUNT) return false;
  for (let previous = 1; previous < phase; previous += 1) {
    if (!isPhaseComplete(scenarios, progress, previous)) return false;
  }
  return true;
}

/**
 * Whether the learner may open scenario `number` now: it is in the content and its phase is
 * unlocked. The review list's flagged scenarios and the due ones offer only these.
 */
export function isScenarioOpen(
  scenarios: readonly ScenarioRef[],
  progress: Progress,
  number: number,
): boolean {
  const scenario = scenarios.find((candidate) => candidate.number === number);
  return scenario !== undefined && isPhaseUnlocked(scenarios, progress, scenario.stage);
}

/** The highest phase the learner may open. */
export function highestUnlockedPhase(
  scenarios: readonly ScenarioRef[],
  progress: Progress,
): number {
  let phase = 1;
  while (phase < PHASE_COUNT && isPhaseUnlocked(scenarios, progress, phase + 1)) phase += 1;
  return phase;
}

/**
 * docs/product/journey.md#advancing: 'Próxima Fase' works when the current phase is complete and is
 * not the last one.
 */
export function canAdvance(scenarios: readonly ScenarioRef[], progress: Progress): boolean {
  return (
    progress.currentPhase < PHASE_COUNT &&
    isPhaseComplete(scenarios, progress, progress.currentPhase)
  );
}

export type PhaseStatus = { phase: number; unlocked: boolean; complete: boolean; current: boolean };

/** The five numbered phase buttons of the phase page. */
export function phaseStatuses(
  scenarios: readonly ScenarioRef[],
  progress: Progress,
): PhaseStatus[] {
  return Array.from({ length: PHASE_COUNT }, (_, index) => {
    const phase = index + 1;
    return {
      phase,
      unlocked: isPhaseUnlocked(scenarios, progress, phase),
      complete: isPhaseComplete(scenarios, progress, phase),
      current: phase === progress.currentPhase,
    };
  });
}
