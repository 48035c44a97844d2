import { expect, test } from 'vitest';
import { ContentIndexSchema, PhaseContentSchema, type ContentBundle } from './bundle-schema.ts';
import { joinBundle, splitBundle } from './bundle-split.ts';

const scenario = (number: number, stage: number) => ({
  number,
  stage,
  skill: 'Escuta ativa',
  skillKey: 'escuta-ativa',
  title: `Cenário ${number}`,
  description: 'Seu colega conta uma novidade.',
  scene: {
    setting: 'classroom' as const,
    people: [
      {
        look: {
          skin: 'tone4' as const,
          hair: 'afro' as const,
          hairColour: 'black' as const,
          clothing: 'teal' as const,
          glasses: false,
          wheelchair: false,
          age: 'child' as const,
        },
        feeling: 'happy' as const,
      },
    ],
    alt: 'Na sala de aula, um colega sorri.',
  },
  choices: [
    { text: 'Sim', isCorrect: true, feedback: 'Bom.', reaction: 'happy' as const },
    { text: 'Não', isCorrect: false, feedback: 'Hum.', reaction: 'sad' as const },
    { text: 'Talvez', isCorrect: false, feedback: 'Hum.', reaction: 'confused' as const },
  ],
});

const bundle: ContentBundle = {
  locale: 'pt-BR',
  phases: [1, 2, 3, 4, 5].map((number) => ({
    number,
    name: `Fase ${number}`,
    description: 'Descrição.',
  })),
  scenarios: [scenario(1, 1), scenario(2, 1), scenario(21, 2)],
  achievements: [
    {
      id: 'first_steps',
      title: 'Primeiros passos',
      description: 'Conclua um cenário.',
      icon: '🌱',
      requirement: 1,
      type: 'scenarios_completed',
    },
  ],
  skills: [
    {
      key: 'escuta-ativa',
      name: 'Escuta ativa',
      description: 'Ouvir até o fim e perguntar sobre o que a pessoa conta.',
      casel: 'social-awareness',
      bncc: 9,
      challenge: 'Nesta semana, escute um colega até o fim antes de responder.',
      steps: ['Olhe', 'Espere a pausa', 'Pergunte'],
    },
  ],
};

test('the index keeps every top-level field and only the number, phase and skill of each scenario', () => {
  const { index } = splitBundle(bundle);
  expect(index).toEqual({
    locale: 'pt-BR',
    phases: bundle.phases,
    achievements: bundle.achievements,
    skills: bundle.skills,
    scenarios: [
      { number: 1, stage: 1, skillKey: 'escuta-ativa' },
      { number: 2, stage: 1, skillKey: 'escuta-ativa' },
      { number: 21, stage: 2, skillKey: 'escuta-ativa' },
    ],
  });
  expect(ContentIndexSchema.parse(index)).toEqual(index);
});

test('a new top-level field goes into the index untouched', () => {
  const withGlossary = { ...bundle, glossary: [{ word: 'escuta' }] };
  expect(splitBundle(withGlossary).index).toMatchObject({ glossary: [{ word: 'escuta' }] });
});

test('each phase with scenarios gets one chunk holding them whole', () => {
  const { phases } = splitBundle(bundle);
  expect(phases.map((chunk) => [chunk.phase, chunk.scenarios.map((s) => s.number)])).toEqual([
    [1, [1, 2]],
    [2, [21]],
  ]);
  expect(phases[1]).toEqual({ locale: 'pt-BR', phase: 2, scenarios: [scenario(21, 2)] });
  for (const chunk of phases) expect(PhaseContentSchema.parse(chunk)).toEqual(chunk);
});

test('a phase chunk holding a scenario of another phase is refused, naming it', () => {
  const wrong = { locale: 'pt-BR', phase: 2, scenarios: [scenario(1, 1)] };
  expect(() => PhaseContentSchema.parse(wrong)).toThrow('cenário 1 é da fase 1, não da fase 2');
});

test('joining the index with every phase gives the bundle back', () => {
  const { index, phases } = splitBundle(bundle);
  const scenarios = phases.toReversed().flatMap((chunk) => chunk.scenarios);
  expect(joinBundle(index, scenarios)).toEqual(bundle);
});

test('joining without a phase names the scenarios whose texts are missing', () => {
  const { index, phases } = splitBundle(bundle);
  expect(() => joinBundle(index, phases[0]!.scenarios)).toThrow(
    'The pt-BR content lacks the texts of scenario(s) 21: load every phase before joining.',
  );
});

// docs/decisions/0055: a school's scenario travels in the chunk of the phase it was given.
test("a school's scenario 101 of phase 1 goes into phase 1's chunk, after the shipped ones", () => {
  const { index, phases } = splitBundle({
    ...bundle,
    scenarios: [...bundle.scenarios, scenario(101, 1)],
  });
  expect(phases.map((chunk) => [chunk.phase, chunk.scenarios.map((s) => s.number)])).toEqual([
    [1, [1, 2, 101]],
    [2, [21]],
  ]);
  expect(index.scenarios.at(-1)).toEqual({ number: 101, stage: 1, skillKey: 'escuta-ativa' });
  for (const chunk of phases) expect(PhaseContentSchema.safeParse(chunk).success).toBe(true);
});
