import { ContentBundleSchema } from '@ths/content-model/bundle-schema';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { queryDocuments } from './query-documents.ts';
import { readSnapshot } from './read-snapshot.ts';
import {
  achievement,
  castPerson,
  character,
  choice,
  dataset,
  look,
  oneOffPerson,
  scene,
  localized,
  phase,
  scenario,
  scenariosWith,
  skill,
  skillRef,
  withSources,
} from './testing/raw-dataset.ts';
import { toBundle } from './to-bundle.ts';
import { validateDataset } from './validate-dataset.ts';

const SNAPSHOT_FILE = join(import.meta.dirname, '../../studio/dataset/production.ndjson');

/**
 * The shared raw dataset validated as toBundle receives it, then cut to the scenarios given
 * (scenario 1 by default): validation wants each skill in 3 scenarios over 2 phases, and the texts
 * of a few scenarios are all these tests need.
 */
const validated = (
  overrides: { scenarios?: { number: number }[] } & Record<string, unknown> = {},
) => {
  const { scenarios = [scenario(1)], ...rest } = overrides;
  const full = validateDataset(dataset({ scenarios: scenariosWith(...scenarios), ...rest }));
  const kept = new Set(scenarios.map((given) => given.number));
  return { ...full, scenarios: full.scenarios.filter((found) => kept.has(found.number)) };
};

/**
 * 5 phases × 2 texts + 1 scenario × (2 + the scene's alt text + 3 choices × 2) + 1 achievement × 2
 * + 1 skill × 6 (name, description, challenge and each of its 3 steps).
 */
const TEXTS_IN_DEFAULT_DATASET = 10 + 9 + 2 + 6;

/** The default scene as the bundle has it in `locale`: Hiro's name and look, resolved. */
const HIRO_SCENE = (locale: 'pt-BR' | 'en') => ({
  setting: 'classroom',
  people: [
    {
      name: 'Hiro',
      look: {
        skin: 'tone2',
        hair: 'short2',
        hairColour: 'black',
        clothing: 'blue',
        glasses: false,
        wheelchair: false,
        age: 'child',
      },
      feeling: 'worried',
    },
  ],
  alt:
    locale === 'pt-BR'
      ? 'Na sala de aula, Hiro olha preocupado para o caderno.'
      : 'In the classroom, Hiro looks worried at his notebook.',
});

test('the pt-BR bundle holds the pt-BR texts and reports everything translated', () => {
  const { bundle, report } = toBundle(validated(), 'pt-BR');
  expect(bundle.locale).toBe('pt-BR');
  expect(bundle.phases[0]).toEqual({
    number: 1,
    name: 'Fase 1',
    description: 'Descrição da fase 1',
  });
  expect(bundle.scenarios[0]?.title).toBe('Cenário 1');
  expect(report).toEqual({
    locale: 'pt-BR',
    translated: TEXTS_IN_DEFAULT_DATASET,
    total: TEXTS_IN_DEFAULT_DATASET,
    missing: [],
    outdated: [],
  });
});

test('English picks English texts and falls back to pt-BR field by field', () => {
  const partly = scenario(1, {
    title: localized('Cenário 1'),
    description: localized('Descrição.', 'Description.'),
    choices: [
      choice('Ignorar', { en: 'Ignore' }),
      choice('Ouvir', { isCorrect: true }),
      choice('Sair'),
    ],
  });
  const { bundle, report } = toBundle(validated({ scenarios: [partly] }), 'en');
  expect(bundle.scenarios[0]).toEqual({
    number: 1,
    stage: 1,
    skill: 'Escuta ativa (en)',
    skillKey: 'escuta-ativa',
    title: 'Cenário 1',
    description: 'Description.',
    scene: HIRO_SCENE('en'),
    choices: [
      {
        key: 'Ignorar',
        text: 'Ignore',
        isCorrect: false,
        feedback: 'Feedback: Ignore',
        reaction: 'sad',
      },
      {
        key: 'Ouvir',
        text: 'Ouvir',
        isCorrect: true,
        feedback: 'Retorno: Ouvir',
        reaction: 'happy',
      },
      { key: 'Sair', text: 'Sair', isCorrect: false, feedback: 'Retorno: Sair', reaction: 'sad' },
    ],
  });
  expect(report.missing).toEqual([
    { documentId: 'scenario-1', field: 'title' },
    { documentId: 'scenario-1', field: 'choices[1].text' },
    { documentId: 'scenario-1', field: 'choices[1].feedback' },
    { documentId: 'scenario-1', field: 'choices[2].text' },
    { documentId: 'scenario-1', field: 'choices[2].feedback' },
  ]);
  expect(report.total).toBe(TEXTS_IN_DEFAULT_DATASET);
  expect(report.translated).toBe(TEXTS_IN_DEFAULT_DATASET - 5);
});

test('missing translations name phases and achievements by their document id', () => {
  const untranslatedPhase = phase(2, { description: localized('Só em português') });
  const untranslatedAchievement = achievement('first_steps', {
    title: localized('Primeiros passos'),
  });
  const { bundle, report } = toBundle(
    validated({
      phases: [phase(1), untranslatedPhase, phase(3), phase(4), phase(5)],
      achievements: [untranslatedAchievement],
    }),
    'en',
  );
  expect(bundle.phases[1]?.description).toBe('Só em português');
  expect(bundle.achievements[0]?.title).toBe('Primeiros passos');
  expect(report.missing).toEqual([
    { documentId: 'phase-2', field: 'description' },
    ...['title', 'description'].map((field) => ({ documentId: 'scenario-1', field })),
    ...[0, 1, 2].flatMap((index) => [
      { documentId: 'scenario-1', field: `choices[${index}].text` },
      { documentId: 'scenario-1', field: `choices[${index}].feedback` },
    ]),
    { documentId: 'achievement-first_steps', field: 'title' },
  ]);
});

test('a translation whose pt-BR text changed after it was made is shown, named and not counted', () => {
  const translated = withSources(
    scenario(1, {
      title: localized('Cenário 1', 'Scenario 1'),
      description: localized('Um colega conta uma novidade.', 'A classmate tells some news.'),
      choices: [
        choice('Ouvir', { isCorrect: true, en: 'Listen' }),
        choice('Ignorar', { en: 'Ignore' }),
        choice('Interromper', { en: 'Interrupt' }),
      ],
    }),
  ) as ReturnType<typeof scenario>;
  const current = toBundle(validated({ scenarios: [translated] }), 'en').report;
  expect(current.translated).toBe(current.total);
  expect(current.outdated).toEqual([]);

  // The educator adds a sentence to the second choice's pt-BR feedback; nobody touches the English.
  const edited = structuredClone(translated);
  edited.choices[1]!.feedback[0]!.value = 'Retorno: Ignorar. Tente ouvir até o fim.';
  const { bundle, report } = toBundle(validated({ scenarios: [edited] }), 'en');
  expect(report.outdated).toEqual([{ documentId: 'scenario-1', field: 'choices[1].feedback' }]);
  expect(report.missing).toEqual([]);
  expect(report.translated).toBe(report.total - 1);
  // Learners reading English keep the English text until a translator updates it.
  expect(bundle.scenarios[0]?.choices[1]?.feedback).toBe('Feedback: Ignore');
  // pt-BR is the source: nothing in it is ever out of date.
  expect(toBundle(validated({ scenarios: [edited] }), 'pt-BR').report.outdated).toEqual([]);
});

test('a translation that records no source at all counts as out of date', () => {
  const unrecorded = scenario(1, {
    title: localized('Cenário 1', 'Scenario 1'),
    translationSources: [],
  });
  expect(toBundle(validated({ scenarios: [unrecorded] }), 'en').report.outdated).toEqual([
    { documentId: 'scenario-1', field: 'title' },
    { documentId: 'scenario-1', field: 'scene.alt' },
  ]);
});

// docs/decisions/0063: the app draws from the bundle alone, so a character's name and look are
// copied into each scene that shows them.
test('a scene in the bundle: characters resolved into their name and look, a one-off person as written', () => {
  const bia = {
    _id: 'character-bia',
    name: 'Bia',
    look: {
      _type: 'look',
      skin: 'tone4',
      hair: 'longCurly',
      hairColour: 'darkBrown',
      clothing: 'pink',
      glasses: true,
      wheelchair: true,
      age: 'child',
    },
  };
  const busy = scenario(1, {
    scene: scene({
      setting: 'canteen',
      people: [
        castPerson('character-bia', { feeling: 'sad' }),
        oneOffPerson({ name: ' Jussara ', look: look({ age: 'adult' }) }),
        oneOffPerson({ _key: 'someone', name: '', feeling: 'happy' }),
        castPerson('character-hiro', { feeling: 'surprised' }),
      ],
    }),
  });
  const { bundle, report } = toBundle(
    validated({ scenarios: [busy], characters: [character(), bia] }),
    'en',
  );
  const drawn = {
    skin: 'tone3',
    hair: 'afro',
    hairColour: 'black',
    clothing: 'teal',
    glasses: false,
    wheelchair: false,
  };
  expect(bundle.scenarios[0]?.scene).toEqual({
    setting: 'canteen',
    people: [
      {
        name: 'Bia',
        look: {
          ...drawn,
          skin: 'tone4',
          hair: 'longCurly',
          hairColour: 'darkBrown',
          clothing: 'pink',
          glasses: true,
          wheelchair: true,
          age: 'child',
        },
        feeling: 'sad',
      },
      { name: 'Jussara', look: { ...drawn, age: 'adult' }, feeling: 'calm' },
      {
        look: { ...drawn, skin: 'tone5', hair: 'bun', hairColour: 'grey', age: 'adult' },
        feeling: 'happy',
      },
      { ...HIRO_SCENE('en').people[0], feeling: 'surprised' },
    ],
    alt: 'In the classroom, Hiro looks worried at his notebook.',
  });
  expect(ContentBundleSchema.safeParse(bundle).success).toBe(true);
  expect(report.missing).not.toContainEqual({ documentId: 'scenario-1', field: 'scene.alt' });
});

test('a pt-BR alt text changed after its translation: the English one is shown, named out of date', () => {
  const translated = withSources(scenario(1)) as ReturnType<typeof scenario>;
  const edited = structuredClone(translated);
  edited.scene.alt[0]!.value = 'Na sala de aula, Hiro olha preocupado para a lousa.';
  const { bundle, report } = toBundle(validated({ scenarios: [edited] }), 'en');
  expect(bundle.scenarios[0]?.scene.alt).toBe(HIRO_SCENE('en').alt);
  expect(report.outdated).toContainEqual({ documentId: 'scenario-1', field: 'scene.alt' });
  expect(toBundle(validated({ scenarios: [edited] }), 'pt-BR').bundle.scenarios[0]?.scene).toEqual({
    ...HIRO_SCENE('pt-BR'),
    alt: 'Na sala de aula, Hiro olha preocupado para a lousa.',
  });
});

test('texts reach the bundle without surrounding spaces', () => {
  const spaced = scenario(1, { title: localized('  Cenário com espaços  ', '  Spaced  ') });
  expect(toBundle(validated({ scenarios: [spaced] }), 'pt-BR').bundle.scenarios[0]?.title).toBe(
    'Cenário com espaços',
  );
  expect(toBundle(validated({ scenarios: [spaced] }), 'en').bundle.scenarios[0]?.title).toBe(
    'Spaced',
  );
});

test('achievements are sorted by type order, then requirement, then id', () => {
  const achievements = [
    achievement('review_3', { type: 'review', requirement: 3 }),
    achievement('streak_5', { type: 'streak', requirement: 5 }),
    achievement('perfect', { type: 'perfect_score', requirement: 20 }),
    achievement('ten', { type: 'scenarios_completed', requirement: 10 }),
    achievement('streak_3', { type: 'streak', requirement: 3 }),
    achievement('one_b', { type: 'scenarios_completed', requirement: 1 }),
    achievement('one_a', { type: 'scenarios_completed', requirement: 1 }),
  ];
  const valid = validated({ achievements });
  const { bundle } = toBundle(valid, 'pt-BR');
  expect(bundle.achievements.map((a) => `${a.type}:${a.requirement}:${a.id}`)).toEqual([
    'scenarios_completed:1:one_a',
    'scenarios_completed:1:one_b',
    'scenarios_completed:10:ten',
    'perfect_score:20:perfect',
    'streak:3:streak_3',
    'streak:5:streak_5',
    'review:3:review_3',
  ]);
  expect(valid.achievements.map((a) => a.id)).toEqual(achievements.map((a) => a.id));
});

test('achievement fields are copied as they are', () => {
  const { bundle } = toBundle(validated(), 'en');
  expect(bundle.achievements).toEqual([
    {
      id: 'first_steps',
      title: 'Achievement first_steps',
      description: 'Description.',
      icon: '🏅',
      requirement: 1,
      type: 'scenarios_completed',
    },
  ]);
});

test('choices keep their order and which one is correct', () => {
  const choices = [choice('Ignorar'), choice('Ouvir', { isCorrect: true }), choice('Interromper')];
  const { bundle } = toBundle(validated({ scenarios: [scenario(1, { choices })] }), 'pt-BR');
  expect(bundle.scenarios[0]?.choices.map((c) => [c.text, c.isCorrect])).toEqual([
    ['Ignorar', false],
    ['Ouvir', true],
    ['Interromper', false],
  ]);
});

test('each choice carries its Studio key, the same in every locale, so a saved pick survives a reorder', () => {
  const choices = [choice('Ignorar'), choice('Ouvir', { isCorrect: true }), choice('Interromper')];
  const keys = (locale: 'pt-BR' | 'en') =>
    toBundle(
      validated({ scenarios: [scenario(1, { choices })] }),
      locale,
    ).bundle.scenarios[0]?.choices.map((c) => [c.key, c.text]);
  expect(keys('pt-BR')).toEqual([
    ['Ignorar', 'Ignorar'],
    ['Ouvir', 'Ouvir'],
    ['Interromper', 'Interromper'],
  ]);
  expect(keys('en')?.map(([key]) => key)).toEqual(['Ignorar', 'Ouvir', 'Interromper']);
  const reordered = [choices[2]!, choices[0]!, choices[1]!];
  const moved = toBundle(validated({ scenarios: [scenario(1, { choices: reordered })] }), 'pt-BR');
  expect(moved.bundle.scenarios[0]?.choices.find((c) => c.key === 'Ouvir')?.text).toBe('Ouvir');
});

test('scenarios and phases keep the dataset order and carry number and stage', () => {
  const { bundle } = toBundle(validated({ scenarios: [1, 2, 3].map((n) => scenario(n)) }), 'en');
  expect(bundle.scenarios.map((s) => [s.number, s.stage])).toEqual([
    [1, 1],
    [2, 1],
    [3, 1],
  ]);
  expect(bundle.phases.map((p) => p.number)).toEqual([1, 2, 3, 4, 5]);
});

test.each(['pt-BR', 'en'] as const)(
  'the %s bundle of the committed snapshot is a valid ContentBundle',
  async (locale) => {
    const valid = validateDataset(await queryDocuments(await readSnapshot(SNAPSHOT_FILE)));
    const { bundle, report } = toBundle(valid, locale);
    expect(ContentBundleSchema.parse(bundle)).toEqual(bundle);
    expect(bundle.scenarios).toHaveLength(valid.scenarios.length);
    expect(report.translated + report.missing.length).toBe(report.total);
    if (locale === 'pt-BR') expect(report.missing).toEqual([]);
  },
);

test('the committed snapshot in English shows English phase names and the same structure', async () => {
  const valid = validateDataset(await queryDocuments(await readSnapshot(SNAPSHOT_FILE)));
  const portuguese = toBundle(valid, 'pt-BR').bundle;
  const english = toBundle(valid, 'en').bundle;
  expect(english.phases[0]?.name).toBe('Social Basics');
  expect(portuguese.phases[0]?.name).toBe('Fundamentos Sociais');
  const shape = (bundle: typeof english) => ({
    scenarios: bundle.scenarios.map((s) => [s.number, s.stage, s.choices.map((c) => c.isCorrect)]),
    achievements: bundle.achievements.map((a) => [a.id, a.type, a.requirement, a.icon]),
  });
  expect(shape(english)).toEqual(shape(portuguese));
});

test('each scenario names its skill by key and by the skill’s own name; the skills come in the order learners meet them, in the locale', () => {
  const help = (number: number) => scenario(number, { skill: skillRef('skill-pedir-ajuda') });
  const scenarios = [...scenariosWith(help(1), help(3)), help(22)];
  const skills = [
    skill(),
    skill('pedir-ajuda', 'Pedir ajuda', {
      name: localized('Pedir ajuda', 'Asking for help'),
      description: localized('Pedir ajuda quando algo está difícil.'),
      casel: 'self-awareness',
      bncc: 8,
      challenge: localized('Nesta semana, peça ajuda a um adulto quando uma tarefa ficar difícil.'),
      // The second step is not translated yet: English shows it in pt-BR, and the report names it.
      steps: [
        { _key: 'a', text: localized('Respire fundo', 'Take a deep breath') },
        { _key: 'b', text: localized('Escolha a quem pedir') },
        { _key: 'c', text: localized('Diga o que está difícil', 'Say what is hard') },
      ],
    }),
  ];
  const { bundle, report } = toBundle(validateDataset(dataset({ scenarios, skills })), 'en');
  expect(bundle.scenarios.slice(0, 3).map((s) => [s.skillKey, s.skill])).toEqual([
    ['pedir-ajuda', 'Asking for help'],
    ['escuta-ativa', 'Escuta ativa (en)'],
    ['pedir-ajuda', 'Asking for help'],
  ]);
  expect(bundle.skills).toEqual([
    {
      key: 'pedir-ajuda',
      name: 'Asking for help',
      description: 'Pedir ajuda quando algo está difícil.',
      casel: 'self-awareness',
      bncc: 8,
      challenge: 'Nesta semana, peça ajuda a um adulto quando uma tarefa ficar difícil.',
      steps: ['Take a deep breath', 'Escolha a quem pedir', 'Say what is hard'],
    },
    {
      key: 'escuta-ativa',
      name: 'Escuta ativa (en)',
      description: 'Listening to the end and asking about what the other person tells you.',
      casel: 'social-awareness',
      bncc: 9,
      challenge: 'This week, listen to a classmate until they finish before you answer.',
      steps: ['Look', 'Wait for a pause', 'Ask'],
    },
  ]);
  // Each skill text is counted once, not once per scenario that shows the skill's name.
  expect(report.missing).toEqual([
    { documentId: 'skill-pedir-ajuda', field: 'description' },
    ...scenarios.flatMap((s) => [
      { documentId: s._id, field: 'title' },
      { documentId: s._id, field: 'description' },
      ...[0, 1, 2].flatMap((index) => [
        { documentId: s._id, field: `choices[${index}].text` },
        { documentId: s._id, field: `choices[${index}].feedback` },
      ]),
    ]),
    { documentId: 'skill-pedir-ajuda', field: 'challenge' },
    { documentId: 'skill-pedir-ajuda', field: 'steps[1].text' },
  ]);
  expect(ContentBundleSchema.safeParse(bundle).success).toBe(true);
});

test('the committed snapshot: every scenario has a skill of the bundle, in both languages', async () => {
  const dataset = validateDataset(await queryDocuments(await readSnapshot(SNAPSHOT_FILE)));
  for (const locale of ['pt-BR', 'en'] as const) {
    const { bundle } = toBundle(dataset, locale);
    const keys = new Set(bundle.skills.map((s) => s.key));
    expect(bundle.scenarios.every((s) => keys.has(s.skillKey))).toBe(true);
    expect(new Set(bundle.scenarios.map((s) => s.skillKey)).size).toBe(bundle.skills.length);
  }
});
