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
 * The scenario numbers an educator may use: 20 a phase, 100 for five
 * (docs/product/journey.md#phases).
 */
export const SCENARIO_NUMBER_RANGE = { min: 1, max: PHASE_COUNT * SCENARIOS_PER_PHASE } as const;

/**
 * docs/product/journey.md#phases: scenarios 1–20 are stage 1, 21–40 stage 2, 41–60 stage 3, 61–80
 * stage 4, 81+ stage 5.
 */
export function stageForNumber(scenarioNumber: number): number {
  if (!Number.isInteger(scenarioNumber) || scenarioNumber < 1) {
    throw new RangeError(`A scenario number is a positive integer, got ${scenarioNumber}`);
  }
  return Math.min(PHASE_COUNT, Math.ceil(scenarioNumber / SCENARIOS_PER_PHASE));
}

/** The scenario numbers that belong to a phase; phase 5 takes every number from 81 up. */
export function scenarioNumbersOfPhase(phase: number): { first: number; last: number } {
  if (!Number.isInteger(phase) || phase < 1 || phase > PHASE_COUNT) {
    throw new RangeError(`A phase is an integer from 1 to ${PHASE_COUNT}, got ${phase}`);
  }
  const first = (phase - 1) * SCENARIOS_PER_PHASE + 1;
  const last = phase === PHASE_COUNT ? Number.POSITIVE_INFINITY : phase * SCENARIOS_PER_PHASE;
  return { first, last };
}
