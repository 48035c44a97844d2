import { expect, test } from 'vitest';
import {
  PHASE_COUNT,
  PHASE_NUMBERS,
  SCENARIO_NUMBER_RANGE,
  scenarioNumbersOfPhase,
  stageForNumber,
} from './stage.ts';

test.each([
  [1, 1],
  [20, 1],
  [21, 2],
  [40, 2],
  [41, 3],
  [60, 3],
  [61, 4],
  [80, 4],
  [81, 5],
  [100, 5],
  [101, 5],
  [1000, 5],
])('scenario %i belongs to stage %i', (scenarioNumber, stage) => {
  expect(stageForNumber(scenarioNumber)).toBe(stage);
});

test.each([0, -1, 2.5, Number.NaN, Number.POSITIVE_INFINITY])(
  'stageForNumber(%s) throws a RangeError naming the number',
  (scenarioNumber) => {
    expect(() => stageForNumber(scenarioNumber)).toThrow(RangeError);
    expect(() => stageForNumber(scenarioNumber)).toThrow(String(scenarioNumber));
  },
);

test.each([
  [1, 1, 20],
  [2, 21, 40],
  [3, 41, 60],
  [4, 61, 80],
  [5, 81, Number.POSITIVE_INFINITY],
])('phase %i holds scenarios %i to %s', (phase, first, last) => {
  expect(scenarioNumbersOfPhase(phase)).toEqual({ first, last });
});

test('every phase starts and ends on numbers that stageForNumber puts in that phase', () => {
  for (const phase of PHASE_NUMBERS) {
    const { first, last } = scenarioNumbersOfPhase(phase);
    expect(stageForNumber(first)).toBe(phase);
    if (phase > 1) expect(stageForNumber(first - 1)).toBe(phase - 1);
    if (Number.isFinite(last)) expect(stageForNumber(last + 1)).toBe(phase + 1);
  }
});

test('the phase numbers are 1 to PHASE_COUNT and the scenario range is 1 to 100', () => {
  expect(PHASE_NUMBERS).toEqual(Array.from({ length: PHASE_COUNT }, (_, index) => index + 1));
  expect(SCENARIO_NUMBER_RANGE).toEqual({ min: 1, max: 100 });
  expect(stageForNumber(SCENARIO_NUMBER_RANGE.max)).toBe(PHASE_COUNT);
});

test.each([0, 6, 2.5, -1])('phase %s has no scenario numbers: RangeError', (phase) => {
  expect(() => scenarioNumbersOfPhase(phase)).toThrow(RangeError);
});
