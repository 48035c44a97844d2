// docs/product/journey.md#phases and #unlocking: which scenarios a phase holds, when it opens and
// when it is complete.
import type { Scenario } from '@ths/content-model/bundle-schema';
import { isCompleted, type Progress } from './progress.ts';

/** What the rules need of a scenario; the functions return the caller's full objects. */
export type ScenarioRef = Pick<Scenario, 'number' | 'stage'>;

/**
 * How many phases the content has: the highest stage of its scenarios. The content decides it
 * (a phase is added in the Studio), so no rule here assumes five (docs/decisions/0020).
 */
export function phaseCountOf(scenarios: readonly ScenarioRef[]): number {
  return scenarios.reduce((highest, scenario) => Math.max(highest, scenario.stage), 0);
}

/** The content's phases, 1 to phaseCountOf(scenarios), in order. */
export function phaseNumbersOf(scenarios: readonly ScenarioRef[]): number[] {
  return Array.from({ length: phaseCountOf(scenarios) }, (_, index) => index + 1);
}

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
 * N-1 is completed. Also requires N-1 itself to be open: a phase can be complete while locked
 * (content added before it, answers merged from another device), and a finished phase 2 must not
 * open phase 3 while phase 2 is still locked.
 */
export function isPhaseUnlocked(
  scenarios: readonly ScenarioRef[],
  progress: Progress,
  phase: number,
): boolean {
  if (!Number.isInteger(phase) || phase < 1 || phase > phaseCountOf(scenarios)) return false;
  for (let previous = 1; previous < phase; previous += 1) {
    if (!isPhaseComplete(scenarios, progress, previous)) return false;
  }
  return true;
}

/**
 * The phase a locked-phase notice names: phase N-1, as the specification's 'Complete a Fase N-1
 * para desbloquear esta fase.' says. With class work, N-1 may already be complete while an
 * earlier phase is not (docs/decisions/0053); then that earlier phase is the one to complete.
 */
export function phaseToComplete(
  scenarios: readonly ScenarioRef[],
  progress: Progress,
  phase: number,
): number {
  const before = Math.max(1, phase - 1);
  if (!isPhaseComplete(scenarios, progress, before)) return before;
  for (let earlier = 1; earlier < before; earlier += 1) {
    if (!isPhaseComplete(scenarios, progress, earlier)) return earlier;
  }
  return before;
}

/**
 * What the learner's class work opens whatever the order of the phases (docs/decisions/0053): the
 * phases an educator gave the class, and each scenario of the work given (a skill's scenarios
 * span several phases). Nothing, for a learner in no class.
 */
export type GivenWork = { phases: readonly number[]; scenarios: readonly number[] };

export const NOTHING_GIVEN: GivenWork = { phases: [], scenarios: [] };

/**
 * Where a phase stands for the learner, one truth for every place that shows a phase and for what
 * pressing it does (docs/decisions/0068): 'done' once every scenario is answered (a finished phase
 * never shows a padlock and always opens again), 'open' when unlocked in order or given by the
 * learner's class (docs/decisions/0053), otherwise 'locked'.
 */
export type PhaseState = 'done' | 'open' | 'locked';

export function phaseState(
  scenarios: readonly ScenarioRef[],
  progress: Progress,
  phase: number,
  given: GivenWork = NOTHING_GIVEN,
): PhaseState {
  if (!Number.isInteger(phase) || phase < 1 || phase > phaseCountOf(scenarios)) return 'locked';
  const hasScenarios = scenariosOfPhase(scenarios, phase).length > 0;
  if (hasScenarios && isPhaseComplete(scenarios, progress, phase)) return 'done';
  return isPhaseUnlocked(scenarios, progress, phase) || given.phases.includes(phase)
    ? 'open'
    : 'locked';
}

/** A phase the learner may open: done, unlocked in order, or given by their class (phaseState). */
export function isPhaseOpen(
  scenarios: readonly ScenarioRef[],
  progress: Progress,
  phase: number,
  given: GivenWork = NOTHING_GIVEN,
): boolean {
  return phaseState(scenarios, progress, phase, given) !== 'locked';
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
  while (phase < phaseCountOf(scenarios) && isPhaseUnlocked(scenarios, progress, phase + 1))
    phase += 1;
  return phase;
}

/**
 * docs/product/journey.md#advancing: 'Próxima Fase' works when the current phase is complete and is
 * not the last one.
 */
export function canAdvance(scenarios: readonly ScenarioRef[], progress: Progress): boolean {
  return (
    progress.currentPhase < phaseCountOf(scenarios) &&
    isPhaseComplete(scenarios, progress, progress.currentPhase)
  );
}

export type PhaseStatus = {
  phase: number;
  state: PhaseState;
  /** The button opens the phase: `state` is not 'locked'. */
  unlocked: boolean;
  complete: boolean;
  current: boolean;
};

/**
 * Every phase of the content with its state (phaseState): the home's path and the phase page's
 * numbered buttons draw their label and their action from the same entry.
 */
export function phaseStatuses(
  scenarios: readonly ScenarioRef[],
  progress: Progress,
  given: GivenWork = NOTHING_GIVEN,
): PhaseStatus[] {
  return phaseNumbersOf(scenarios).map((phase) => {
    const state = phaseState(scenarios, progress, phase, given);
    return {
      phase,
      state,
      unlocked: state !== 'locked',
      complete: state === 'done',
      current: phase === progress.currentPhase,
    };
  });
}
