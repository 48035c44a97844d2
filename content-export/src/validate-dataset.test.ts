import { expect, test } from 'vitest';
import {
  achievement,
  choice,
  dataset,
  draft,
  localized,
  phase,
  scenario,
  scenariosWith,
  skill,
  skillRef,
} from './testing/raw-dataset.ts';
import {
  ContentValidationError,
  formatIssue,
  validateDataset,
  type ContentIssue,
} from './validate-dataset.ts';

/** A copy of value without one field, as when a document leaves it empty. */
const without = (value: Record<string, unknown>, field: string) =>
  Object.fromEntries(Object.entries(value).filter(([name]) => name !== field));

const numbers = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, index) => from + index);

/** Every issue validateDataset reports, or [] when it accepts the dataset. */
function issuesOf(raw: unknown, options?: Parameters<typeof validateDataset>[1]): ContentIssue[] {
  try {
    validateDataset(raw, options);
    return [];
  } catch (error) {
    if (error instanceof ContentValidationError) return [...error.issues];
    throw error;
  }
}

const issue = (documentId: string, field: string, message: RegExp) => ({
  documentId,
  field,
  message: expect.stringMatching(message),
});

test('a valid dataset passes and comes back with its documents', () => {
  const valid = dataset({ drafts: [draft('drafts.scenario-1', 'scenario', 1)] });
  const result = validateDataset(valid);
  expect(result.scenarios.map((s) => [s._id, s.number, s.stage]).slice(19)).toEqual([
    ['scenario-20', 20, 1],
    ['scenario-21', 21, 2],
  ]);
  expect(result.scenarios[0]?.skill).toEqual(skillRef());
  expect(result.scenarios[0]?.choices.map((c) => c.isCorrect)).toEqual([true, false, false]);
  expect(result.phases).toHaveLength(5);
  expect(result.achievements[0]?.id).toBe('first_steps');
  expect(result.drafts).toEqual([draft('drafts.scenario-1', 'scenario', 1)]);
});

test('an English choice feedback that is too long is named by document and field path', () => {
  const long = scenario(2);
  long.choices[1] = { ...choice('Ignorar'), feedback: localized('Curto.', 'x'.repeat(481)) };
  expect(issuesOf(dataset({ scenarios: [scenario(1), long, scenario(3)] }))).toEqual([
    {
      documentId: 'scenario-2',
      field: 'choices[1].feedback[en]',
      message: expect.stringMatching(/481 caracteres, o máximo é 480/),
    },
  ]);
});

test('a word the content rules forbid stops the export in a pt-BR text a learner reads, named by field and language', () => {
  const shaming = scenario(2, { title: localized('Um desenho feio') });
  shaming.choices[1] = {
    ...choice('Ignorar'),
    feedback: localized('Isso foi errado e feio. Tente de novo.'),
  };
  expect(issuesOf(dataset({ scenarios: [scenario(1), shaming, scenario(3)] }))).toEqual([
    issue('scenario-2', 'title[pt-BR]', /^“feio” é uma palavra que a gente não usa com o aluno/),
    issue(
      'scenario-2',
      'choices[1].feedback[pt-BR]',
      /^“errado” e “feio” são palavras que a gente não usa com o aluno: elas envergonham em vez de ensinar\. Diga o que a outra pessoa sente e o que funciona melhor\.$/,
    ),
  ]);
});

test('only advised, not refused: a forbidden word in a choice, in English outside the challenge, or a feedback repeating its choice’s word', () => {
  const choices = [
    choice('Ouvir', { isCorrect: true, en: 'Listen' }),
    {
      ...choice('Digo: “Que desenho feio.”', { en: 'I say, “That drawing is ugly.”' }),
      feedback: localized(
        'Dizer que o desenho é feio magoa. Diga do que você gostou.',
        'Your friend may think he did something wrong. Say what you liked.',
      ),
    },
    choice('Interromper'),
  ];
  expect(
    issuesOf(
      dataset({
        scenarios: scenariosWith(
          scenario(1, {
            description: localized('Um colega mostra um desenho.', 'You got it wrong.'),
            choices,
          }),
        ),
      }),
    ),
  ).toEqual([]);
});

test('feedback of exactly 480 characters passes', () => {
  const atLimit = scenario(1);
  atLimit.choices[0] = {
    ...choice('Ouvir', { isCorrect: true }),
    feedback: localized('x'.repeat(480)),
  };
  expect(issuesOf(dataset({ scenarios: scenariosWith(atLimit) }))).toEqual([]);
});

test.each([
  ['title', 61, 60],
  ['description', 501, 500],
])('a scenario %s of %i characters is too long (max %i)', (field, length, max) => {
  const long = scenario(1, { [field]: localized('x'.repeat(length)) });
  expect(issuesOf(dataset({ scenarios: [long, scenario(2), scenario(3)] }))).toEqual([
    issue('scenario-1', `${field}[pt-BR]`, new RegExp(`${length} caracteres, o máximo é ${max}`)),
  ]);
});

test('a missing pt-BR text is reported on the field itself', () => {
  const untitled = scenario(1, { title: [] });
  expect(issuesOf(dataset({ scenarios: [untitled, scenario(2), scenario(3)] }))).toEqual([
    issue('scenario-1', 'title', /Escreva este texto em Português/),
  ]);
});

test('a whitespace-only pt-BR text is reported on its language', () => {
  const blank = scenario(1, { title: localized('   ', 'Listening') });
  expect(issuesOf(dataset({ scenarios: [blank, scenario(2), scenario(3)] }))).toEqual([
    issue('scenario-1', 'title[pt-BR]', /texto em pt-BR está vazio/),
  ]);
});

test('a scenario number out of range and a mismatched stage are named on their fields', () => {
  const issues = issuesOf(
    dataset({
      scenarios: [scenario(1), scenario(2, { stage: 2 }), scenario(3, { number: 1001, stage: 5 })],
    }),
  );
  expect(issues).toEqual([
    issue('scenario-2', 'stage', /O cenário 2 pertence à fase 1, não à fase 2/),
    issue('scenario-3', 'number', /inteiro de 1 a 1000/),
  ]);
});

test.each([
  ['no choices', null, /exatamente 3 escolhas \(agora há 0\)/],
  [
    'two choices',
    [choice('Ouvir', { isCorrect: true }), choice('Ignorar')],
    /exatamente 3 escolhas \(agora há 2\)/,
  ],
  [
    'two correct choices',
    [
      choice('Ouvir', { isCorrect: true }),
      choice('Ignorar', { isCorrect: true }),
      choice('Interromper'),
    ],
    /exatamente uma escolha como correta \(agora há 2\)/,
  ],
])('a scenario with %s is named on the choices field', (_name, choices, message) => {
  const broken = scenario(3, { choices });
  expect(issuesOf(dataset({ scenarios: [scenario(1), scenario(2), broken] }))).toEqual([
    issue('scenario-3', 'choices', message),
  ]);
});

test('a choice with no isCorrect is named by its index', () => {
  const noAnswer = without(choice('Interromper'), 'isCorrect');
  const broken = scenario(1, {
    choices: [choice('Ouvir', { isCorrect: true }), choice('Ignorar'), noAnswer],
  });
  expect(issuesOf(dataset({ scenarios: [broken, scenario(2), scenario(3)] }))).toEqual([
    issue('scenario-1', 'choices[2].isCorrect', /É a escolha correta/),
  ]);
});

test('a choice that is not an object is named by its index', () => {
  const broken = scenario(1, {
    choices: [choice('Ouvir', { isCorrect: true }), 'texto solto', choice('Interromper')],
  });
  expect(issuesOf(dataset({ scenarios: [broken, scenario(2), scenario(3)] }))).toEqual([
    issue('scenario-1', 'choices[1]', /Cada escolha precisa de texto/),
  ]);
});

test('phase and achievement fields are checked with the shared rules', () => {
  const issues = issuesOf(
    dataset({
      phases: [phase(1), phase(2), phase(3), phase(4), phase(5, { number: 6 })],
      achievements: [
        achievement('First', { icon: '🌱🌱', requirement: 0, type: 'weekly' }),
        achievement('streak_3', { title: localized('x'.repeat(41)) }),
      ],
    }),
  );
  expect(issues).toEqual([
    issue('phase-5', 'number', /número da fase deve ser um número inteiro de 1 a 5/),
    issue('achievement-First', 'id', /Exemplo: first_steps/),
    issue('achievement-First', 'icon', /único emoji/),
    issue('achievement-First', 'requirement', /inteiro maior que zero/),
    issue('achievement-First', 'type', /Tipo desconhecido: "weekly"/),
    issue('achievement-streak_3', 'title[pt-BR]', /41 caracteres, o máximo é 40/),
  ]);
});

test('a document without an _id is named by its collection and index', () => {
  const anonymous = without(phase(2, { name: [] }), '_id');
  const phases = [phase(1), anonymous, phase(3), phase(4), phase(5)];
  expect(issuesOf(dataset({ phases }))).toEqual([
    issue('phases[1]', '_id', /string/),
    issue('phases[1]', 'name', /Escreva este texto em Português/),
  ]);
});

test('problems in documents suppress the cross-document rules', () => {
  const issues = issuesOf(
    dataset({
      scenarios: [scenario(1, { title: [] }), scenario(3), scenario(3, { _id: 'scenario-3b' })],
      phases: [1, 2, 4, 5].map((number) => phase(number)),
    }),
  );
  expect(issues).toEqual([issue('scenario-1', 'title', /Escreva este texto em Português/)]);
});

/** Scenarios 1 to 21 without 2. */
const withoutTwo = () =>
  numbers(1, 21)
    .filter((number) => number !== 2)
    .map((number) => scenario(number));

test('a gap in scenario numbers is named on the scenario collection', () => {
  expect(issuesOf(dataset({ scenarios: withoutTwo() }))).toEqual([
    issue('(cenários)', 'number', /Falta o cenário 2 publicado: os cenários vão de 1 a 21/),
  ]);
});

test('every missing number is reported, including those below the lowest scenario', () => {
  const issues = issuesOf(dataset({ scenarios: [scenario(3), scenario(5), scenario(21)] }));
  const missing = issues.filter((found) => found.field === 'number');
  expect(missing.map((found) => found.message.match(/Falta o cenário (\d+)/)?.[1])).toEqual([
    '1',
    '2',
    '4',
    ...numbers(6, 20).map(String),
  ]);
});

test('a gap filled only by a draft names the draft and asks to publish it', () => {
  const issues = issuesOf(
    dataset({
      scenarios: withoutTwo(),
      drafts: [draft('drafts.scenario-2', 'scenario', 2)],
    }),
  );
  expect(issues).toEqual([
    issue(
      'drafts.scenario-2',
      'number',
      /Falta o cenário 2 publicado.*Existe apenas o rascunho drafts\.scenario-2: publique-o/,
    ),
  ]);
});

test('a draft of a published document does not explain a gap', () => {
  const issues = issuesOf(
    dataset({
      scenarios: withoutTwo(),
      drafts: [draft('drafts.scenario-1', 'scenario', 2)],
    }),
  );
  expect(issues).toEqual([
    issue('(cenários)', 'number', /^Falta o cenário 2 publicado: [^.]*sem pular números\.$/),
  ]);
});

test('a draft of another type with the missing number does not explain a scenario gap', () => {
  const issues = issuesOf(
    dataset({
      scenarios: withoutTwo(),
      drafts: [draft('drafts.phase-9', 'phase', 2)],
    }),
  );
  expect(issues).toEqual([issue('(cenários)', 'number', /Falta o cenário 2/)]);
});

test('a missing phase 3 is reported on the phase collection', () => {
  const phases = [1, 2, 4, 5].map((number) => phase(number));
  expect(issuesOf(dataset({ phases }))).toEqual([
    issue('(fases)', 'number', /Falta a fase 3 publicada: o app mostra as fases de 1 a 5/),
  ]);
});

test('a missing phase that exists as a draft names the draft', () => {
  const phases = [1, 2, 4, 5].map((number) => phase(number));
  const issues = issuesOf(dataset({ phases, drafts: [draft('drafts.phase-3', 'phase', 3)] }));
  expect(issues).toEqual([issue('drafts.phase-3', 'number', /Falta a fase 3.*drafts\.phase-3/)]);
});

test('duplicate numbers and ids name each document and the others', () => {
  const issues = issuesOf(
    dataset({
      scenarios: [...scenariosWith(), scenario(2, { _id: 'scenario-2-copy' })],
      phases: [1, 2, 3, 4, 5, 5].map((number, index) =>
        phase(number, { _id: `phase-${index + 1}` }),
      ),
      achievements: [achievement('first_steps'), achievement('first_steps', { _id: 'other' })],
    }),
  );
  expect(issues).toEqual([
    issue('scenario-2', 'number', /Outro cenário já usa o número 2 \(scenario-2-copy\)/),
    issue('scenario-2-copy', 'number', /Outro cenário já usa o número 2 \(scenario-2\)/),
    issue('phase-5', 'number', /Outra fase já usa o número 5 \(phase-6\)/),
    issue('phase-6', 'number', /Outra fase já usa o número 5 \(phase-5\)/),
    issue('achievement-first_steps', 'id', /Outra conquista já usa o id "first_steps" \(other\)/),
    issue('other', 'id', /Outra conquista já usa o id "first_steps" \(achievement-first_steps\)/),
  ]);
});

test('no published scenario at all is reported once', () => {
  expect(issuesOf(dataset({ scenarios: [], skills: [] }))).toEqual([
    issue('(cenários)', '(documentos)', /Não há nenhum cenário publicado/),
  ]);
});

test('scenario 1001 is refused by default and accepted with a custom range', () => {
  const scenarios = numbers(1, 1001).map((number) => scenario(number));
  expect(issuesOf(dataset({ scenarios }))).toEqual([
    issue('scenario-1001', 'number', /inteiro de 1 a 1000/),
  ]);
  const result = validateDataset(dataset({ scenarios }), {
    scenarioNumberRange: { min: 1, max: 2000 },
  });
  expect(result.scenarios.at(-1)).toMatchObject({ number: 1001, stage: 5 });
});

test.each([
  ['null', null, '(conteúdo)'],
  ['an array', [], '(conteúdo)'],
  [
    'a dataset without drafts',
    { scenarios: [], phases: [], achievements: [], skills: [], characters: [] },
    '(rascunhos)',
  ],
])('a query result that is %s is refused, naming %s', (_name, raw, documentId) => {
  expect(issuesOf(raw)).toEqual([expect.objectContaining({ documentId, field: '(documentos)' })]);
});

test('the error message counts the problems and lists one per line', () => {
  try {
    validateDataset(
      dataset({ scenarios: [scenario(1, { number: 0 }), scenario(2, { title: [] })] }),
    );
    expect.unreachable();
  } catch (error) {
    expect(error).toBeInstanceOf(ContentValidationError);
    const { message, issues } = error as ContentValidationError;
    expect(issues).toHaveLength(2);
    expect(message.split('\n')).toEqual([
      'O conteúdo tem 2 problema(s):',
      expect.stringMatching(/^ {2}scenario-1 › number: /),
      expect.stringMatching(/^ {2}scenario-2 › title: /),
    ]);
  }
});

test('formatIssue reads document › field: message', () => {
  expect(formatIssue({ documentId: 'scenario-7', field: 'title[en]', message: 'Curto.' })).toBe(
    '  scenario-7 › title[en]: Curto.',
  );
});

test('the gap rule starts at the lowest number the range allows', () => {
  expect(
    issuesOf(dataset({ scenarios: numbers(5, 21).map((number) => scenario(number)) }), {
      scenarioNumberRange: { min: 5, max: 30 },
    }),
  ).toEqual([]);
});

test('a scenario without a skill reference stops the export, naming the scenario and its field', () => {
  const scenarios = scenariosWith(scenario(2, { skill: null }), scenario(3, { skill: undefined }));
  expect(issuesOf(dataset({ scenarios }))).toEqual([
    issue('scenario-2', 'skill', /^O cenário 2 não tem habilidade\. Escolha em “Habilidade”/),
    issue('scenario-3', 'skill', /^O cenário 3 não tem habilidade/),
  ]);
});

test('a reference to a skill only a draft holds names the draft', () => {
  const raw = dataset({
    scenarios: scenariosWith(scenario(2, { skill: skillRef('skill-pedir-ajuda') })),
    drafts: [draft('drafts.skill-pedir-ajuda', 'skill', null)],
  });
  expect(issuesOf(raw)).toEqual([
    issue(
      'scenario-2',
      'skill',
      /^A habilidade escolhida \(skill-pedir-ajuda\) não está publicada\. Existe apenas o rascunho drafts\.skill-pedir-ajuda: publique-o no Studio\./,
    ),
  ]);
});

test('a skill with fewer than 3 scenarios stops the export, naming the skill, its scenarios and the drafts to publish', () => {
  const other = skill('pedir-ajuda', 'Pedir ajuda');
  const raw = dataset({
    scenarios: scenariosWith(
      scenario(2, { skill: skillRef(other._id) }),
      scenario(3, { skill: skillRef(other._id) }),
    ),
    skills: [skill(), other],
    drafts: [draft('drafts.scenario-5', 'scenario', 5, skillRef(other._id))],
  });
  expect(issuesOf(raw)).toEqual([
    issue(
      'skill-pedir-ajuda',
      'name',
      /^A habilidade “Pedir ajuda” é praticada por 2 cenários \(scenario-2, scenario-3\); ela precisa de pelo menos 3, de pelo menos 2 fases.* Os rascunhos drafts\.scenario-5 também a praticam: publique-os no Studio\.$/,
    ),
  ]);
});

test('a skill whose scenarios are all in one phase stops the export', () => {
  const other = skill('pedir-ajuda', 'Pedir ajuda');
  const mine = (number: number) => scenario(number, { skill: skillRef(other._id) });
  const raw = dataset({
    scenarios: scenariosWith(mine(2), mine(3), mine(4)),
    skills: [skill(), other],
  });
  expect(issuesOf(raw)).toEqual([
    issue(
      'skill-pedir-ajuda',
      'name',
      /^Os 3 cenários da habilidade “Pedir ajuda” \(scenario-2, scenario-3, scenario-4\) são todos da fase 1/,
    ),
  ]);
});

test('a skill document no scenario practises stops the export, naming the document and its name', () => {
  const unused = skill('esperar-a-vez', 'Esperar a vez');
  expect(issuesOf(dataset({ skills: [skill(), unused] }))).toEqual([
    issue('skill-esperar-a-vez', 'name', /^Nenhum cenário pratica a habilidade “Esperar a vez”/),
  ]);
});

test('two skill documents with one key or one name are both named', () => {
  const twin = skill('escuta-ativa', 'Escuta ativa', { _id: 'skill-twin' });
  expect(issuesOf(dataset({ skills: [skill(), twin] }))).toEqual(
    expect.arrayContaining([
      issue(
        'skill-escuta-ativa',
        'key',
        /Outra habilidade já usa a chave "escuta-ativa" \(skill-twin\)/,
      ),
      issue(
        'skill-twin',
        'name',
        /Outra habilidade já tem o nome “Escuta ativa” \(skill-escuta-ativa\)/,
      ),
    ]),
  );
});

test.each([
  ['key', { key: 'Escuta Ativa' }, 'key', /"Escuta Ativa" não serve/],
  ['CASEL', { casel: 'empathy' }, 'casel', /Competência CASEL desconhecida: "empathy"/],
  ['BNCC', { bncc: 11 }, 'bncc', /Competência da BNCC desconhecida: "11"/],
  ['missing BNCC reason', { bnccReason: ' ' }, 'bnccReason', /^Escreva em uma linha por que/],
  ['missing name', { name: [] }, 'name', /^Escreva o nome da habilidade em Português/],
  [
    'description without pt-BR',
    { description: [{ _key: 'en', language: 'en', value: 'Listening.' }] },
    'description',
    /^Escreva em Português \(Brasil\), numa frase curta/,
  ],
  [
    'challenge without pt-BR',
    {
      challenge: [
        { _key: 'en', language: 'en', value: 'This week, listen to a friend until they finish.' },
      ],
    },
    'challenge',
    /^Escreva o desafio da semana em Português \(Brasil\)/,
  ],
  [
    'English challenge with a forbidden word',
    {
      challenge: localized(
        'Nesta semana, ouça um colega até o fim antes de responder.',
        'This week, tell a classmate when something they did was wrong.',
      ),
    },
    'challenge[en]',
    /^“wrong” é uma palavra que a gente não usa com o aluno/,
  ],
  [
    'short challenge',
    { challenge: localized('Ouça.') },
    'challenge[pt-BR]',
    /Desafio curto demais: 5 caracteres, o mínimo é 40/,
  ],
])('a skill with a bad %s is named by document and field', (_name, overrides, field, message) => {
  expect(issuesOf(dataset({ skills: [skill('escuta-ativa', 'Escuta ativa', overrides)] }))).toEqual(
    [issue('skill-escuta-ativa', field, message)],
  );
});
