// A new scenario's number and phase (docs/decisions/0055): the next free number, and the phase of
// the list it was created from ("Cenários por fase → Fase N", through the templates below).
import { firstFreeNumber } from '@ths/content-model/rules';
import { PHASE_NUMBERS, stageForNumber, stageOfNewScenario } from '@ths/content-model/stage';
import type { InitialValueResolverContext, Template } from 'sanity';
import { apiVersion } from '../env.ts';

/**
 * The first number no scenario uses (drafts included), so that the numbers stay without gaps.
 * Its phase: for 1 to 100, the one the number fixes, wherever it was created from (a free number
 * there is a hole the export refuses, and it is filled first); above 100, the list's phase, or,
 * created outside a phase's list, the specification's "81 and above: phase 5".
 */
export async function newScenarioValue(
  context: InitialValueResolverContext,
  listPhase?: number,
): Promise<{ number: number; stage: number }> {
  const numbers = await context
    .getClient({ apiVersion })
    .fetch<unknown[]>('*[_type == "scenario"].number');
  const number = firstFreeNumber(numbers);
  return { number, stage: stageOfNewScenario(number, listPhase ?? stageForNumber(number)) };
}

/** The id of the template that "+" uses in phase N's list (structure.ts). */
export const scenarioTemplateId = (phase: number): string => `scenario-fase-${phase}`;

/** Its name: the "+" button's accessible name, and its entry in "Criar novo documento". */
export const scenarioTemplateTitle = (phase: number): string => `Novo cenário da fase ${phase}`;

/** One template per phase: a scenario created from phase N's list belongs to phase N. */
export const scenarioTemplates: Template[] = PHASE_NUMBERS.map((phase) => ({
  id: scenarioTemplateId(phase),
  title: scenarioTemplateTitle(phase),
  schemaType: 'scenario',
  value: (_params: unknown, context: InitialValueResolverContext) =>
    newScenarioValue(context, phase),
}));
