import type { Skill } from '@ths/content-model/bundle-schema';
import { expect, test } from 'vitest';
import { recordAnswer } from './answer.ts';
import { emptyProgress } from './progress.ts';
import { scenarioSkills, skillGroups } from './skill-groups.ts';
import { at } from './test-helpers.ts';

const skills: Skill[] = [
  {
    key: 'listen',
    name: 'Ouvir',
    description: 'Ouvir.',
    casel: 'relationship-skills',
    bncc: 9,
    challenge: 'x',
    steps: ['Olhe', 'Escute', 'Pergunte'],
  },
  {
    key: 'calm',
    name: 'Acalmar',
    description: 'Acalmar.',
    casel: 'self-management',
    bncc: 8,
    challenge: 'x',
    steps: ['Pare', 'Respire', 'Fale'],
  },
  {
    key: 'turns',
    name: 'Vez',
    description: 'Vez.',
    casel: 'relationship-skills',
    bncc: 10,
    challenge: 'x',
    steps: ['Espere', 'Combine', 'Jogue'],
  },
  {
    key: 'share',
    name: 'Dividir',
    description: 'Dividir.',
    casel: 'relationship-skills',
    bncc: 9,
    challenge: 'x',
    steps: ['Pergunte', 'Ofereça', 'Revezem'],
  },
];
const content = {
  skills,
  scenarios: [
    { number: 1, skillKey: 'listen' },
    { number: 2, skillKey: 'calm' },
  ],
};

test('groups in the CASEL order, empty competences left out, BNCC by frequency', () => {
  const groups = skillGroups(content, emptyProgress(), at(0));
  expect(groups.map((group) => group.casel)).toEqual(['self-management', 'relationship-skills']);
  expect(groups[1]!.bncc).toEqual([9, 10]);
});

test('a skill with an answer is started; the others wait quietly, in the content order', () => {
  const progress = recordAnswer(emptyProgress(), { scenario: 1, correct: true, at: at(0) });
  const relationships = skillGroups(content, progress, at(1))[1]!;
  expect(relationships.started.map((item) => item.key)).toEqual(['listen']);
  expect(relationships.notStarted.map((item) => item.key)).toEqual(['turns', 'share']);
  expect(scenarioSkills(content)).toEqual({ 1: 'listen', 2: 'calm' });
});
