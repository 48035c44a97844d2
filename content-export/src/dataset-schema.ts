// The query result, validated as a whole with the same rules the Studio applies. Every message
// is an educator's message from @ths/content-model/rules; this file only says where each rule
// applies and adds the rules that span documents (unique numbers, no gaps, five phases).
import { TEXT_LIMITS, type TextLimitName } from '@ths/content-model/limits';
import type { Locale } from '@ths/content-model/locales';
import {
  checkAchievementId,
  checkAllScenariosDescription,
  checkAchievementType,
  checkBncc,
  checkBnccReason,
  checkCasel,
  checkChallengeText,
  checkChoiceCount,
  checkIcon,
  checkIsCorrect,
  checkLocalizedText,
  checkOneCorrectChoice,
  checkPhaseNumber,
  checkRequirement,
  checkRequirementForType,
  checkScenarioNumber,
  checkSkillDescription,
  checkSkillKey,
  checkSkillName,
  checkSkillStepCount,
  checkSkillStepText,
  checkStage,
  duplicateMessage,
  type LocalizedIssue,
  type ScenarioNumberRange,
} from '@ths/content-model/rules';
import type { AchievementType } from '@ths/content-model/achievement-types';
import type { FeelingId, Look, SettingId } from '@ths/content-model/scene';
import {
  checkCharacterLook,
  checkCharacterName,
  checkCharacterReference,
  checkFacialHair,
  checkFeeling,
  checkLookFlag,
  checkLookPart,
  checkReaction,
  checkScene,
  checkSceneAlt,
  checkScenePeopleCount,
  checkScenePersonKind,
  checkSceneSetting,
  LOOK_FLAGS,
  LOOK_PARTS,
  type LookFlag,
  type LookPart,
} from '@ths/content-model/scene-rules';
import type { BnccCompetence, CaselCompetence } from '@ths/content-model/skill-competences';
import { skillLinkIssues, type SkillLinkScenario } from '@ths/content-model/skill-links';
import { writingErrors, type TextKind } from '@ths/content-model/writing-rules';
import { PHASE_NUMBERS, SCENARIO_NUMBER_RANGE } from '@ths/content-model/stage';
import {
  translationSourcesOf,
  type TranslationSource,
} from '@ths/content-model/translation-sources';
import { z } from 'zod';
import type { CONTENT_QUERY_RESULT } from './sanity.types.ts';

/**
 * One rule per field the query returns, no more, no less: `sanity typegen` derives the query's
 * result type from the Studio schema, so a field added to the query without a rule here (or a
 * rule for a field the query lost) fails the typecheck.
 */
type RulesFor<T> = { [Field in keyof Required<T>]: z.ZodType };
type QueryScenario = CONTENT_QUERY_RESULT['scenarios'][number];
type QueryChoice = NonNullable<QueryScenario['choices']>[number];
type QueryScene = NonNullable<QueryScenario['scene']>;
type QueryScenePerson = NonNullable<QueryScene['people']>[number];

export type LocalizedValue = { _key?: string; language: Locale; value: string };

/**
 * Which pt-BR text each translation was made from. A malformed record is left out rather than
 * refused: the translation it was about then counts as out of date, which the report says.
 */
const translationSources = z
  .unknown()
  .transform((records) => translationSourcesOf({ translationSources: records }))
  .pipe(z.custom<TranslationSource[]>());

/** A value checked by one shared rule; the rule's message becomes the zod issue. */
function ruled<T>(check: (value: unknown) => string | undefined): z.ZodType<T> {
  return z.unknown().superRefine((value, context) => {
    const message = check(value);
    if (message) context.addIssue({ code: 'custom', message });
  }) as unknown as z.ZodType<T>;
}

/**
 * A localized field: its own rule (by default, any localized text's with the field's limit) and
 * the writing rules that stop the export (@ths/content-model/writing-rules: a word the content
 * rules forbid), each issue at its language.
 */
function localized(
  limit: TextLimitName,
  writing: TextKind | undefined,
  check: (items: unknown) => LocalizedIssue[] = (items) =>
    checkLocalizedText(items, TEXT_LIMITS[limit]),
): z.ZodType<LocalizedValue[]> {
  return z.unknown().superRefine((items, context) => {
    const issues = [...check(items), ...(writing ? writingErrors(items, writing) : [])];
    for (const issue of issues) {
      context.addIssue({
        code: 'custom',
        message: issue.message,
        path: issue.language ? [issue.language] : [],
      });
    }
  }) as unknown as z.ZodType<LocalizedValue[]>;
}

type StoredLook = Look & { _type?: string };

/** A look, each part checked where the Studio shows it (studio/src/schema-types/objects/look.ts). */
function refineLook(look: unknown, context: z.RefinementCtx): void {
  const value = (look ?? {}) as Record<string, unknown>;
  const add = (message: string | undefined, part: string) => {
    if (message) context.addIssue({ code: 'custom', message, path: [part] });
  };
  for (const part of Object.keys(LOOK_PARTS) as LookPart[]) {
    add(checkLookPart(part, value[part]), part);
  }
  add(checkFacialHair(value.facialHair, value.age), 'facialHair');
  for (const flag of Object.keys(LOOK_FLAGS) as LookFlag[]) {
    add(checkLookFlag(flag, value[flag]), flag);
  }
}

/** A reference, as the Content Lake stores it; whether it names a character is checked across documents. */
type Reference = { _ref?: string } | null;

const ScenePersonSchema = z
  .object({
    _key: z.string().optional(),
    // Absent from a one-off person (optional, as a transform alone would make it required).
    character: z
      .unknown()
      .transform((value) => (value ?? null) as Reference)
      .optional(),
    name: z
      .string()
      .nullable()
      .optional()
      .transform((name) => name?.trim() || undefined),
    // A one-off person's look; none for a character (checkScenePersonKind, below).
    look: z
      .unknown()
      .superRefine((look, context) => {
        if (look !== null && look !== undefined) refineLook(look, context);
      })
      .transform((look) => (look ?? null) as StoredLook | null)
      .optional(),
    feeling: ruled<FeelingId>(checkFeeling),
  } satisfies RulesFor<QueryScenePerson>)
  .superRefine((person, context) => {
    const message = checkScenePersonKind(person);
    if (message) context.addIssue({ code: 'custom', message });
  });

const SceneSchema = z.object({
  setting: ruled<SettingId>(checkSceneSetting),
  people: z
    .array(ScenePersonSchema)
    .nullable()
    .transform((people) => people ?? [])
    .superRefine((people, context) => {
      const message = checkScenePeopleCount(people);
      if (message) context.addIssue({ code: 'custom', message });
    }),
  alt: localized('sceneAlt', undefined, checkSceneAlt),
} satisfies RulesFor<QueryScene>);

const ChoiceSchema = z
  .object(
    {
      _key: z.string().optional(),
      text: localized('choiceText', 'choice'),
      isCorrect: ruled<boolean>(checkIsCorrect),
      // Its writing rules read the choice's text too (below).
      feedback: localized('choiceFeedback', undefined),
      reaction: ruled<FeelingId>(checkReaction),
    } satisfies RulesFor<QueryChoice>,
    { error: 'Cada escolha precisa de texto, “é a escolha correta”, retorno e reação.' },
  )
  .superRefine((choice, context) => {
    // A feedback may repeat a word of the choice it answers (writing-rules.ts, checkWriting).
    for (const issue of writingErrors(choice.feedback, 'feedback', { choiceText: choice.text })) {
      context.addIssue({
        code: 'custom',
        message: issue.message,
        path: ['feedback', issue.language],
      });
    }
  });

function scenarioSchema(numberRange: ScenarioNumberRange) {
  return z
    .object({
      _id: z.string(),
      number: ruled<number>((value) => checkScenarioNumber(value, numberRange)),
      stage: z.unknown(),
      // A reference; whether it names a published skill is a rule across documents.
      skill: z.unknown().transform((value) => value as SkillLinkScenario['skill']),
      title: localized('scenarioTitle', 'title'),
      description: localized('scenarioDescription', 'situation'),
      // Required; a missing scene is named with the scenario's number (below).
      scene: SceneSchema.nullish(),
      choices: z
        .array(ChoiceSchema)
        .nullable()
        .transform((choices) => choices ?? [])
        .superRefine((choices, context) => {
          const message = checkChoiceCount(choices) ?? checkOneCorrectChoice(choices);
          if (message) context.addIssue({ code: 'custom', message });
        }),
      translationSources,
    } satisfies RulesFor<QueryScenario>)
    .superRefine((scenario, context) => {
      const message = checkStage(scenario.stage, scenario.number);
      if (message) context.addIssue({ code: 'custom', path: ['stage'], message });
      const noScene = checkScene(scenario.scene, scenario.number);
      if (noScene) context.addIssue({ code: 'custom', path: ['scene'], message: noScene });
    })
    .transform((scenario) => ({
      ...scenario,
      stage: scenario.stage as number,
      scene: scenario.scene as z.infer<typeof SceneSchema>,
    }));
}

const PhaseSchema = z.object({
  _id: z.string(),
  number: ruled<number>(checkPhaseNumber),
  name: localized('phaseName', 'name'),
  description: localized('phaseDescription', 'description'),
  translationSources,
} satisfies RulesFor<CONTENT_QUERY_RESULT['phases'][number]>);

const AchievementSchema = z
  .object({
    _id: z.string(),
    id: ruled<string>(checkAchievementId),
    title: localized('achievementTitle', 'title'),
    description: localized('achievementDescription', 'description'),
    icon: ruled<string>(checkIcon),
    requirement: ruled<number>(checkRequirement),
    type: ruled<AchievementType>(checkAchievementType),
    translationSources,
  } satisfies RulesFor<CONTENT_QUERY_RESULT['achievements'][number]>)
  .superRefine((achievement, context) => {
    // As the Studio's requirement field; without it the bundle's schema stopped the export with
    // no document named (tests/content/export-rules.test.ts).
    const message = checkRequirementForType(achievement.type, achievement.requirement);
    if (message) context.addIssue({ code: 'custom', path: ['requirement'], message });
  });

type QuerySkill = CONTENT_QUERY_RESULT['skills'][number];

// One of a skill's steps (docs/decisions/0064); its issues name the step: `steps[1].text[en]`.
const SkillStepSchema = z.object(
  {
    _key: z.string().optional(),
    text: localized('skillStep', 'step', checkSkillStepText),
  } satisfies RulesFor<NonNullable<QuerySkill['steps']>[number]>,
  { error: 'Cada passo precisa de um texto.' },
);

const SkillSchema = z.object({
  _id: z.string(),
  key: ruled<string>(checkSkillKey),
  name: localized('skillName', 'name', checkSkillName),
  description: localized('skillDescription', 'description', checkSkillDescription),
  casel: ruled<CaselCompetence>(checkCasel),
  bncc: ruled<BnccCompetence>(checkBncc),
  bnccReason: ruled<string>(checkBnccReason),
  challenge: localized('skillChallenge', 'challenge', checkChallengeText),
  steps: z
    .array(SkillStepSchema)
    .nullable()
    .transform((steps) => steps ?? [])
    .superRefine((steps, context) => {
      const message = checkSkillStepCount(steps);
      if (message) context.addIssue({ code: 'custom', message });
    }),
  translationSources,
} satisfies RulesFor<QuerySkill>);

const CharacterSchema = z.object({
  _id: z.string(),
  name: ruled<string>(checkCharacterName),
  look: z
    .unknown()
    .superRefine((look, context) => {
      const message = checkCharacterLook(look);
      if (message) context.addIssue({ code: 'custom', message });
      else refineLook(look, context);
    })
    .transform((look) => look as StoredLook),
} satisfies RulesFor<CONTENT_QUERY_RESULT['characters'][number]>);

const DraftSchema = z.object({
  _id: z.string(),
  _type: z.string(),
  number: z.unknown(),
  // A scenario draft's skill reference: the export names the drafts a skill is waiting for.
  skill: z.unknown(),
} satisfies RulesFor<CONTENT_QUERY_RESULT['drafts'][number]>);

/** Drafts whose document was never published: learners do not get them. */
export function draftOnlyDocuments(dataset: {
  scenarios: readonly { _id: string }[];
  phases: readonly { _id: string }[];
  achievements: readonly { _id: string }[];
  skills: readonly { _id: string }[];
  characters: readonly { _id: string }[];
  drafts: readonly z.infer<typeof DraftSchema>[];
}): z.infer<typeof DraftSchema>[] {
  const published = new Set(
    [
      ...dataset.scenarios,
      ...dataset.phases,
      ...dataset.achievements,
      ...dataset.skills,
      ...dataset.characters,
    ].map((doc) => doc._id),
  );
  // `drafts.scenario-7` is the draft of `scenario-7`.
  return dataset.drafts.filter((draft) => !published.has(draft._id.replace(/^drafts\./, '')));
}

type Issue = { path: PropertyKey[]; message: string; documentId?: string };

/** A number that should exist and does not; a draft-only document with that number is the usual cause. */
function missingNumberIssues(
  kind: 'scenario' | 'phase',
  missing: readonly number[],
  draftOnly: readonly z.infer<typeof DraftSchema>[],
  expected: string,
): Issue[] {
  return missing.map((number) => {
    const draft = draftOnly.find((doc) => doc._type === kind && doc.number === number);
    const what =
      kind === 'scenario' ? `o cenário ${number} publicado` : `a fase ${number} publicada`;
    const hint = draft ? ` Existe apenas o rascunho ${draft._id}: publique-o no Studio.` : '';
    return {
      path: [kind === 'scenario' ? 'scenarios' : 'phases', 'number'],
      documentId: draft?._id,
      message: `Falta ${what}: ${expected}.${hint}`,
    };
  });
}

function duplicateIssues<T extends { _id: string }>(
  documents: readonly T[],
  collection: string,
  field: string,
  key: (document: T) => string | number,
  what: Parameters<typeof duplicateMessage>[0],
): Issue[] {
  const idsByValue = new Map<string | number, string[]>();
  for (const document of documents) {
    const value = key(document);
    idsByValue.set(value, [...(idsByValue.get(value) ?? []), document._id]);
  }
  return documents.flatMap((document, index) => {
    const value = key(document);
    const others = (idsByValue.get(value) ?? []).filter((id) => id !== document._id);
    if (others.length === 0) return [];
    return [{ path: [collection, index, field], message: duplicateMessage(what, value, others) }];
  });
}

function documentsSchema(scenarioNumberRange: ScenarioNumberRange) {
  return z.object({
    scenarios: z.array(scenarioSchema(scenarioNumberRange)),
    phases: z.array(PhaseSchema),
    achievements: z.array(AchievementSchema),
    skills: z.array(SkillSchema),
    characters: z.array(CharacterSchema),
    drafts: z.array(DraftSchema),
  });
}

type Documents = z.infer<ReturnType<typeof documentsSchema>>;

/**
 * The scenario–skill links (@ths/content-model/skill-links), named by collection and position.
 * A skill or scenarios that only drafts hold are the usual cause: the messages name them.
 */
function skillIssues(
  dataset: Documents,
  draftOnly: readonly z.infer<typeof DraftSchema>[],
): Issue[] {
  const indexOf = (collection: 'scenarios' | 'skills', id: string) =>
    dataset[collection].findIndex((document) => document._id === id);
  const draftScenarios = dataset.drafts
    .filter((draft) => draft._type === 'scenario')
    .map((draft) => ({ _id: draft._id, skill: draft.skill as SkillLinkScenario['skill'] }));
  const draftSkills = draftOnly.filter((doc) => doc._type === 'skill');
  return skillLinkIssues(dataset.scenarios, dataset.skills, {
    skills: draftSkills,
    scenarios: draftScenarios,
  }).map((issue) => ({
    path:
      issue.field === 'name'
        ? ['skills', indexOf('skills', issue.documentId), 'name']
        : ['scenarios', indexOf('scenarios', issue.documentId), 'skill'],
    message: issue.message,
  }));
}

/**
 * An achievement that asks for every scenario says how many there are, in every language
 * (docs/decisions/0055): adding a school's scenario makes “todos os 100 cenários” false.
 */
function allScenariosIssues(dataset: Documents): Issue[] {
  return dataset.achievements.flatMap((achievement, index) =>
    checkAllScenariosDescription(
      achievement.type,
      achievement.description,
      dataset.scenarios.length,
    ).map(({ language, message }) => ({
      path: ['achievements', index, 'description', ...(language ? [language] : [])],
      message,
    })),
  );
}

/**
 * Each scene person's character is published (docs/decisions/0063): a character that is gone or
 * only a draft could not be drawn. Deleting a character a scenario uses is refused by this rule.
 */
function characterIssues(
  dataset: Documents,
  draftOnly: readonly { _id: string; _type: string }[],
): Issue[] {
  const published = new Set(dataset.characters.map((character) => character._id));
  const drafts = new Set(
    draftOnly
      .filter((draft) => draft._type === 'character')
      .map((draft) => draft._id.replace(/^drafts\./, '')),
  );
  return dataset.scenarios.flatMap((scenario, index) =>
    scenario.scene.people.flatMap((person, personIndex) => {
      const message = checkCharacterReference(person.character, published, drafts, scenario.number);
      return message
        ? [{ path: ['scenarios', index, 'scene', 'people', personIndex, 'character'], message }]
        : [];
    }),
  );
}

/** Rules that span documents; they only run once every document passed its own rules. */
function crossDocumentIssues(dataset: Documents, numberRange: ScenarioNumberRange): Issue[] {
  const draftOnly = draftOnlyDocuments(dataset);

  const scenarioNumbers = new Set(dataset.scenarios.map((scenario) => scenario.number));
  const first = numberRange.min;
  const highest = Math.max(first - 1, ...scenarioNumbers);
  const missingScenarios = Array.from(
    { length: highest - first + 1 },
    (_, index) => first + index,
  ).filter((number) => !scenarioNumbers.has(number));
  const phaseNumbers = new Set(dataset.phases.map((phase) => phase.number));

  return [
    ...(dataset.scenarios.length === 0
      ? [{ path: ['scenarios'], message: 'Não há nenhum cenário publicado.' }]
      : []),
    ...duplicateIssues(dataset.scenarios, 'scenarios', 'number', (s) => s.number, 'scenarioNumber'),
    ...missingNumberIssues(
      'scenario',
      missingScenarios,
      draftOnly,
      `os cenários vão de ${first} a ${highest} sem pular números`,
    ),
    ...duplicateIssues(dataset.phases, 'phases', 'number', (p) => p.number, 'phaseNumber'),
    ...missingNumberIssues(
      'phase',
      PHASE_NUMBERS.filter((number) => !phaseNumbers.has(number)),
      draftOnly,
      `o app mostra as fases de 1 a ${PHASE_NUMBERS.length}`,
    ),
    ...duplicateIssues(dataset.achievements, 'achievements', 'id', (a) => a.id, 'achievementId'),
    ...allScenariosIssues(dataset),
    ...duplicateIssues(dataset.skills, 'skills', 'key', (s) => s.key, 'skillKey'),
    ...skillIssues(dataset, draftOnly),
    ...duplicateIssues(
      dataset.characters,
      'characters',
      'name',
      (c) => c.name.trim(),
      'characterName',
    ),
    ...characterIssues(dataset, draftOnly),
  ];
}

export type DatasetOptions = { scenarioNumberRange?: ScenarioNumberRange };

export function datasetSchema({
  scenarioNumberRange = SCENARIO_NUMBER_RANGE,
}: DatasetOptions = {}) {
  // A pipe runs its second schema only when the first reported nothing.
  return documentsSchema(scenarioNumberRange).pipe(
    z.custom<Documents>().superRefine((dataset, context) => {
      for (const { path, message, documentId } of crossDocumentIssues(
        dataset,
        scenarioNumberRange,
      )) {
        context.addIssue({ code: 'custom', path, message, params: { documentId } });
      }
    }),
  );
}

export type Dataset = z.infer<ReturnType<typeof datasetSchema>>;
