/**
 * The phases the content may have: the one list to change for a new phase (then add its phase
 * document in the Studio; the compiler names what else needs one, such as its drawing, and
 * docs/decisions/0020 lists the rest). The app and the engine count the phases of the content
 * they are given, never this list.
 */
export const PHASE_NUMBERS = [1, 2, 3, 4, 5] as const;
export type PhaseNumber = (typeof PHASE_NUMBERS)[number];
export const PHASE_COUNT = PHASE_NUMBERS.length;
export const SCENARIOS_PER_PHASE = 20;

/**
 * The specification's set: scenarios 1 to 100, 20 a phase (docs/product/journey.md#phases). Their
 * phase follows from their number. A number above it is a scenario a school added, whose phase is
 * its own `stage` (docs/decisions/0055).
 */
export const SHIPPED_SCENARIO_COUNT = PHASE_COUNT * SCENARIOS_PER_PHASE;

/**
 * The highest scenario number: the database keeps at most 1,000 answered scenarios per learner
 * (supabase/migrations/20261125140000_bounded_progress.sql), so content larger than that could
 * not be finished (docs/decisions/0055).
 */
export const MAX_SCENARIO_NUMBER = 1000;

/** The scenario numbers an educator may use: the shipped 100, then the school's own. */
export const SCENARIO_NUMBER_RANGE = { min: 1, max: MAX_SCENARIO_NUMBER } as const;

/**
 * docs/product/journey.md#phases: scenarios 1–20 are stage 1, 21–40 stage 2, 41–60 stage 3, 61–80
 * stage 4, 81+ stage 5. For a school's scenario (above 100) this is only the specification's
 * default: its own `stage` decides (fixedStageOf, docs/decisions/0055).
 */
export function stageForNumber(scenarioNumber: number): number {
  if (!Number.isInteger(scenarioNumber) || scenarioNumber < 1) {
    throw new RangeError(`A scenario number is a positive integer, got ${scenarioNumber}`);
  }
  return Math.min(PHASE_COUNT, Math.ceil(scenarioNumber / SCENARIOS_PER_PHASE));
}

/** Whether `value` numbers a scenario a school added: above the shipped 100 (decision 0055). */
export function isSchoolScenarioNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value > SHIPPED_SCENARIO_COUNT;
}

/**
 * The phase the number fixes: for 1 to 100, the specification's; undefined for a school's
 * scenario (its phase is chosen) and for a value that is no scenario number.
 */
export function fixedStageOf(value: unknown): number | undefined {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 1) return undefined;
  return isSchoolScenarioNumber(value) ? undefined : stageForNumber(value);
}

/**
 * The phase of a new scenario numbered `scenarioNumber`, created from the list of `listPhase`:
 * the number's phase when it fixes one (a free number among the shipped 100 fills that hole
 * wherever it was created from), otherwise the list's (docs/decisions/0055).
 */
export function stageOfNewScenario(scenarioNumber: number, listPhase: number): number {
  return fixedStageOf(scenarioNumber) ?? listPhase;
}

/**
 * The shipped scenario numbers of a phase (1–20 … 81–100); a phase's list also shows the school's
 * scenarios whose stage is that phase.
 */
export function scenarioNumbersOfPhase(phase: number): { first: number; last: number } {
  if (!Number.isInteger(phase) || phase < 1 || phase > PHASE_COUNT) {
    throw new RangeError(`A phase is an integer from 1 to ${PHASE_COUNT}, got ${phase}`);
  }
  return { first: (phase - 1) * SCENARIOS_PER_PHASE + 1, last: phase * SCENARIOS_PER_PHASE };
}
