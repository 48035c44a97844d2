import { expect, test } from 'vitest';
import { skillLinkIssues } from './skill-links.ts';

const scenario = (number: number, skillId?: string) => ({
  _id: `scenario-${number}`,
  number,
  stage: Math.ceil(number / 20),
  ...(skillId === undefined ? {} : { skill: { _ref: skillId } }),
});
const skill = (_id: string, name: string) => ({ _id, name: [{ language: 'pt-BR', value: name }] });

const HELP = skill('skill-pedir-ajuda', 'Pedir ajuda');
const LISTEN = skill('skill-escutar', 'Escutar com atenção');
const practised = [
  scenario(9, HELP._id),
  scenario(54, HELP._id),
  scenario(78, HELP._id),
  scenario(6, LISTEN._id),
  scenario(61, LISTEN._id),
  scenario(64, LISTEN._id),
];

test('every scenario references a published skill, each skill in 3 scenarios over 2 phases: no issue', () => {
  expect(skillLinkIssues(practised, [HELP, LISTEN])).toEqual([]);
});

test('a scenario without a skill reference is named, on its skill field', () => {
  expect(skillLinkIssues([...practised, scenario(7)], [HELP, LISTEN])).toEqual([
    {
      kind: 'no-skill',
      documentId: 'scenario-7',
      field: 'skill',
      message: expect.stringMatching(/^O cenário 7 não tem habilidade\. Escolha em “Habilidade”/),
    },
  ]);
});

test('a reference to a skill that is not published: the scenario is told, and of the draft if there is one', () => {
  const issues = skillLinkIssues(
    [...practised, scenario(7, 'skill-nova'), scenario(8, 'skill-sumiu')],
    [HELP, LISTEN],
    { skills: [skill('drafts.skill-nova', 'Nova')] },
  );
  expect(issues).toEqual([
    {
      kind: 'skill-not-published',
      documentId: 'scenario-7',
      field: 'skill',
      message:
        'A habilidade escolhida (skill-nova) não está publicada. Existe apenas o rascunho drafts.skill-nova: publique-o no Studio.',
    },
    {
      kind: 'skill-not-published',
      documentId: 'scenario-8',
      field: 'skill',
      message:
        'A habilidade escolhida (skill-sumiu) não está publicada. Escolha em “Habilidade” uma habilidade que existe.',
    },
  ]);
});

test('a skill with fewer than 3 scenarios is refused on its name, with the scenarios and the drafts to publish', () => {
  const issues = skillLinkIssues(practised.slice(1), [HELP, LISTEN], {
    scenarios: [{ ...scenario(9, HELP._id), _id: 'drafts.scenario-9' }],
  });
  expect(issues).toEqual([
    {
      kind: 'too-few-scenarios',
      documentId: 'skill-pedir-ajuda',
      field: 'name',
      message:
        'A habilidade “Pedir ajuda” é praticada por 2 cenários (scenario-54, scenario-78); ela precisa de pelo menos 3, de pelo menos 2 fases, para o aluno vê-la crescer. Escolha-a em “Habilidade” em mais cenários, ou junte-a com outra habilidade. Os rascunhos drafts.scenario-9 também a praticam: publique-os no Studio.',
    },
  ]);
});

test('a skill no scenario practises says so', () => {
  const alone = skill('skill-esperar-na-fila', 'Esperar na fila');
  expect(skillLinkIssues(practised, [HELP, LISTEN, alone])).toEqual([
    {
      kind: 'too-few-scenarios',
      documentId: 'skill-esperar-na-fila',
      field: 'name',
      message: expect.stringMatching(
        /^Nenhum cenário pratica a habilidade “Esperar na fila”; ela precisa de pelo menos 3/,
      ),
    },
  ]);
});

test('a skill whose scenarios are all in one phase is refused, naming the phase', () => {
  const phaseOne = [scenario(1, HELP._id), scenario(9, HELP._id), scenario(20, HELP._id)];
  expect(skillLinkIssues(phaseOne, [HELP])).toEqual([
    {
      kind: 'one-phase',
      documentId: 'skill-pedir-ajuda',
      field: 'name',
      message: expect.stringMatching(
        /^Os 3 cenários da habilidade “Pedir ajuda” \(scenario-1, scenario-9, scenario-20\) são todos da fase 1; ela precisa de cenários em pelo menos 2 fases/,
      ),
    },
  ]);
});

test('the phase comes from the number when the stage is missing', () => {
  const noStage = practised.map((scenario) => ({ ...scenario, stage: undefined }));
  expect(skillLinkIssues(noStage, [HELP, LISTEN])).toEqual([]);
});

test('two skills with one pt-BR name: both are told', () => {
  const twin = skill('skill-pedir-ajuda-2', 'Pedir ajuda');
  const withTwin = [
    ...practised,
    scenario(10, twin._id),
    scenario(30, twin._id),
    scenario(50, twin._id),
  ];
  expect(skillLinkIssues(withTwin, [HELP, LISTEN, twin])).toEqual([
    {
      kind: 'duplicate-name',
      documentId: 'skill-pedir-ajuda',
      field: 'name',
      message: expect.stringContaining(
        'Outra habilidade já tem o nome “Pedir ajuda” (skill-pedir-ajuda-2)',
      ),
    },
    {
      kind: 'duplicate-name',
      documentId: 'skill-pedir-ajuda-2',
      field: 'name',
      message: expect.stringContaining('(skill-pedir-ajuda)'),
    },
  ]);
});
