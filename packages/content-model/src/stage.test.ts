import { expect, test } from 'vitest';
import {
  fixedStageOf,
  isSchoolScenarioNumber,
  PHASE_COUNT,
  PHASE_NUMBERS,
  SCENARIO_NUMBER_RANGE,
  SHIPPED_SCENARIO_COUNT,
  scenarioNumbersOfPhase,
  stageForNumber,
  stageOfNewScenario,
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
  [5, 81, 100],
])('phase %i holds scenarios %i to %s', (phase, first, last) => {
  expect(scenarioNumbersOfPhase(phase)).toEqual({ first, last });
});

test('every phase starts and ends on numbers that stageForNumber puts in that phase', () => {
  for (const phase of PHASE_NUMBERS) {
    const { first, last } = scenarioNumbersOfPhase(phase);
    expect(stageForNumber(first)).toBe(phase);
    if (phase > 1) expect(stageForNumber(first - 1)).toBe(phase - 1);
    if (phase < PHASE_COUNT) expect(stageForNumber(last + 1)).toBe(phase + 1);
  }
});

test('the phase numbers are 1 to PHASE_COUNT; the shipped set is 1 to 100, and a school adds up to 1000', () => {
  expect(PHASE_NUMBERS).toEqual(Array.from({ length: PHASE_COUNT }, (_, index) => index + 1));
  expect(SHIPPED_SCENARIO_COUNT).toBe(100);
  expect(stageForNumber(SHIPPED_SCENARIO_COUNT)).toBe(PHASE_COUNT);
  expect(SCENARIO_NUMBER_RANGE).toEqual({ min: 1, max: 1000 });
});

// docs/decisions/0055: the number fixes the phase of the shipped 100 only.
test.each([
  [1, 1],
  [21, 2],
  [80, 4],
  [100, 5],
  [101, undefined],
  [120, undefined],
  [0, undefined],
  [2.5, undefined],
  ['7', undefined],
])('the number %s fixes phase %s', (value, stage) => {
  expect(fixedStageOf(value)).toBe(stage);
});

test.each([
  [100, false],
  [101, true],
  [1000, true],
  [101.5, false],
  ['101', false],
])('%s is a school scenario number: %s', (value, expected) => {
  expect(isSchoolScenarioNumber(value)).toBe(expected);
});

test('a new scenario above 100 takes the phase of the list it was created from', () => {
  expect(stageOfNewScenario(101, 1)).toBe(1);
  expect(stageOfNewScenario(120, 3)).toBe(3);
});

test('a new scenario that fills a free number among the 100 takes that number’s phase', () => {
  expect(stageOfNewScenario(37, 1)).toBe(2);
  expect(stageOfNewScenario(5, 1)).toBe(1);
});

test.each([0, 6, 2.5, -1])('phase %s has no scenario numbers: RangeError', (phase) => {
  expect(() => scenarioNumbersOfPhase(phase)).toThrow(RangeError);
});
