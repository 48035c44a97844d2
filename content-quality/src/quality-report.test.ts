import type { ContentBundle, Scenario } from '@ths/content-model/bundle-schema';
import { expect, test } from 'vitest';
import { qualityReport, type LocaleContent } from './quality-report.ts';
import { TEST_SCENE } from './test-scene.ts';

const PHASES = [1, 2, 3, 4, 5].map((number) => ({
  number,
  name: `Fase ${number}`,
  description: 'Descrição.',
}));
const ACHIEVEMENTS: ContentBundle['achievements'] = [
  {
    id: 'first_steps',
    title: 'Primeiros passos',
    description: 'Complete 1.',
    icon: '🌟',
    requirement: 1,
    type: 'scenarios_completed',
  },
];

const SKILLS: ContentBundle['skills'] = [
  {
    key: 'ouvir',
    name: 'Ouvir',
    description: 'Ouvir até o fim.',
    casel: 'social-awareness',
    bncc: 9,
    challenge: 'Nesta semana, ouça um colega até o fim antes de responder.',
    steps: ['Olhe', 'Espere a pausa', 'Pergunte'],
  },
];

/** A plain scenario: easy words, two-sentence feedbacks, the correct choice not the longest. */
function scenario(number: number, stage: number, overrides: Partial<Scenario> = {}): Scenario {
  return {
    number,
    stage,
    skill: 'Ouvir',
    skillKey: 'ouvir',
    scene: TEST_SCENE,
    title: `Cenário ${number} ${['gato', 'bola', 'pão', 'sol', 'mar', 'céu'][number % 6]}`,
    description: `O Rui tem ${number} anos. Ele vê a Ana na sala. O que você faz?`,
    choices: [
      {
        text: 'Digo oi.',
        isCorrect: true,
        reaction: 'calm' as const,
        feedback: 'Muito bem! Ela fica feliz.',
      },
      {
        text: 'Não digo nada agora.',
        isCorrect: false,
        reaction: 'calm' as const,
        feedback: 'Dá para entender. Mas diga oi.',
      },
      {
        text: 'Saio da sala sem olhar.',
        isCorrect: false,
        reaction: 'calm' as const,
        feedback: 'Talvez você tenha medo. Diga oi.',
      },
    ],
    ...overrides,
  };
}

const bundle = (locale: ContentBundle['locale'], scenarios: Scenario[]): ContentBundle => ({
  locale,
  phases: PHASES,
  scenarios,
  achievements: ACHIEVEMENTS,
  skills: SKILLS,
});

/** The pt-BR content, every scenario translated by definition. */
const ptBR = (scenarios: Scenario[]): LocaleContent => {
  const numbers = new Set(scenarios.map((s) => s.number));
  return {
    bundle: bundle('pt-BR', scenarios),
    choicesTranslated: numbers,
    textsTranslated: numbers,
    challengesTranslated: new Set(['ouvir']),
  };
};

test('every measure has a row for each phase and the total, empty phases included', () => {
  const report = qualityReport([ptBR([scenario(1, 1), scenario(2, 1), scenario(21, 2)])]);
  expect(report.scenarios).toBe(3);
  expect(report.longestCorrect[0]!.rows.map((row) => [row.phase, row.scenarios])).toEqual([
    [1, 2],
    [2, 1],
    [3, 0],
    [4, 0],
    [5, 0],
    ['total', 3],
  ]);
  const reading = report.readingEase[0]!;
  expect(reading.rows.find((row) => row.phase === 3)).toEqual({
    phase: 3,
    scenarios: 0,
    mean: null,
    band: null,
    lowest: null,
  });
  expect(report.similarity.rows.find((row) => row.phase === 2)!.pair).toBeNull();
  expect(report.similarity.rows.find((row) => row.phase === 1)!.pair).toMatchObject({
    first: { number: 1 },
    second: { number: 2 },
  });
});

/** The same scenario with the correct choice's text made the longest or the middle length. */
const withCorrect = (base: Scenario, text: string): Scenario => ({
  ...base,
  choices: base.choices.map((choice) => (choice.isCorrect ? { ...choice, text } : choice)),
});

test('plain content meets every target', () => {
  const report = qualityReport([
    ptBR([
      scenario(1, 1),
      withCorrect(scenario(2, 1), 'Eu digo oi para a Ana.'),
      withCorrect(scenario(3, 1), 'Vou até a Ana e digo oi para ela.'),
      scenario(21, 2),
      withCorrect(scenario(22, 2), 'Eu digo oi para a Ana.'),
    ]),
  ]);
  expect(report.targets.filter((target) => !target.met)).toEqual([]);
  expect(report.targets.map((target) => target.id)).toEqual([
    'longest-correct:pt-BR',
    'length-position:pt-BR',
    'manner-phrases:pt-BR',
    'question-cue:pt-BR',
    'reading-ease:phase-1',
    'near-duplicates',
    'unexplained-figures',
    'feedback-sentences',
    'challenges:pt-BR',
  ]);
});

test('a copy, an unexplained idiom and a long feedback each miss their target', () => {
  const long = scenario(2, 1, {
    choices: [
      {
        text: 'Digo oi.',
        isCorrect: true,
        reaction: 'calm' as const,
        feedback: 'Muito bem! Ela fica feliz.',
      },
      {
        text: 'Fico quieto.',
        isCorrect: false,
        reaction: 'calm' as const,
        feedback: 'Uma. Duas. Três. Quatro. Cinco.',
      },
      {
        text: 'Saio da sala.',
        isCorrect: false,
        reaction: 'calm' as const,
        feedback: 'Dá para entender. Mas diga oi.',
      },
    ],
  });
  const idiom = scenario(4, 1, { description: 'O Rui pisou na bola com a Ana. O que você faz?' });
  const copy = { ...scenario(1, 1), number: 5 };
  const report = qualityReport([ptBR([scenario(1, 1), long, idiom, copy])]);
  const met = Object.fromEntries(report.targets.map((target) => [target.id, target.met]));
  expect(met).toEqual({
    'longest-correct:pt-BR': true,
    'length-position:pt-BR': false,
    'manner-phrases:pt-BR': true,
    'question-cue:pt-BR': true,
    'reading-ease:phase-1': true,
    'near-duplicates': false,
    'unexplained-figures': false,
    'feedback-sentences': false,
    'challenges:pt-BR': true,
  });
  expect(report.similarity.nearDuplicates).toEqual([
    {
      first: { number: 1, title: 'Cenário 1 bola' },
      second: { number: 5, title: 'Cenário 1 bola' },
      score: expect.closeTo(1, 10),
    },
  ]);
  expect(report.figures).toMatchObject({ explained: 0, unexplained: 1 });
  expect(report.feedback.sentenceOutliers).toEqual([
    { scenario: 2, stage: 1, field: 'choices[1].feedback', sentences: 5 },
  ]);
});

test('more than 40 % longest correct choices misses the target, per phase and in total', () => {
  const longest = scenario(2, 1, {
    choices: [
      {
        text: 'Vou até lá e digo oi para ela.',
        isCorrect: true,
        reaction: 'calm' as const,
        feedback: 'Muito bem! Ela fica feliz.',
      },
      {
        text: 'Fico quieto.',
        isCorrect: false,
        reaction: 'calm' as const,
        feedback: 'Dá para entender. Mas diga oi.',
      },
      {
        text: 'Saio.',
        isCorrect: false,
        reaction: 'calm' as const,
        feedback: 'Dá para entender. Mas diga oi.',
      },
    ],
  });
  const report = qualityReport([
    ptBR([longest, { ...longest, number: 6 }, scenario(1, 1), scenario(21, 2)]),
  ]);
  expect(report.targets[0]).toMatchObject({
    id: 'longest-correct:pt-BR',
    met: false,
    detail: 'fase 1: 66,7 %; total: 50,0 %',
  });
});

test('length positions are counted per phase and the total; any position above 40 % misses the target', () => {
  const report = qualityReport([
    ptBR([
      scenario(1, 1),
      withCorrect(scenario(2, 1), 'Vou até a Ana e digo oi para ela.'),
      withCorrect(scenario(21, 2), 'Eu digo oi para a Ana.'),
      scenario(22, 2),
    ]),
  ]);
  const section = report.lengthPositions[0]!;
  expect(section.rows.find((row) => row.phase === 2)!.counts).toEqual({
    longest: 0,
    shortest: 1,
    middle: 1,
  });
  expect(section.rows.at(-1)).toMatchObject({
    phase: 'total',
    counts: { longest: 1, shortest: 2, middle: 1 },
    aboveTarget: ['shortest'],
  });
  expect(report.targets.find((t) => t.id === 'length-position:pt-BR')).toMatchObject({
    met: false,
    detail: 'mais longa 25,0 %; mais curta 50,0 % ✗; no meio 25,0 %',
  });
});

test('a manner phrase only in correct choices misses the target and names the scenarios', () => {
  const calm = withCorrect(scenario(2, 1), 'Digo com calma: “Oi, Ana.”');
  const report = qualityReport([ptBR([scenario(1, 1), calm])]);
  expect(report.mannerPhrases[0]!.uses).toEqual([
    { phrase: 'com calma', correct: [2], wrong: [], cue: true },
  ]);
  expect(report.targets.find((t) => t.id === 'manner-phrases:pt-BR')).toMatchObject({
    met: false,
    detail: '"com calma" em #2',
  });
  const carried = {
    ...calm,
    number: 3,
    choices: calm.choices.map((choice, index) =>
      index === 2 ? { ...choice, text: 'Saio da sala com calma, sem olhar.' } : choice,
    ),
  };
  const fixed = qualityReport([ptBR([scenario(1, 1), calm, carried])]);
  expect(fixed.targets.find((t) => t.id === 'manner-phrases:pt-BR')!.met).toBe(true);
});

test('with a cast list, a name in two scenarios that is not on it misses the cast target', () => {
  const withName = (number: number) =>
    scenario(number, 1, { description: `Hoje o Hiro tem ${number} figurinhas. O que você faz?` });
  const scenarios = [withName(1), withName(2)];
  expect(qualityReport([ptBR(scenarios)]).cast).toBeNull();
  expect(qualityReport([ptBR(scenarios)]).targets.map((t) => t.id)).not.toContain('cast');
  const missing = qualityReport([ptBR(scenarios)], ['Nina']);
  expect(missing.targets.find((t) => t.id === 'cast')).toMatchObject({
    met: false,
    detail: 'fora da lista: Hiro (#1, #2)',
  });
  const listed = qualityReport([ptBR(scenarios)], ['Hiro']);
  expect(listed.targets.find((t) => t.id === 'cast')!.met).toBe(true);
});

test('the reading-ease target is the mean of phase 1; hard prose in a later phase does not miss it', () => {
  const hard = (number: number, stage: number) =>
    scenario(number, stage, {
      description:
        'A compreensão interdisciplinar das especificidades socioemocionais pressupõe responsabilidades institucionais extraordinariamente heterogêneas.',
    });
  const target = (scenarios: Scenario[]) =>
    qualityReport([ptBR(scenarios)]).targets.find((t) => t.id === 'reading-ease:phase-1');

  expect(target([scenario(1, 1), hard(2, 1)])).toMatchObject({ met: false });
  expect(target([scenario(1, 1), hard(21, 2)])).toMatchObject({ met: true });
  const rows = qualityReport([ptBR([scenario(1, 1), hard(2, 1)])]).readingEase[0]!.rows;
  expect(rows[0]!.lowest).toMatchObject({ number: 2, band: 'muito difícil' });
  const easy = qualityReport([ptBR([scenario(1, 1)])]).readingEase[0]!.scenarios[0]!.score;
  expect(rows[0]!.mean).toBeCloseTo((easy + rows[0]!.lowest!.score) / 2, 10);
});

test('another locale is measured only on its translated scenarios and gets no target when it has none', () => {
  const scenarios = [scenario(1, 1), scenario(2, 1)];
  const en = {
    bundle: bundle('en', scenarios),
    choicesTranslated: new Set<number>(),
    textsTranslated: new Set<number>(),
    challengesTranslated: new Set<string>(),
  };
  const report = qualityReport([ptBR(scenarios), en]);
  expect(
    report.longestCorrect.map((section) => [section.locale, section.measured, section.of]),
  ).toEqual([
    ['pt-BR', 2, 2],
    ['en', 0, 2],
  ]);
  expect(report.readingEase.map((section) => [section.locale, section.measured])).toEqual([
    ['pt-BR', 2],
    ['en', 0],
  ]);
  expect(report.targets.some((target) => target.id.endsWith(':en'))).toBe(false);

  const translated = qualityReport([ptBR(scenarios), { ...en, choicesTranslated: new Set([2]) }]);
  expect(translated.longestCorrect[1]!.rows.at(-1)).toMatchObject({ phase: 'total', scenarios: 1 });
  expect(translated.targets.map((target) => target.id)).toContain('longest-correct:en');
});

test('the report is plain data: JSON keeps all of it', () => {
  const report = qualityReport([ptBR([scenario(1, 1), scenario(2, 3)])]);
  expect(JSON.parse(JSON.stringify(report))).toEqual(report);
});

test('the pt-BR bundle is required', () => {
  expect(() =>
    qualityReport([
      {
        bundle: bundle('en', [scenario(1, 1)]),
        choicesTranslated: new Set(),
        textsTranslated: new Set(),
        challengesTranslated: new Set(),
      },
    ]),
  ).toThrow(/pt-BR/);
});

test('a challenge too short or with a forbidden word misses its target; an untranslated one is not measured', () => {
  const skill = (key: string, challenge: string) => ({ ...SKILLS[0]!, key, name: key, challenge });
  const skills = [
    skill('curto', 'Seja gentil.'),
    skill('feio', 'Nesta semana, diga a um colega que o desenho dele não ficou feio.'),
    skill('bom', 'Nesta semana, ouça um colega até o fim antes de responder.'),
  ];
  const report = qualityReport([
    {
      ...ptBR([scenario(1, 1)]),
      bundle: { ...bundle('pt-BR', [scenario(1, 1)]), skills },
      challengesTranslated: new Set(['curto', 'feio', 'bom']),
    },
    {
      ...ptBR([scenario(1, 1)]),
      bundle: { ...bundle('en', [scenario(1, 1)]), skills },
      challengesTranslated: new Set(['bom']),
    },
  ]);
  const [pt, en] = report.challenges;
  expect(pt).toMatchObject({
    measured: 3,
    of: 3,
    shortest: { key: 'curto', length: 12 },
    outsideLength: [{ key: 'curto', length: 12 }],
    forbiddenWords: [{ key: 'feio', words: ['feio'] }],
  });
  expect(en).toMatchObject({ measured: 1, of: 3, outsideLength: [], forbiddenWords: [] });
  const met = Object.fromEntries(report.targets.map((target) => [target.id, target.met]));
  expect(met['challenges:pt-BR']).toBe(false);
  expect(met['challenges:en']).toBe(true);
});

/** The same scenario with one choice's text replaced. */
const withChoice = (base: Scenario, index: number, text: string): Scenario => ({
  ...base,
  choices: base.choices.map((choice, at) => (at === index ? { ...choice, text } : choice)),
});

test('a lone question in the correct choice of more than half the scenarios that have one misses the target, per phase and in total', () => {
  const correctAsks = (number: number, stage: number) =>
    withChoice(scenario(number, stage), 0, 'Digo: “Posso?”');
  const wrongAsks = (number: number, stage: number) =>
    withChoice(scenario(number, stage), 1, 'Digo: “Por quê?”');
  const report = qualityReport([
    ptBR([
      correctAsks(1, 1),
      correctAsks(2, 1),
      wrongAsks(3, 1),
      correctAsks(21, 2),
      wrongAsks(22, 2),
      wrongAsks(23, 2),
      scenario(24, 2),
    ]),
  ]);
  const rows = report.questionCue[0]!.rows;
  expect(rows.find((row) => row.phase === 1)).toMatchObject({
    scenarios: 3,
    loneQuestion: 3,
    correct: 2,
    aboveTarget: true,
  });
  expect(rows.find((row) => row.phase === 2)).toMatchObject({
    scenarios: 4,
    loneQuestion: 3,
    correct: 1,
    aboveTarget: false,
  });
  expect(rows.find((row) => row.phase === 'total')).toMatchObject({
    loneQuestion: 6,
    correct: 3,
    percent: 50,
    aboveTarget: false,
  });
  expect(report.targets.find((t) => t.id === 'question-cue:pt-BR')).toMatchObject({
    met: false,
    detail: 'fase 1: 2 de 3 (66,7 %)',
  });
});
