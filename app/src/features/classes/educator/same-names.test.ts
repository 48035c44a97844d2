// @vitest-environment node
import { expect, test } from 'vitest';
import { nameKey, sameNameIds } from './same-names.ts';

test('names read the same without case, accents or extra spaces', () => {
  expect(nameKey('  Ána   CLARA ', 'pt-BR')).toBe('ana clara');
  expect(nameKey('João', 'pt-BR')).toBe(nameKey('joao', 'pt-BR'));
  // A combining accent after its letter is the same name as the letter with its accent.
  expect(nameKey('Jose\u0301', 'pt-BR')).toBe(nameKey('José', 'pt-BR'));
  expect(nameKey('Lia', 'pt-BR')).not.toBe(nameKey('Léa', 'pt-BR'));
});

test('every learner who shares a shown name is flagged, the others are not', () => {
  const flagged = sameNameIds(
    [
      { userId: 'a', name: 'Ana Clara' },
      { userId: 'b', name: 'ana clara' },
      { userId: 'c', name: 'Bia' },
      { userId: 'd', name: 'Ána  Clara' },
      { userId: 'e', name: 'Caio' },
      { userId: 'f', name: 'caio' },
    ],
    'pt-BR',
  );
  expect([...flagged].sort()).toEqual(['a', 'b', 'd', 'e', 'f']);
  expect(sameNameIds([{ userId: 'a', name: 'Ana' }], 'pt-BR').size).toBe(0);
});
