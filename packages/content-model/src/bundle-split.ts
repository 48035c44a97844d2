// A locale's bundle in the pieces the app downloads (docs/decisions/0015): a small index with
// everything the home, the path, the header and the achievements need, and one chunk per phase
// with that phase's scenarios. The export validates the whole bundle, splits it here, and
// validates each piece again, so the app's types hold for every file it imports.
import { z } from 'zod';
import {
  ContentBundleSchema,
  ScenarioSchema,
  type ContentBundle,
  type Scenario,
} from './bundle-schema.ts';
import { LOCALE_IDS, type Locale } from './locales.ts';
import { PHASE_COUNT } from './stage.ts';

/** What the progress rules need of a scenario: which it is and which phase it belongs to. */
export const ScenarioRefSchema = z.object({
  number: z.int().positive(),
  stage: z.int().min(1).max(PHASE_COUNT),
});
export type ScenarioRef = z.infer<typeof ScenarioRefSchema>;

/**
 * Every top-level field of the bundle except the scenarios' texts, which stay in the phase
 * chunks. A field added to ContentBundleSchema lands here without a change to this file; a
 * large one can leave the index for its own chunk the way `scenarios` does.
 */
export const ContentIndexSchema = ContentBundleSchema.extend({
  scenarios: z.array(ScenarioRefSchema).min(1),
});
export type ContentIndex = z.infer<typeof ContentIndexSchema>;

/** One phase's scenarios, whole (texts, choices, feedback), in one locale. */
export const PhaseContentSchema = z
  .object({
    locale: z.enum(LOCALE_IDS as [Locale, ...Locale[]]),
    phase: z.int().min(1).max(PHASE_COUNT),
    scenarios: z.array(ScenarioSchema).min(1),
  })
  .superRefine((chunk, context) => {
    chunk.scenarios.forEach((scenario, index) => {
      if (scenario.stage !== chunk.phase) {
        context.addIssue({
          code: 'custom',
          path: ['scenarios', index, 'stage'],
          message: `cenário ${scenario.number} é da fase ${scenario.stage}, não da fase ${chunk.phase}`,
        });
      }
    });
  });
export type PhaseContent = z.infer<typeof PhaseContentSchema>;

/** The phases 1…PHASE_COUNT, in order. */
export const PHASE_NUMBERS: readonly number[] = Array.from(
  { length: PHASE_COUNT },
  (_, index) => index + 1,
);

/** The index and the phase chunks of `bundle`; a phase with no scenario has no chunk. */
export function splitBundle(bundle: ContentBundle): {
  index: ContentIndex;
  phases: PhaseContent[];
} {
  const { scenarios, ...rest } = bundle;
  const index: ContentIndex = {
    ...rest,
    scenarios: scenarios.map(({ number, stage }) => ({ number, stage })),
  };
  const phases = PHASE_NUMBERS.map((phase) => ({
    locale: bundle.locale,
    phase,
    scenarios: scenarios.filter((scenario) => scenario.stage === phase),
  })).filter((chunk) => chunk.scenarios.length > 0);
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
