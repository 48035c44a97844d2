// Builders for the raw query result (the shape validateDataset checks), shared by the tests.
// Every builder gives a valid document; tests pass overrides to break or vary one field.
import { stageForNumber } from '@ths/content-model/stage';
import { withAllTranslationSources } from '@ths/content-model/translation-sources';

/** Fields that replace a builder's defaults, valid or not. */
type Overrides = Record<string, unknown>;

/** An internationalized string array, as the query returns it. */
export type Localized = { _key: string; _type: string; language: string; value: string }[];

/** A localized text in pt-BR, plus English when `en` is given. */
export const localized = (ptBR: string, en?: string): Localized => [
  { _key: 'pt', _type: 'internationalizedArrayStringValue', language: 'pt-BR', value: ptBR },
  ...(en === undefined
    ? []
    : [{ _key: 'en', _type: 'internationalizedArrayStringValue', language: 'en', value: en }]),
];

/** A choice keyed by its pt-BR text, with feedback echoing it (in English too when `en` is given). */
export const choice = (
  text: string,
  { isCorrect = false, en }: { isCorrect?: boolean; en?: string } = {},
) => ({
  _key: text,
  text: localized(text, en),
  isCorrect,
  feedback: localized(`Retorno: ${text}`, en === undefined ? undefined : `Feedback: ${en}`),
  reaction: isCorrect ? 'happy' : 'sad',
});

/** A look every part of which is on the lists. */
export const look = (overrides: Overrides = {}) => ({
  _type: 'look',
  skin: 'tone3',
  hair: 'afro',
  hairColour: 'black',
  clothing: 'teal',
  glasses: false,
  wheelchair: false,
  age: 'child',
  ...overrides,
});

/** A cast member, as the query returns it: `character-` + the name in lower case. */
export const character = (name = 'Hiro', overrides: Overrides = {}) => ({
  _id: `character-${name.toLowerCase()}`,
  name,
  look: look({ skin: 'tone2', hair: 'short2', clothing: 'blue' }),
  ...overrides,
});

/** A Sanity reference to the character document `_id`. */
export const characterRef = (_id = 'character-hiro') => ({ _type: 'reference', _ref: _id });

/** A scene person who is a cast member (by default Hiro, worried). */
export const castPerson = (_ref = 'character-hiro', overrides: Overrides = {}) => ({
  _key: _ref,
  _type: 'scenePerson',
  character: characterRef(_ref),
  feeling: 'worried',
  ...overrides,
});

/** A scene person who appears once: a look, and a first name when the text has one. */
export const oneOffPerson = (overrides: Overrides = {}) => ({
  _key: 'one-off',
  _type: 'scenePerson',
  look: look({ age: 'adult', hair: 'bun', hairColour: 'grey', skin: 'tone5' }),
  feeling: 'calm',
  ...overrides,
});

/** A classroom with Hiro, worried, and its alt text in pt-BR and English. */
export const scene = (overrides: Overrides = {}) => ({
  _type: 'scene',
  setting: 'classroom',
  people: [castPerson()],
  alt: [
    {
      _key: 'pt',
      _type: 'internationalizedArrayTextValue',
      language: 'pt-BR',
      value: 'Na sala de aula, Hiro olha preocupado para o caderno.',
    },
    {
      _key: 'en',
      _type: 'internationalizedArrayTextValue',
      language: 'en',
      value: 'In the classroom, Hiro looks worried at his notebook.',
    },
  ],
  ...overrides,
});

/** A Sanity reference to the skill document `_id`. */
export const skillRef = (_id = 'skill-escuta-ativa') => ({ _type: 'reference', _ref: _id });

/**
 * A pt-BR-only scenario (its scene's alt text, required in every language, aside) with its stage,
 * its scene and three choices, the first one correct.
 */
export const scenario = (number: number, overrides: Overrides = {}) => ({
  _id: `scenario-${number}`,
  number,
  stage: stageForNumber(number),
  skill: skillRef(),
  title: localized(`Cenário ${number}`),
  description: localized('Um colega conta uma novidade.'),
  scene: scene(),
  choices: [choice('Ouvir', { isCorrect: true }), choice('Ignorar'), choice('Interromper')],
  ...overrides,
});

/** A phase named and described in pt-BR and English. */
export const phase = (number: number, overrides: Overrides = {}) => ({
  _id: `phase-${number}`,
  number,
  name: localized(`Fase ${number}`, `Phase ${number}`),
  description: localized(`Descrição da fase ${number}`, `About phase ${number}`),
  ...overrides,
});

/** An achievement for completing one scenario, titled and described in pt-BR and English. */
export const achievement = (id: string, overrides: Overrides = {}) => ({
  _id: `achievement-${id}`,
  id,
  title: localized(`Conquista ${id}`, `Achievement ${id}`),
  description: localized('Descrição.', 'Description.'),
  icon: '🏅',
  requirement: 1,
  type: 'scenarios_completed',
  ...overrides,
});

/** A skill, named and described, with its weekly challenge and 3 steps in pt-BR and English; by default the scenarios' one. */
export const skill = (key = 'escuta-ativa', name = 'Escuta ativa', overrides: Overrides = {}) => ({
  _id: `skill-${key}`,
  key,
  name: localized(name, `${name} (en)`),
  description: localized(
    'Ouvir até o fim e perguntar sobre o que a pessoa conta.',
    'Listening to the end and asking about what the other person tells you.',
  ),
  casel: 'social-awareness',
  bncc: 9,
  bnccReason: 'Escutar até o fim é exercitar a empatia.',
  challenge: localized(
    'Nesta semana, ouça um colega até o fim antes de responder.',
    'This week, listen to a classmate until they finish before you answer.',
  ),
  steps: [
    ['Olhe', 'Look'],
    ['Espere a pausa', 'Wait for a pause'],
    ['Pergunte', 'Ask'],
  ].map(([ptBR, en], index) => ({ _key: `s${index + 1}`, text: localized(ptBR!, en!) })),
  ...overrides,
});

/** A draft as the query lists it: its id, type, (possibly invalid) number and skill reference. */
export const draft = (_id: string, _type: string, number: unknown, skill: unknown = null) => ({
  _id,
  _type,
  number,
  skill,
});

/** Scenarios 1 to 21: phase 1 and the first of phase 2, so their one skill spans two phases. */
export const SCENARIO_NUMBERS = Array.from({ length: 21 }, (_, index) => index + 1);

/** Scenarios 1 to 21, with `changed` in place of the default ones with their numbers. */
export const scenariosWith = <T extends { number: unknown }>(
  ...changed: T[]
): (T | ReturnType<typeof scenario>)[] =>
  SCENARIO_NUMBERS.map(
    (number) => changed.find((candidate) => candidate.number === number) ?? scenario(number),
  );

/**
 * The document as the Studio publishes it: each translation records the pt-BR text it was made
 * from (today's), unless the test gave `translationSources` itself.
 */
export const withSources = (document: unknown): unknown => {
  if (typeof document !== 'object' || document === null || 'translationSources' in document) {
    return document;
  }
  return withAllTranslationSources(document as Record<string, unknown>);
};

const stampAll = (documents: unknown) =>
  Array.isArray(documents) ? documents.map(withSources) : documents;

/**
 * A valid query result: scenarios 1–21, phases 1–5, one achievement, their skill, the character
 * their scenes show and no drafts.
 */
export const dataset = (overrides: Overrides = {}) => {
  const raw: Record<string, unknown> = {
    scenarios: SCENARIO_NUMBERS.map((number) => scenario(number)),
    phases: [1, 2, 3, 4, 5].map((number) => phase(number)),
    achievements: [achievement('first_steps')],
    skills: [skill()],
    characters: [character()],
    drafts: [] as unknown[],
    ...overrides,
  };
  for (const collection of ['scenarios', 'phases', 'achievements', 'skills']) {
    raw[collection] = stampAll(raw[collection]);
  }
  return raw;
};
