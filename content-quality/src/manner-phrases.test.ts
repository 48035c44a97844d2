import { expect, test } from 'vitest';
import { MANNER_PHRASES, mannerPhraseUses } from './manner-phrases.ts';

const scenario = (number: number, texts: string[], correct = 0) => ({
  number,
  choices: texts.map((text, index) => ({ text, isCorrect: index === correct })),
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
