import { expect, test } from 'vitest';
import { skillLinkIssues, skillNameIn } from './skill-links.ts';

const scenario = (_id: string, ptBR: string, en?: string) => ({
  _id,
  skill: [
    { language: 'pt-BR', value: ptBR },
    ...(en === undefined ? [] : [{ language: 'en', value: en }]),
  ],
});
const skill = (_id: string, name: unknown) => ({ _id, name });

test('every scenario skill with exactly one document, each document used: no issue', () => {
  expect(
    skillLinkIssues(
      [
        scenario('scenario-1', 'Pedir ajuda', 'Asking for help'),
        scenario('scenario-2', 'Pedir ajuda'),
        scenario('scenario-3', 'Escuta ativa', 'Active listening'),
      ],
      [skill('skill-pedir-ajuda', 'Pedir ajuda'), skill('skill-escuta-ativa', 'Escuta ativa')],
    ),
  ).toEqual([]);
});

test('a scenario whose skill has no document is named, on its pt-BR text', () => {
  expect(skillLinkIssues([scenario('scenario-4', 'Pedir ajuda')], [])).toEqual([
    {
      kind: 'no-skill-document',
      documentId: 'scenario-4',
      field: 'skill',
      language: 'pt-BR',
      message: expect.stringMatching(/Nenhuma habilidade tem o nome “Pedir ajuda”. Crie-a/),
    },
  ]);
});

test('a skill that is only a draft does not count, and the scenario is told to publish it', () => {
  const issues = skillLinkIssues(
    [scenario('scenario-4', 'Pedir ajuda')],
    [],
    [skill('drafts.skill-pedir-ajuda', 'Pedir ajuda'), skill('drafts.skill-outra', 'Outra')],
  );
  expect(issues.map((issue) => issue.message)).toEqual([
    expect.stringMatching(
      /“Pedir ajuda”.*Existe apenas o rascunho drafts\.skill-pedir-ajuda: publique-o no Studio\.$/,
    ),
  ]);
});

test('the name must match letter for letter: case and accents count', () => {
  const issues = skillLinkIssues(
    [scenario('scenario-1', 'Pedir ajuda')],
    [skill('skill-pedir-ajuda', 'Pedir Ajuda')],
  );
  expect(issues.map(({ kind, documentId }) => [kind, documentId])).toEqual([
    ['no-skill-document', 'scenario-1'],
    ['unused-skill', 'skill-pedir-ajuda'],
  ]);
});

test('two documents with one name: both documents and the scenario are told', () => {
  const issues = skillLinkIssues(
    [scenario('scenario-1', 'Pedir ajuda')],
    [skill('skill-a', 'Pedir ajuda'), skill('skill-b', 'Pedir ajuda')],
  );
  expect(issues).toEqual([
    expect.objectContaining({
      kind: 'two-skill-documents',
      documentId: 'scenario-1',
      message: expect.stringMatching(
        /Há 2 habilidades com o nome “Pedir ajuda” \(skill-a, skill-b\)/,
      ),
    }),
    expect.objectContaining({
      kind: 'duplicate-name',
      documentId: 'skill-a',
      field: 'name',
      message: expect.stringMatching(/\(skill-b\)/),
    }),
    expect.objectContaining({ kind: 'duplicate-name', documentId: 'skill-b' }),
  ]);
});

test('a skill document no scenario uses is reported on its name', () => {
  expect(
    skillLinkIssues(
      [scenario('scenario-1', 'Pedir ajuda')],
      [skill('skill-pedir-ajuda', 'Pedir ajuda'), skill('skill-nova', 'Esperar a vez')],
    ),
  ).toEqual([
    {
      kind: 'unused-skill',
      documentId: 'skill-nova',
      field: 'name',
      message: expect.stringMatching(/Nenhum cenário tem a habilidade “Esperar a vez”/),
    },
  ]);
});

test('scenarios translating one skill differently: the odd one out is named with the agreed text', () => {
  const issues = skillLinkIssues(
    [
      scenario('scenario-1', 'Pedir ajuda', 'Asking for help'),
      scenario('scenario-2', 'Pedir ajuda', 'Asking for help'),
      scenario('scenario-3', 'Pedir ajuda', 'Ask for help'),
      scenario('scenario-4', 'Pedir ajuda'),
    ],
    [skill('skill-pedir-ajuda', 'Pedir ajuda')],
  );
  expect(issues).toEqual([
    {
      kind: 'translation-differs',
      documentId: 'scenario-3',
      field: 'skill',
      language: 'en',
      message:
        'Em en, os outros cenários com a habilidade “Pedir ajuda” dizem “Asking for help” (scenario-1, scenario-2); este diz “Ask for help”. Use o mesmo texto em todos: é o nome da habilidade em “Minhas habilidades”.',
    },
  ]);
});

test('a skill is named in a locale by its translated scenarios, else in pt-BR', () => {
  const scenarios = [
    scenario('scenario-1', 'Pedir ajuda'),
    scenario('scenario-2', 'Pedir ajuda', 'Asking for help'),
    scenario('scenario-3', 'Escuta ativa'),
  ];
  expect(skillNameIn(scenarios, 'Pedir ajuda', 'en')).toEqual({
    text: 'Asking for help',
    translated: true,
  });
  expect(skillNameIn(scenarios, 'Escuta ativa', 'en')).toEqual({
    text: 'Escuta ativa',
    translated: false,
  });
  expect(skillNameIn(scenarios, 'Escuta ativa', 'pt-BR').text).toBe('Escuta ativa');
});
