// Where the learner is: opening phases, moving on after an answer, starting over and resuming.
// Every move stamps the state with the device's time, so the newest position wins a merge.
import {
  canAdvance,
  highestUnlockedPhase,
  isPhaseComplete,
  isPhaseOpen,
  NOTHING_GIVEN,
  phaseCountOf,
  phaseStatuses,
  phaseToComplete,
  scenariosOfPhase,
  type GivenWork,
  type ScenarioRef,
} from './phases.ts';
import { isCompleted, type Progress } from './progress.ts';
import { latestOf } from './timestamps.ts';

export type Position = { phase: number; index: number };

function moveTo(progress: Progress, position: Position, at: string): Progress {
  return {
    ...progress,
    currentPhase: position.phase,
    currentScenario: position.index,
    updatedAt: latestOf(progress.updatedAt, at),
  };
}

// Opening a phase lands on its first unanswered scenario, or its first one when all are done.
function firstOpenIndex(scenarios: readonly ScenarioRef[], progress: Progress, phase: number) {
  const index = scenariosOfPhase(scenarios, phase).findIndex(
    (scenario) => !isCompleted(progress, scenario.number),
  );
  return Math.max(0, index);
}

/** The scenario the card shows; an index past the end (the content shrank) shows the last one. */
export function currentScenarioOf<S extends ScenarioRef>(
  scenarios: readonly S[],
  progress: Progress,
): S | undefined {
  const inPhase = scenariosOfPhase(scenarios, progress.currentPhase);
  return inPhase[Math.min(progress.currentScenario, inPhase.length - 1)];
}

/**
 * docs/product/journey.md#starting-and-resuming, "continue where they stopped": the first scenario
 * not yet completed in the highest unlocked phase that has scenarios (the first of that phase when
 * all are done).
 */
export function resumePoint(scenarios: readonly ScenarioRef[], progress: Progress): Position {
  for (let phase = highestUnlockedPhase(scenarios, progress); phase > 1; phase -= 1) {
    if (scenariosOfPhase(scenarios, phase).length > 0) {
      return { phase, index: firstOpenIndex(scenarios, progress, phase) };
    }
  }
  return { phase: 1, index: firstOpenIndex(scenarios, progress, 1) };
}

/** The returning learner's 'continue' button: moves to resumePoint. */
export function resume(
  scenarios: readonly ScenarioRef[],
  progress: Progress,
  at: string,
): Progress {
  return moveTo(progress, resumePoint(scenarios, progress), at);
}

/**
 * 'Começar Prática': phase 1, first scenario, streak 0; saved answers stay
 * (docs/product/journey.md#starting-and-resuming).
 */
export function startPractice(progress: Progress, at: string): Progress {
  return { ...moveTo(progress, { phase: 1, index: 0 }, at), streak: 0 };
}

export type OpenPhaseResult =
  | { ok: true; progress: Progress }
  /**
   * docs/product/journey.md#unlocking, toast 'Fase bloqueada':
   * 'Complete a Fase {requiredPhase} para desbloquear esta fase.'
   */
  | { ok: false; reason: 'locked'; requiredPhase: number };

/**
 * The phase to complete before `phase` opens, or null when it is open (docs/product/journey.md
 * #unlocking; a phase the class was given is open, docs/decisions/0053). openPhase's rule: what a
 * button says about a phase and what pressing it does come from here.
 */
export function phaseLock(
  scenarios: readonly ScenarioRef[],
  progress: Progress,
  phase: number,
  given: GivenWork = NOTHING_GIVEN,
): number | null {
  return isPhaseOpen(scenarios, progress, phase, given)
    ? null
    : phaseToComplete(scenarios, progress, phase);
}

/**
 * A numbered phase button, 'Fase Anterior', or the phase-complete view's next phase. A phase the
 * learner's class was given opens too (docs/decisions/0053).
 */
export function openPhase(
  scenarios: readonly ScenarioRef[],
  progress: Progress,
  phase: number,
  at: string,
  given: GivenWork = NOTHING_GIVEN,
): OpenPhaseResult {
  const requiredPhase = phaseLock(scenarios, progress, phase, given);
  if (requiredPhase !== null) return { ok: false, reason: 'locked', requiredPhase };
  const index = firstOpenIndex(scenarios, progress, phase);
  return { ok: true, progress: moveTo(progress, { phase, index }, at) };
}

/**
 * docs/product/journey.md#review-mode, "picking a card selects that scenario": moves to it, in its
 * phase. A scenario of a locked phase is refused like the phase button
 * (docs/product/journey.md#unlocking: phases open in order), unless the learner's class was
 * given it (docs/decisions/0053).
 */
export function openScenario(
  scenarios: readonly ScenarioRef[],
  progress: Progress,
  scenario: number,
  at: string,
  given: GivenWork = NOTHING_GIVEN,
): OpenPhaseResult {
  const target = scenarios.find((candidate) => candidate.number === scenario);
  if (!target) throw new RangeError(`There is no scenario ${scenario}`);
  if (
    !isPhaseOpen(scenarios, progress, target.stage, given) &&
    !given.scenarios.includes(scenario)
  ) {
    return {
      ok: false,
      reason: 'locked',
      requiredPhase: phaseToComplete(scenarios, progress, target.stage),
    };
  }
  const index = scenariosOfPhase(scenarios, target.stage).indexOf(target);
  return { ok: true, progress: moveTo(progress, { phase: target.stage, index }, at) };
}

export type AdvanceResult =
  | { ok: true; progress: Progress }
  /** docs/product/journey.md#advancing: both give the destructive toast 'Complete a fase atual'. */
  | { ok: false; reason: 'incomplete' | 'last-phase' }
  /**
   * The current phase is complete but the next one is still closed: a phase given by the class
   * was finished before an earlier one (docs/decisions/0053). 'Fase bloqueada', naming the phase
   * to complete.
   */
  | { ok: false; reason: 'locked'; requiredPhase: number };

/**
 * 'Próxima Fase': from a complete current phase to the next, when it is open (in order, or given
 * by the learner's class).
 */
export function advancePhase(
  scenarios: readonly ScenarioRef[],
  progress: Progress,
  at: string,
  given: GivenWork = NOTHING_GIVEN,
): AdvanceResult {
  if (!canAdvance(scenarios, progress)) {
    const complete = isPhaseComplete(scenarios, progress, progress.currentPhase);
    return { ok: false, reason: complete ? 'last-phase' : 'incomplete' };
  }
  return openPhase(scenarios, progress, progress.currentPhase + 1, at, given);
}

export type AfterAnswer = { view: 'scenario' | 'phase-complete'; progress: Progress };

/**
 * Normal mode, once the continue button is pressed (docs/product/journey.md#delays: after 500 ms).
 * The phase-complete view shows when this answer completed the phase, or when the last scenario of
 * an already complete phase was practised again; otherwise the next scenario, and from the last one
 * back to the first still unanswered.
 */
export function continueAfterAnswer(
  scenarios: readonly ScenarioRef[],
  before: Progress,
  after: Progress,
  at: string,
): AfterAnswer {
  const phase = after.currentPhase;
  const count = scenariosOfPhase(scenarios, phase).length;
  const isLast = after.currentScenario >= count - 1;
  const complete = isPhaseComplete(scenarios, after, phase);
  if (complete && (isLast || !isPhaseComplete(scenarios, before, phase))) {
    return { view: 'phase-complete', progress: after };
  }
  const index = isLast ? firstOpenIndex(scenarios, after, phase) : after.currentScenario + 1;
  return { view: 'scenario', progress: moveTo(after, { phase, index }, at) };
}

/** What the phase-complete view offers after a phase: the next one, and what it waits for. */
export type AfterPhase = {
  /** The next phase, or null after the last. */
  next: number | null;
  /**
   * The phase to complete first, or null when nothing waits: the next phase's lock (phaseLock,
   * so the label says what pressing 'Próxima Fase' does), or after the last phase the first one
   * still unfinished (class work can finish a phase before an earlier one, docs/decisions/0053).
   */
  waitsFor: number | null;
};

/** The phase-complete view's next step after `phase` (docs/product/journey.md#advancing). */
export function afterPhase(
  scenarios: readonly ScenarioRef[],
  progress: Progress,
  phase: number,
  given: GivenWork = NOTHING_GIVEN,
): AfterPhase {
  const next = phase < phaseCountOf(scenarios) ? phase + 1 : null;
  if (next !== null) return { next, waitsFor: phaseLock(scenarios, progress, next, given) };
  const unfinished = phaseStatuses(scenarios, progress, given).find((status) => !status.complete);
  return { next, waitsFor: unfinished?.phase ?? null };
}
