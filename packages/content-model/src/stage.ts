export const PHASE_COUNT = 5;
export const PHASE_NUMBERS = [1, 2, 3, 4, 5] as const;
export const SCENARIOS_PER_PHASE = 20;

/**
 * The scenario numbers an educator may use: the set is 100 scenarios
 * (docs/product/journey.md#phases).
 */
export const SCENARIO_NUMBER_RANGE = { min: 1, max: 100 } as const;

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
