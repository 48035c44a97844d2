// The scenario lists of "Cenários por fase" (structure.ts), as GROQ filters and their parameters,
// apart from the Studio so that a test runs them on documents (docs/decisions/0055).
import {
  PHASE_NUMBERS,
  SHIPPED_SCENARIO_COUNT,
  scenarioNumbersOfPhase,
} from '@ths/content-model/stage';

/**
 * A phase's list: its shipped numbers (1–20 … 81–100), then the school's scenarios (101 on)
 * whose stage is that phase; the list orders them by number.
 */
export const PHASE_LIST_FILTER =
  '_type == "scenario" && ((number >= $first && number <= $last) || (number > $shipped && stage == $phase))';

export function phaseList(phase: number) {
  const { first, last } = scenarioNumbersOfPhase(phase);
  return {
    title: `Fase ${phase} (cenários ${first}–${last} e os da escola)`,
    params: { first, last, shipped: SHIPPED_SCENARIO_COUNT, phase },
  };
}

/** Scenarios in no phase's list: no number yet, or a school's scenario without a valid phase. */
export const UNLISTED_FILTER =
  '_type == "scenario" && (!defined(number) || (number > $shipped && !(stage in $phases)))';

export const UNLISTED_PARAMS = { shipped: SHIPPED_SCENARIO_COUNT, phases: [...PHASE_NUMBERS] };
