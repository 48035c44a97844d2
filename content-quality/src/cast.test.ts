import type { Scenario } from '@ths/content-model/bundle-schema';
import { expect, test } from 'vitest';
import { castSection, namesIn, parseCast } from './cast.ts';
import { TEST_SCENE } from './test-scene.ts';

test('names are capitalised words in the middle of a sentence; sentence starts and quotes are not', () => {
  expect(namesIn('Hoje a Maria Eduarda e o Hiro chegam. Você diz: “Oi, Hiro!” Ele sorri.')).toEqual(
    ['Maria Eduarda', 'Hiro'],
  );
  // A form of address is not part of the name; the name after it is one.
  expect(namesIn('Dona Cida chama. O que você faz?')).toEqual(['Cida']);
  expect(namesIn('Você fala com a dona Cida e o vô Raimundo.')).toEqual(['Cida', 'Raimundo']);
  expect(namesIn('Ele grita: “E aí, Girafa!” A Nina ri.')).toEqual(['Nina']);
});

test('the cast list is the first column of the Markdown table, header and rule left out', () => {
  const markdown = [
    '# The cast',
    '',
    '| nome    | papel           |',
    '| ------- | --------------- |',
    '| Hiro    | melhor amigo    |',
    '| Maria Eduarda | colega |',
  ].join('\n');
  expect(parseCast(markdown)).toEqual(['Hiro', 'Maria Eduarda']);
});

const scenario = (number: number, description: string): Scenario => ({
  number,
  stage: 1,
  skill: 'Ouvir',
  skillKey: 'ouvir',
  scene: TEST_SCENE,
  title: `Cenário ${number}`,
  description,
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
      feedback: 'Dá para entender. Mas diga oi.',
    },
    {
      text: 'Saio.',
      isCorrect: false,
      reaction: 'calm' as const,
      feedback: 'Dá para entender. Diga oi.',
    },
  ],
});

test('a name in two or more scenarios must be on the list; a name used once need not be', () => {
  const section = castSection(
    [
      scenario(1, 'Você vê o Hiro e a Nina no pátio.'),
      scenario(2, 'Hoje o Hiro está triste.'),
      scenario(3, 'A sua irmã Nina chega e o Caio também. A Nina ri.'),
      scenario(4, 'Na fila, o Caio espera.'),
      scenario(5, 'Você encontra a Luíza.'),
    ],
    ['Hiro'],
  );
  expect(section).toEqual({
    listed: 1,
    recurring: [
      { name: 'Caio', scenarios: [3, 4], listed: false },
      { name: 'Hiro', scenarios: [1, 2], listed: true },
      { name: 'Nina', scenarios: [1, 3], listed: false },
    ],
  });
});
