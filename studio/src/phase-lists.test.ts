// @vitest-environment node
// docs/decisions/0055: "Cenários por fase → Fase N" shows the shipped scenarios of phase N, then
// the school's scenarios given phase N; "+" there creates one of phase N with the next number.
import { evaluate, parse } from 'groq-js';
import type { InitialValueResolverContext } from 'sanity';
import { expect, test } from 'vitest';
import { PHASE_LIST_FILTER, phaseList, UNLISTED_FILTER, UNLISTED_PARAMS } from './phase-lists.ts';
import { newScenarioValue } from './schema-types/new-scenario.ts';

type Doc = { _id: string; _type: string; number?: number; stage?: number };

const shipped: Doc[] = Array.from({ length: 100 }, (_, index) => ({
  _id: `scenario-${index + 1}`,
  _type: 'scenario',
  number: index + 1,
  stage: Math.ceil((index + 1) / 20),
}));
const school: Doc[] = [
  { _id: 'scenario-101', _type: 'scenario', number: 101, stage: 1 },
  { _id: 'drafts.scenario-102', _type: 'scenario', number: 102, stage: 3 },
  { _id: 'scenario-103', _type: 'scenario', number: 103, stage: 1 },
  { _id: 'scenario-104', _type: 'scenario', number: 104 },
  { _id: 'scenario-105', _type: 'scenario', number: 105, stage: 6 },
  { _id: 'drafts.scenario-new', _type: 'scenario' },
];

async function query(dataset: Doc[], filter: string, params: Record<string, unknown>) {
  const tree = parse(`*[${filter}] | order(number asc).number`, { params });
  return (await evaluate(tree, { dataset, params })).get() as Promise<Array<number | null>>;
}

test('a phase’s list holds its 20 shipped scenarios, then the school’s of that phase, by number', async () => {
  const dataset = [...school, ...shipped];
  const range = (first: number) => Array.from({ length: 20 }, (_, index) => first + index);
  expect(await query(dataset, PHASE_LIST_FILTER, phaseList(1).params)).toEqual([
    ...range(1),
    101,
    103,
  ]);
  expect(await query(dataset, PHASE_LIST_FILTER, phaseList(3).params)).toEqual([...range(41), 102]);
  expect(await query(dataset, PHASE_LIST_FILTER, phaseList(5).params)).toEqual(range(81));
});

test('the list titles say what they hold', () => {
  expect(phaseList(1).title).toBe('Fase 1 (cenários 1–20 e os da escola)');
  expect(phaseList(5).title).toBe('Fase 5 (cenários 81–100 e os da escola)');
});

test('a school’s scenario without a valid phase, and one without a number, are listed apart', async () => {
  const dataset = [...school, ...shipped];
  expect(await query(dataset, UNLISTED_FILTER, UNLISTED_PARAMS)).toEqual([104, 105, null]);
});

/** The context a template's value function gets, reading `dataset` with groq-js. */
const contextOf = (dataset: Doc[]) =>
  ({
    getClient: () => ({
      fetch: async (groq: string) => (await evaluate(parse(groq), { dataset })).get(),
    }),
  }) as unknown as InitialValueResolverContext;

test('created from Fase 1 with the 100 in place, a scenario is 101 in phase 1', async () => {
  expect(await newScenarioValue(contextOf(shipped), 1)).toEqual({ number: 101, stage: 1 });
  expect(await newScenarioValue(contextOf([...shipped, school[0]!]), 4)).toEqual({
    number: 102,
    stage: 4,
  });
});

test('created outside a phase’s list, a school’s scenario starts in phase 5, as “81 and above”', async () => {
  expect(await newScenarioValue(contextOf(shipped))).toEqual({ number: 101, stage: 5 });
});

test('a free number among the 100 is filled first, with its own phase, whatever the list', async () => {
  const withHole = shipped.filter((doc) => doc.number !== 37);
  expect(await newScenarioValue(contextOf(withHole), 1)).toEqual({ number: 37, stage: 2 });
});
