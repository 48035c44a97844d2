// A locale's bundle in the pieces the app downloads (docs/decisions/0015): a small index with
// everything the home, the path, the header and the achievements need, and one chunk per phase
// with that phase's scenarios. The export validates the whole bundle, splits it here, and
// validates each piece again (ContentIndexSchema, PhaseContentSchema in bundle-schema.ts). No
// zod at run time in this file: the app imports it, and zod stays out of the app's download.
import type { ContentBundle, ContentIndex, PhaseContent, Scenario } from './bundle-schema.ts';

/** The index and the phase chunks of `bundle`; a phase with no scenario has no chunk. */
export function splitBundle(bundle: ContentBundle): {
  index: ContentIndex;
  phases: PhaseContent[];
} {
  const { scenarios, ...rest } = bundle;
  const index: ContentIndex = {
    ...rest,
    scenarios: scenarios.map(({ number, stage, skillKey }) => ({ number, stage, skillKey })),
  };
  const phases = bundle.phases
    .map(({ number: phase }) => ({
      locale: bundle.locale,
      phase,
      scenarios: scenarios.filter((scenario) => scenario.stage === phase),
    }))
    .filter((chunk) => chunk.scenarios.length > 0);
  return { index, phases };
}

/** The bundle again, from its index and the scenarios of every phase (in any order). */
export function joinBundle(index: ContentIndex, scenarios: readonly Scenario[]): ContentBundle {
  const byNumber = new Map(scenarios.map((scenario) => [scenario.number, scenario]));
  const missing = index.scenarios.filter((ref) => !byNumber.has(ref.number));
  if (missing.length > 0) {
    throw new Error(
      `The ${index.locale} content lacks the texts of scenario(s) ${missing.map((ref) => ref.number).join(', ')}: load every phase before joining.`,
    );
  }
  return { ...index, scenarios: index.scenarios.map((ref) => byNumber.get(ref.number)!) };
}
