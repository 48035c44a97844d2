// The answer cues of the scenario being written, measured against the rest of the content
// (@ths/content-model/writing-rules, answerCueIssues; docs/decisions/0042, 0058 and 0065).
import { answerCueIssues, type CueScenario } from '@ths/content-model/writing-rules';
import type { ValidationContext } from 'sanity';
import { apiVersion } from '../env.ts';

type Stored = CueScenario & { _id: string };

/**
 * Every other scenario once, as the educators are making it: a draft stands for its published
 * version. The document being edited is left out; its form values are passed apart.
 */
export function oneVersionEach(scenarios: readonly Stored[]): Stored[] {
  const byId = new Map<string, Stored>();
  for (const scenario of scenarios) {
    const id = scenario._id.replace(/^drafts\./, '');
    if (scenario._id.startsWith('drafts.') || !byId.has(id)) byId.set(id, scenario);
  }
  return [...byId.values()];
}

/** The warnings of the `choices` field: the correct choice's length position, manner phrases, the lone question. */
export async function answerCueWarnings(
  choices: unknown,
  context: ValidationContext,
): Promise<string[]> {
  const id = context.document?._id.replace(/^drafts\./, '') ?? '';
  // The same query for every scenario, so that a client may answer it once for all of them.
  const all = await context
    .getClient({ apiVersion })
    .fetch<Stored[]>('*[_type == "scenario"]{_id, stage, "choices": choices[]{isCorrect, text}}');
  const others = all.filter((other) => other._id.replace(/^drafts\./, '') !== id);
  const scenario = { stage: context.document?.stage, choices };
  return answerCueIssues(scenario, oneVersionEach(others)).map((issue) => issue.message);
}
