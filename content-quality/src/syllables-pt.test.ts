import { expect, test } from 'vitest';
import { syllablesPt } from './syllables-pt.ts';

// Syllable counts from the Houaiss/VOLP division. Known misses of the rules (not tested, see
// syllables-pt.ts): "traição" counts 2 (3), "reunião" 3 (4), "proibir" 2 (3), "caos" 2 (1),
// "game" 2 (1).
test.each([
  ['escola', 3],
  ['pássaro', 3],
  ['saudade', 3],
  ['coração', 3],
  ['quero', 2],
  ['guerra', 2],
  ['país', 2],
  ['água', 2],
  ['quando', 2],
  ['piquenique', 4],
  ['ninguém', 2],
  ['muito', 2],
  ['pai', 1],
  ['ideia', 3],
  ['mãe', 1],
  ['opiniões', 4],
])('%s has %i syllables (digraphs qu/gu, diphthongs)', (word, syllables) => {
  expect(syllablesPt(word)).toBe(syllables);
});

test.each([
  ['dia', 2],
  ['poeta', 3],
  ['criança', 3],
  ['saúde', 3],
  ['Luíza', 3],
  ['leão', 2],
  ['ainda', 3],
  ['ruim', 2],
  ['sair', 2],
  ['rainha', 3],
])('%s has %i syllables (hiatus)', (word, syllables) => {
  expect(syllablesPt(word)).toBe(syllables);
});

test.each([
  ['história', 3],
  ['família', 3],
  ['ciência', 3],
  ['Maria', 3],
])(
  '%s has %i syllables: a final i/u + vowel is one syllable only after a marked stress',
  (word, syllables) => {
    expect(syllablesPt(word)).toBe(syllables);
  },
);

test('rr starts the next syllable, so the i before it still glides: bair-ro', () => {
  expect(syllablesPt('bairro')).toBe(2);
});

test('the contraction "ao" and the interjection "hein" are one syllable', () => {
  expect(syllablesPt('ao')).toBe(1);
  expect(syllablesPt('aos')).toBe(1);
  expect(syllablesPt('Hein')).toBe(1);
});

test('case, hyphens and numerals', () => {
  expect(syllablesPt('ESCOLA')).toBe(3);
  expect(syllablesPt('bem-vindo')).toBe(3);
  expect(syllablesPt('pega-pega')).toBe(4);
  expect(syllablesPt('10')).toBe(2);
});

test('a word with letters but no vowel still counts one', () => {
  expect(syllablesPt('hm')).toBe(1);
});
