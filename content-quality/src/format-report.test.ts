import type { Scenario } from '@ths/content-model/bundle-schema';
import { expect, test } from 'vitest';
import { formatQualityReport, table } from './format-report.ts';
import { qualityReport } from './quality-report.ts';

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
  title: `Cenário ${number}`,
  description,
  choices: [
    { text: 'Digo oi para ela agora.', isCorrect: true, feedback: 'Muito bem! Ela fica feliz.' },
    { text: 'Fico quieto.', isCorrect: false, feedback: 'Dá para entender. Mas diga oi.' },
    { text: 'Saio.', isCorrect: false, feedback: 'Dá para entender. Diga oi.' },
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
  expect(lines.at(-1)).toBe('4 de 8 metas atingidas.');
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
