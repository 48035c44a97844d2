import { expect, test } from 'vitest';
import {
  AchievementSchema,
  ContentBundleSchema,
  ScenarioSchema,
  type ContentBundle,
} from './bundle-schema.ts';

const choices = (correct: readonly boolean[] = [true, false, false]) =>
  correct.map((isCorrect, index) => ({
    text: `Opção ${index + 1}`,
    isCorrect,
    feedback: `Retorno ${index + 1}`,
    reaction: isCorrect ? 'happy' : 'sad',
  }));

const scene = {
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
  alt: 'Na sala de aula, Hiro olha preocupado para o caderno.',
};

const scenario = (number: number, stage: number) => ({
  number,
  stage,
  skill: 'Escuta ativa',
  skillKey: 'escuta-ativa',
  title: `Cenário ${number}`,
  description: 'Seu colega conta uma novidade.',
  scene,
  choices: choices(),
});

const phase = (number: number) => ({
  number,
  name: `Fase ${number}`,
  description: 'Descrição da fase.',
});

const achievement = (overrides: Record<string, unknown> = {}) => ({
  id: 'first_steps',
  title: 'Primeiros passos',
  description: 'Conclua o primeiro cenário.',
  icon: '🌱',
  requirement: 1,
  type: 'scenarios_completed',
  ...overrides,
});

const skill = (overrides: Record<string, unknown> = {}) => ({
  key: 'escuta-ativa',
  name: 'Escuta ativa',
  description: 'Ouvir até o fim e perguntar sobre o que a pessoa conta.',
  casel: 'social-awareness',
  bncc: 9,
  challenge: 'Nesta semana, ouça um colega até o fim antes de responder.',
  steps: ['Olhe', 'Espere a pausa', 'Pergunte'],
  ...overrides,
});

const bundle = (overrides: Record<string, unknown> = {}) => ({
  locale: 'pt-BR',
  phases: [1, 2, 3, 4, 5].map(phase),
  scenarios: [scenario(1, 1), scenario(21, 2)],
  achievements: [achievement()],
  skills: [skill()],
  ...overrides,
});

/** The paths of the issues, `scenarios.1.stage` style. */
const issuePaths = (value: unknown) =>
  ContentBundleSchema.safeParse(value).error?.issues.map((issue) => issue.path.join('.')) ?? [];

test('a minimal valid bundle parses to the same content', () => {
  const parsed: ContentBundle = ContentBundleSchema.parse(bundle());
  expect(parsed).toEqual(bundle());
});

test.each(['pt-BR', 'en'])('locale %s is accepted', (locale) => {
  expect(issuePaths(bundle({ locale }))).toEqual([]);
});

test('an unknown locale fails at path locale', () => {
  expect(issuePaths(bundle({ locale: 'fr' }))).toEqual(['locale']);
});

test('a scenario whose stage does not follow its number fails at scenarios.N.stage', () => {
  const result = ContentBundleSchema.safeParse(
    bundle({ scenarios: [scenario(1, 1), scenario(21, 1)] }),
  );
  expect(result.success).toBe(false);
  expect(result.error?.issues).toEqual([
    expect.objectContaining({
      path: ['scenarios', 1, 'stage'],
      message: expect.stringMatching(/O cenário 21 pertence à fase 2, não à fase 1/),
    }),
  ]);
});

test("a choice's key is the Studio's _key, a short slug, once per scenario", () => {
  const keyed = (keys: readonly string[]) => ({
    ...scenario(1, 1),
    choices: choices().map((choice, index) => ({ ...choice, key: keys[index] })),
  });
  expect(issuePaths(bundle({ scenarios: [keyed(['8bf4e57d8f7c', 'a_b-C', 'x'])] }))).toEqual([]);
  expect(issuePaths(bundle({ scenarios: [keyed(['a b', 'b', 'c'])] }))).toEqual([
    'scenarios.0.choices.0.key',
  ]);
  expect(issuePaths(bundle({ scenarios: [keyed(['a', 'b', 'k'.repeat(65)])] }))).toEqual([
    'scenarios.0.choices.2.key',
  ]);
  const twice = ContentBundleSchema.safeParse(bundle({ scenarios: [keyed(['a', 'b', 'a'])] }));
  expect(twice.error?.issues).toEqual([
    expect.objectContaining({
      path: ['scenarios', 0, 'choices', 2, 'key'],
      message: 'chave de escolha a repetida',
    }),
  ]);
});

// docs/decisions/0055: above 100, a school's scenario keeps the phase it was given.
test('a school scenario 101 in phase 1 parses beside the shipped ones', () => {
  expect(
    issuePaths(bundle({ scenarios: [scenario(1, 1), scenario(21, 2), scenario(101, 1)] })),
  ).toEqual([]);
});

test('stage 6 is out of range even for a high number', () => {
  expect(issuePaths(bundle({ scenarios: [scenario(101, 6)] }))).toContain('scenarios.0.stage');
  expect(issuePaths(bundle({ scenarios: [scenario(101, 5)] }))).toEqual([]);
});

test('two correct choices fail at scenarios.N.choices', () => {
  const result = ContentBundleSchema.safeParse(
    bundle({ scenarios: [{ ...scenario(1, 1), choices: choices([true, true, false]) }] }),
  );
  expect(result.error?.issues).toEqual([
    expect.objectContaining({
      path: ['scenarios', 0, 'choices'],
      message: expect.stringMatching(/exatamente uma escolha como correta \(agora há 2\)/),
    }),
  ]);
});

test.each([
  [[true, false], 2],
  [[true, false, false, false], 4],
])('a scenario with %j choices fails the count', (correct, count) => {
  const result = ScenarioSchema.safeParse({ ...scenario(1, 1), choices: choices(correct) });
  expect(result.error?.issues.map((issue) => issue.message)).toEqual([
    expect.stringMatching(new RegExp(`exatamente 3 escolhas \\(agora há ${count}\\)`)),
  ]);
});

test('a blank text fails even though it is a string', () => {
  expect(issuePaths(bundle({ scenarios: [{ ...scenario(1, 1), title: '   ' }] }))).toEqual([
    'scenarios.0.title',
  ]);
});

test.each([4, 6])('%i phases fail at path phases', (count) => {
  const phases = Array.from({ length: count }, (_, index) => phase(Math.min(index + 1, 5)));
  expect(issuePaths(bundle({ phases }))).toContain('phases');
});

test('five phases with a repeated number fail at the repeated one', () => {
  const result = ContentBundleSchema.safeParse(bundle({ phases: [1, 2, 3, 3, 5].map(phase) }));
  expect(result.error?.issues).toEqual([
    expect.objectContaining({ path: ['phases', 3], message: 'número de fase 3 repetido' }),
  ]);
});

test('a phase numbered 6 fails', () => {
  expect(issuePaths(bundle({ phases: [1, 2, 3, 4, 6].map(phase) }))).toEqual(['phases.4.number']);
});

test('duplicate scenario numbers fail at the second scenario', () => {
  const result = ContentBundleSchema.safeParse(
    bundle({ scenarios: [scenario(1, 1), scenario(2, 1), scenario(1, 1)] }),
  );
  expect(result.error?.issues).toEqual([
    expect.objectContaining({ path: ['scenarios', 2], message: 'número de cenário 1 repetido' }),
  ]);
});

test('no scenarios or no achievements fail', () => {
  expect(issuePaths(bundle({ scenarios: [] }))).toEqual(['scenarios']);
  expect(issuePaths(bundle({ achievements: [] }))).toEqual(['achievements']);
});

test('duplicate achievement ids fail at the second achievement', () => {
  const result = ContentBundleSchema.safeParse(
    bundle({ achievements: [achievement(), achievement({ requirement: 3 })] }),
  );
  expect(result.error?.issues).toEqual([
    expect.objectContaining({
      path: ['achievements', 1],
      message: 'id de conquista first_steps repetido',
    }),
  ]);
});

test('an unknown achievement type fails at its path', () => {
  expect(issuePaths(bundle({ achievements: [achievement({ type: 'weekly' })] }))).toEqual([
    'achievements.0.type',
  ]);
});

test.each([0, -1, 1.5])('requirement %s fails', (requirement) => {
  expect(issuePaths(bundle({ achievements: [achievement({ requirement })] }))).toEqual([
    'achievements.0.requirement',
  ]);
});

test('an achievement id or icon that breaks the shared rule fails with the rule’s message', () => {
  const result = AchievementSchema.safeParse(achievement({ id: 'First', icon: '🌱🌱' }));
  expect(result.error?.issues).toEqual([
    expect.objectContaining({ path: ['id'], message: expect.stringMatching(/first_steps/) }),
    expect.objectContaining({ path: ['icon'], message: expect.stringMatching(/único emoji/) }),
  ]);
});

test('a scenario whose skillKey names no skill of the bundle is named by its path', () => {
  expect(
    issuePaths(bundle({ scenarios: [scenario(1, 1), { ...scenario(21, 2), skillKey: 'outra' }] })),
  ).toEqual(['scenarios.1.skillKey']);
});

test.each([
  ['casel', 'empathy', 'skills.0.casel'],
  ['bncc', 11, 'skills.0.bncc'],
  ['key', 'Escuta Ativa', 'skills.0.key'],
  ['challenge', ' ', 'skills.0.challenge'],
  ['description', '', 'skills.0.description'],
  ['steps', ['Olhe', 'Pergunte'], 'skills.0.steps'],
  ['steps', ['Olhe', 'Espere', 'Pergunte', 'Ouça', 'Responda'], 'skills.0.steps'],
  [
    'steps',
    ['Olhe', 'Espere a pausa para falar com a pessoa certa', 'Pergunte'],
    'skills.0.steps.1',
  ],
  ['steps', ['Olhe', 'Espere a pausa.', 'Pergunte'], 'skills.0.steps.1'],
  ['steps', undefined, 'skills.0.steps'],
])('a skill with a bad %s is refused', (field, value, path) => {
  expect(issuePaths(bundle({ skills: [skill({ [field]: value })] }))).toContain(path);
});

test('two skills with the same key are refused', () => {
  expect(issuePaths(bundle({ skills: [skill(), skill({ name: 'Outra' })] }))).toEqual(['skills.1']);
});

// docs/decisions/0063: every scenario is drawn, and each choice shows people[0]'s reaction.
test('a scenario needs its scene, and each choice its reaction', () => {
  const withoutScene: Record<string, unknown> = { ...scenario(1, 1) };
  delete withoutScene.scene;
  expect(ScenarioSchema.safeParse(withoutScene).error?.issues.map((issue) => issue.path)).toEqual([
    ['scene'],
  ]);
  const withoutReaction = {
    ...scenario(1, 1),
    choices: choices().map((choice) => {
      const copy: Record<string, unknown> = { ...choice };
      delete copy.reaction;
      return copy;
    }),
  };
  expect(issuePaths(bundle({ scenarios: [withoutReaction] }))).toEqual([
    'scenarios.0.choices.0.reaction',
    'scenarios.0.choices.1.reaction',
    'scenarios.0.choices.2.reaction',
  ]);
  const crowded = { ...scene, people: Array.from({ length: 5 }, () => scene.people[0]) };
  expect(issuePaths(bundle({ scenarios: [{ ...scenario(1, 1), scene: crowded }] }))).toEqual([
    'scenarios.0.scene.people',
  ]);
});
