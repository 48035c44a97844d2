// The committed snapshot with a school's own scenarios added after the shipped 100
// (docs/decisions/0055), for the tests that prove a bundle of 101 or 120 scenarios works.
import type { SanityDocumentLike } from '../read-snapshot.ts';

type Localized = Array<{ _key: string; language: string; value: string }>;

/** The phase a school gave scenario `number` in these tests: 101 → 1, 102 → 2, … 106 → 1. */
export const schoolPhaseOf = (number: number): number => ((number - 101) % 5) + 1;

/**
 * `documents` with scenarios 101 to `last`, each a copy of the first shipped scenario of its
 * phase (schoolPhaseOf) under its own id, number, title and stage. The achievement that asks for
 * every scenario names no number ("todos os cenários"), so it stays true (docs/decisions/0055).
 */
export function withSchoolScenarios(
  documents: readonly SanityDocumentLike[],
  last: number,
  phaseOf: (number: number) => number = schoolPhaseOf,
): SanityDocumentLike[] {
  const copy = structuredClone(documents) as SanityDocumentLike[];
  const shipped = copy.filter((document) => document._type === 'scenario');
  const added: SanityDocumentLike[] = [];
  for (let number = 101; number <= last; number += 1) {
    const stage = phaseOf(number);
    const template = shipped.find((scenario) => scenario.number === (stage - 1) * 20 + 1);
    if (!template) throw new Error(`The snapshot has no first scenario of phase ${stage}`);
    const title = structuredClone(template.title) as Localized;
    for (const item of title) item.value = `${item.value} (escola ${number})`;
    added.push({ ...structuredClone(template), _id: `scenario-${number}`, number, stage, title });
  }
  return [...copy, ...added];
}

/** Documents as an NDJSON file, as the export reads a snapshot. */
export const toNdjson = (documents: readonly SanityDocumentLike[]): string =>
  documents.map((document) => JSON.stringify(document)).join('\n') + '\n';
