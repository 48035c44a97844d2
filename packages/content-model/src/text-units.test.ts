import { expect, test } from 'vitest';
import { splitSentences, splitWords } from './text-units.ts';

test('words keep accents, hyphens and apostrophes, and drop punctuation', () => {
  expect(splitWords('Oi, bem-vindo! Um copo d’água… São 3 colegas.')).toEqual([
    'Oi',
    'bem-vindo',
    'Um',
    'copo',
    'd’água',
    'São',
    '3',
    'colegas',
  ]);
});

test('a decomposed accent is one word, not two', () => {
  expect(splitWords('voce\u0302 está')).toEqual(['você', 'está']);
});

test('sentences end at . ! ? and …, also without final punctuation', () => {
  expect(splitSentences('Muito bom! Você ouviu. Quer brincar? Depois… E agora')).toEqual([
    'Muito bom!',
    'Você ouviu.',
    'Quer brincar?',
    'Depois…',
    'E agora',
  ]);
});

test('punctuation followed by lower case, a comma or a closing quote does not end a sentence', () => {
  expect(
    splitSentences(
      'Digo: “Mas eu estava certo!” e volto a nadar. Um elogio, como “que legal!”, já ajuda.',
    ),
  ).toEqual([
    'Digo: “Mas eu estava certo!” e volto a nadar.',
    'Um elogio, como “que legal!”, já ajuda.',
  ]);
});

test('abbreviations do not end a sentence', () => {
  expect(splitSentences('A Sra. Lúcia chegou. O Dr. Paulo também.')).toEqual([
    'A Sra. Lúcia chegou.',
    'O Dr. Paulo também.',
  ]);
});

test('quoted speech counts its own sentences unless asked to stay within its sentence', () => {
  const text = 'Você pode dizer: “Estou triste. Posso falar mais tarde?” Assim ele entende.';
  expect(splitSentences(text)).toEqual([
    'Você pode dizer: “Estou triste.',
    'Posso falar mais tarde?”',
    'Assim ele entende.',
  ]);
  expect(splitSentences(text, { splitQuotedSpeech: false })).toEqual([
    'Você pode dizer: “Estou triste. Posso falar mais tarde?”',
    'Assim ele entende.',
  ]);
});

test('blank lines separate sentences; fragments without words are dropped', () => {
  expect(splitSentences('Primeiro parágrafo\n\nSegundo parágrafo. …')).toEqual([
    'Primeiro parágrafo',
    'Segundo parágrafo.',
  ]);
});
