// The content bundle: what the app imports for one locale, every text already in that locale.
import { z } from 'zod';
import { ACHIEVEMENT_TYPE_IDS } from './achievement-types.ts';
import { checkChoiceKey } from './choice-key.ts';
import { LOCALE_IDS, type Locale } from './locales.ts';
import { FeelingSchema, SceneSchema } from './scene.ts';
import { PHASE_COUNT } from './stage.ts';
import {
  checkAchievementId,
  checkRequirementForType,
  checkChoiceCount,
  checkIcon,
  checkOneCorrectChoice,
  checkSkillKey,
  checkSkillStep,
  checkSkillStepCount,
  checkStage,
} from './rules.ts';
import { BNCC_IDS, CASEL_IDS } from './skill-competences.ts';

const TextSchema = z.string().trim().min(1);

function refineWith<T>(check: (value: T) => string | undefined) {
  return (value: T, context: z.RefinementCtx) => {
    const message = check(value);
    if (message) context.addIssue({ code: 'custom', message });
  };
}

export const ChoiceSchema = z.object({
  /**
   * The Studio's `_key` of the choice: what a learner's first pick is saved as
   * (docs/decisions/0049). A dataset choice without one (a hand-written import; the Studio always
   * writes one) has none, and a first pick of it is saved without its choice.
   */
  key: z.string().superRefine(refineWith(checkChoiceKey)).optional(),
  text: TextSchema,
  isCorrect: z.boolean(),
  feedback: TextSchema,
  /** How the scene's first person (scene.people[0]) looks after this choice (docs/decisions/0063). */
  reaction: FeelingSchema,
});
export type Choice = z.infer<typeof ChoiceSchema>;

/** The stable id of a skill: progress on 'Minhas habilidades' is saved under it. */
const SkillKeySchema = z.string().superRefine(refineWith(checkSkillKey));

export const ScenarioSchema = z
  .object({
    number: z.int().positive(),
    stage: z.int().min(1).max(PHASE_COUNT),
    /** The name of the skill it practises, as that skill's document says it in this locale. */
    skill: TextSchema,
    skillKey: SkillKeySchema,
    title: TextSchema,
    description: TextSchema,
    /** Drawn above the situation: where, who and how each person feels (docs/decisions/0063). */
    scene: SceneSchema,
    choices: z
      .array(ChoiceSchema)
      .superRefine(refineWith(checkChoiceCount))
      .superRefine(refineWith(checkOneCorrectChoice)),
  })
  .superRefine((scenario, context) => {
    const message = checkStage(scenario.stage, scenario.number);
    if (message) context.addIssue({ code: 'custom', path: ['stage'], message });
    // A saved first pick names one choice of its scenario, never two.
    const keys = new Set<string>();
    scenario.choices.forEach((choice, index) => {
      if (choice.key === undefined) return;
      if (keys.has(choice.key)) {
        context.addIssue({
          code: 'custom',
          path: ['choices', index, 'key'],
          message: `chave de escolha ${choice.key} repetida`,
        });
      }
      keys.add(choice.key);
    });
  });
export type Scenario = z.infer<typeof ScenarioSchema>;

export const PhaseSchema = z.object({
  number: z.int().min(1).max(PHASE_COUNT),
  name: TextSchema,
  description: TextSchema,
});
export type Phase = z.infer<typeof PhaseSchema>;

export const AchievementSchema = z
  .object({
    id: z.string().superRefine(refineWith(checkAchievementId)),
    title: TextSchema,
    description: TextSchema,
    icon: z.string().superRefine(refineWith(checkIcon)),
    requirement: z.int().positive(),
    type: z.enum(ACHIEVEMENT_TYPE_IDS),
  })
  .superRefine((achievement, context) => {
    const invalid = checkRequirementForType(achievement.type, achievement.requirement);
    if (invalid) context.addIssue({ code: 'custom', path: ['requirement'], message: invalid });
  });
export type Achievement = z.infer<typeof AchievementSchema>;

/**
 * A skill as 'Minhas habilidades' and 'Desafio da semana' show it: its name and what it is
 * about (from the skill document, in this locale), where it sits in CASEL and the BNCC, this
 * week's challenge, and its 3 or 4 steps, which the feedback of its scenarios shows too
 * (docs/decisions/0064).
 */
export const SkillSchema = z.object({
  key: SkillKeySchema,
  name: TextSchema,
  description: TextSchema,
  casel: z.enum(CASEL_IDS),
  bncc: z.literal(BNCC_IDS),
  challenge: TextSchema,
  steps: z
    .array(z.string().superRefine(refineWith(checkSkillStep)))
    .superRefine(refineWith(checkSkillStepCount)),
});
export type Skill = z.infer<typeof SkillSchema>;

function refineUnique<T>(key: (item: T) => string | number, label: string) {
  return (items: readonly T[], context: z.RefinementCtx) => {
    const seen = new Set<string | number>();
    items.forEach((item, index) => {
      const value = key(item);
      if (seen.has(value)) {
        context.addIssue({ code: 'custom', path: [index], message: `${label} ${value} repetido` });
      }
      seen.add(value);
    });
  };
}

// The bundle's fields, without the cross-field checks: the index below takes them as they are.
const ContentBundleFields = z.object({
  locale: z.enum(LOCALE_IDS as [Locale, ...Locale[]]),
  phases: z
    .array(PhaseSchema)
    .length(PHASE_COUNT)
    .superRefine(refineUnique((phase) => phase.number, 'número de fase')),
  scenarios: z
    .array(ScenarioSchema)
    .min(1)
    .superRefine(refineUnique((scenario) => scenario.number, 'número de cenário')),
  achievements: z
    .array(AchievementSchema)
    .min(1)
    .superRefine(refineUnique((achievement) => achievement.id, 'id de conquista')),
  // Its own top-level field, apart from the scenarios, so that it can travel with the index
  // of the bundle when the scenarios are split into chunks.
  skills: z
    .array(SkillSchema)
    .min(1)
    .superRefine(refineUnique((skill) => skill.key, 'chave de habilidade')),
});

// Every scenario's skill is one of the bundle's skills (the index's scenarios carry the key too).
function refineSkillKeys(
  bundle: { skills: { key: string }[]; scenarios: { number: number; skillKey: string }[] },
  context: z.RefinementCtx,
): void {
  const keys = new Set(bundle.skills.map((skill) => skill.key));
  bundle.scenarios.forEach((scenario, index) => {
    if (keys.has(scenario.skillKey)) return;
    context.addIssue({
      code: 'custom',
      path: ['scenarios', index, 'skillKey'],
      message: `o cenário ${scenario.number} aponta para a habilidade "${scenario.skillKey}", que não está em skills`,
    });
  });
}

export const ContentBundleSchema = ContentBundleFields.superRefine(refineSkillKeys);
export type ContentBundle = z.infer<typeof ContentBundleSchema>;

/**
 * What the progress rules need of a scenario (which it is, which phase it belongs to), and its
 * skill, so the home's challenges and 'Minhas habilidades' draw from the index alone.
 */
export const ScenarioRefSchema = z.object({
  number: z.int().positive(),
  stage: z.int().min(1).max(PHASE_COUNT),
  skillKey: SkillKeySchema,
});
export type ScenarioRef = z.infer<typeof ScenarioRefSchema>;

/**
 * Every top-level field of the bundle except the scenarios' texts, which stay in the phase
 * chunks. A field added to ContentBundleSchema lands here without a change to this file; a
 * large one can leave the index for its own chunk the way `scenarios` does.
 */
// The pieces of a bundle the app downloads: bundle-split.ts makes them (decision 0015).
export const ContentIndexSchema = ContentBundleFields.extend({
  scenarios: z.array(ScenarioRefSchema).min(1),
}).superRefine(refineSkillKeys);
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
