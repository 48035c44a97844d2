import { expect, test } from 'vitest';
import { countText, fleschReadingEase, readingBand, readingEaseFormula } from './reading-ease.ts';

test('Martins et al.: 248.835 − 1.015 × words/sentence − 84.6 × syllables/word', () => {
  // 10 words in 2 sentences, 20 syllables: 248.835 − 5.075 − 169.2.
  expect(fleschReadingEase({ sentences: 2, words: 10, syllables: 20 }, 'pt-BR')).toBeCloseTo(
    74.56,
    10,
  );
  // One-syllable words in one-word sentences: the formula's ceiling, 248.835 − 1.015 − 84.6.
  expect(fleschReadingEase({ sentences: 1, words: 1, syllables: 1 }, 'pt-BR')).toBeCloseTo(
    163.22,
    10,
  );
});

test('English uses Flesch’s own constant, 206.835', () => {
  expect(fleschReadingEase({ sentences: 2, words: 10, syllables: 20 }, 'en')).toBeCloseTo(
    32.56,
    10,
  );
});

test('a text without words has no score', () => {
  expect(fleschReadingEase({ sentences: 0, words: 0, syllables: 0 }, 'pt-BR')).toBeNaN();
});

test('texts are counted one by one and added up', () => {
  // "A escola é boa." 4 words, 1+3+1+2 syllables; "Quero água!" 2 words, 2+2 syllables.
  expect(countText(['A escola é boa.', 'Quero água!'], 'pt-BR')).toEqual({
    sentences: 2,
    words: 6,
    syllables: 11,
  });
  // A choice without a full stop is still a sentence.
  expect(countText(['Vou até ele'], 'pt-BR').sentences).toBe(1);
});

test('a short, plain text scores in the easiest band and a long, learned one in the hardest', () => {
  const easy = countText(['O gato bebe água. Ele gosta de leite. A mãe dá o pão.'], 'pt-BR');
  const hard = countText(
    [
      'A implementação institucional das responsabilidades socioemocionais pressupõe a compreensão interdisciplinar das especificidades contextuais, considerando-se a heterogeneidade constitutiva das comunidades educacionais contemporâneas.',
    ],
    'pt-BR',
  );
  expect(readingBand(fleschReadingEase(easy, 'pt-BR'))).toBe('muito fácil');
  expect(readingBand(fleschReadingEase(hard, 'pt-BR'))).toBe('muito difícil');
});

test.each([
  [120, 'muito fácil'],
  [75, 'muito fácil'],
  [74.9, 'fácil'],
  [50, 'fácil'],
  [49.9, 'difícil'],
  [25, 'difícil'],
  [24.9, 'muito difícil'],
  [-10, 'muito difícil'],
] as const)('%d is %s (a boundary belongs to the easier band)', (score, band) => {
  expect(readingBand(score)).toBe(band);
});

test('both locales have a formula named in the report', () => {
  expect(readingEaseFormula('pt-BR')).toMatch(/Martins/);
  expect(readingEaseFormula('en')).toMatch(/206,835/);
});
