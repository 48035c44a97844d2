import { expect, test } from 'vitest';
import { containsPhrase, MANNER_PHRASES, mannerPhraseUses } from './manner-phrases.ts';

const scenario = (number: number, texts: string[], correct = 0) => ({
  number,
  choices: texts.map((text, index) => ({ text, isCorrect: index === correct })),
});

test('a phrase matches whole words, whatever the case and spacing', () => {
  expect(containsPhrase('Digo com calma: “Oi.”', 'com calma')).toBe(true);
  expect(containsPhrase('COM  CALMA, digo oi.', 'com calma')).toBe(true);
  expect(containsPhrase('Fico calmo e digo oi.', 'com calma')).toBe(false);
  expect(containsPhrase('I say it calmly.', 'calmly')).toBe(true);
  expect(containsPhrase('Ela chega devagarinho.', 'devagar')).toBe(false);
  expect(containsPhrase('I take a few deep breaths.', 'deep breath')).toBe(true);
});

test('a phrase only in correct choices is a cue; one a wrong choice also carries is not', () => {
  const uses = mannerPhraseUses(
    [
      scenario(1, ['Digo com calma: “Para.”', 'Grito.', 'Saio.']),
      scenario(2, ['Peço ajuda devagar.', 'Saio devagar sem falar.', 'Grito.']),
      scenario(3, ['Peço a vez.', 'Empurro.', 'Choro.']),
    ],
    MANNER_PHRASES['pt-BR'],
  );
  expect(uses).toEqual([
    { phrase: 'com calma', correct: [1], wrong: [], cue: true },
    { phrase: 'devagar', correct: [2], wrong: [2], cue: false },
  ]);
});

test('a phrase only in wrong choices is reported but is no cue', () => {
  expect(
    mannerPhraseUses(
      [scenario(1, ['Say sorry.', 'I smile politely and leave.', 'I run.'])],
      ['politely'],
    ),
  ).toEqual([{ phrase: 'politely', correct: [], wrong: [1], cue: false }]);
});

test('every language has its own list, with the phrases the content rules name', () => {
  expect(MANNER_PHRASES['pt-BR']).toEqual(expect.arrayContaining(['com calma', 'com voz calma']));
  expect(MANNER_PHRASES.en).toEqual(expect.arrayContaining(['calmly', 'politely']));
});
