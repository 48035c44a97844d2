import type { Scenario } from '@ths/content-model/bundle-schema';
import { expect, test } from 'vitest';
import { formatQualityReport, table } from './format-report.ts';
import { qualityReport } from './quality-report.ts';
import { TEST_SCENE } from './test-scene.ts';

test('tables pad every column but the last to its widest cell', () => {
  expect(
    table(
      ['fase', 'média'],
      [
        ['1', '79,0'],
        ['total', '—'],
      ],
    ),
  ).toEqual(['fase   média', '1      79,0', 'total  —']);
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
      text: 'Digo oi para ela agora.',
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

test('the text names each finding and marks every missed target', () => {
  const report = qualityReport([
    {
      bundle: {
        locale: 'pt-BR',
        phases: [1, 2, 3, 4, 5].map((number) => ({ number, name: 'F', description: 'D.' })),
        scenarios: [
          scenario(1, 'O Rui pisou na bola. O que você faz?'),
          scenario(2, 'A Ana chegou. O que você faz?'),
        ],
        achievements: [],
        skills: [
          {
            key: 'ouvir',
            name: 'Ouvir',
            description: 'Ouvir até o fim.',
            casel: 'social-awareness',
            bncc: 9,
            challenge: 'Diga que ficou feio.',
            steps: ['Olhe', 'Espere', 'Pergunte'],
          },
        ],
      },
      choicesTranslated: new Set([1, 2]),
      textsTranslated: new Set([1, 2]),
      challengesTranslated: new Set(['ouvir']),
    },
  ]);
  const lines = formatQualityReport(report, 'snapshot teste.ndjson').split('\n');
  expect(lines[0]).toBe('Qualidade do conteúdo: 2 cenários (snapshot teste.ndjson)');
  expect(lines).toContain('   1      2         2 (100,0 %) ✗  0        0 (0,0 %)');
  expect(lines.find((line) => line.includes('“pisou na bola”'))).toMatch(
    /#1\s+description\s+“pisou na bola”\s+pisar na bola\s+nenhuma ✗/,
  );
  expect(lines).toContain('     4×  dá para entender…');
  expect(lines.at(-1)).toBe('5 de 9 metas atingidas.');
  expect(lines).toContain('   total  2         2 (100,0 %) ✗  0 (0,0 %)   0 (0,0 %)');
  expect(lines).toContain('   Nenhuma ocorrência.');
  expect(lines).toContain(
    '   pt-BR (1 de 1 habilidades): média 20,0 caracteres; mais curto 20 (Ouvir), mais longo 20 (Ouvir)',
  );
  expect(lines).toContain('     ouvir: 20 caracteres');
  expect(lines).toContain('     ouvir: feio');
  expect(lines).toContain(
    '  ✗ pt-BR: todo desafio da semana tem de 40 a 180 caracteres e nenhuma palavra que as regras proíbem (1 fora do tamanho, 1 com palavra proibida)',
  );
  expect(lines).toContain(
    '  ✗ nenhuma expressão idiomática ou ironia sem explicação no retorno (1 sem explicação)',
  );
});

test('the question cue has a row per phase and the total, and a missed target is marked', () => {
  const asking = (number: number): Scenario => {
    const base = scenario(number, 'A Ana chegou. O que você faz?');
    return {
      ...base,
      choices: base.choices.map((choice) =>
        choice.isCorrect ? { ...choice, text: 'Pergunto: “Posso ir?”' } : choice,
      ),
    };
  };
  const report = qualityReport([
    {
      bundle: {
        locale: 'pt-BR',
        phases: [1, 2, 3, 4, 5].map((number) => ({ number, name: 'F', description: 'D.' })),
        scenarios: [asking(1), scenario(2, 'O Rui chegou. O que você faz?')],
        achievements: [],
        skills: [],
      },
      choicesTranslated: new Set([1, 2]),
      textsTranslated: new Set([1, 2]),
      challengesTranslated: new Set(),
    },
  ]);
  const lines = formatQualityReport(report, 'snapshot teste.ndjson').split('\n');
  expect(lines).toContain('    fase   cenários  só uma com "?"  essa é a correta');
  expect(lines).toContain('    1      2         1               1 (100,0 %) ✗');
  expect(lines).toContain('    2      0         0               —');
  expect(lines.find((line) => line.startsWith('  ✗ pt-BR: onde só uma'))).toMatch(
    /^ {2}✗ pt-BR: .*\(fase 1: 1 de 1 \(100,0 %\); total: 1 de 1 \(100,0 %\)\)$/,
  );
});
