import { expect, test } from 'vitest';
import { feedbackSentenceOutliers, opening, repeatedWrongOpenings } from './feedback-shape.ts';

const scenario = (number: number, feedbacks: string[], correct = 0) => ({
  number,
  stage: 1,
  choices: feedbacks.map((feedback, index) => ({
    text: 'x',
    isCorrect: index === correct,
    reaction: 'calm' as const,
    feedback,
  })),
});

test('feedbacks of one sentence or of five are reported with their count; two to four are fine', () => {
  const outliers = feedbackSentenceOutliers([
    scenario(3, [
      'Muito bem!',
      'Uma. Duas.',
      'Uma. Duas. Três. Quatro.',
      'Uma. Duas. Três. Quatro. Cinco.',
    ]),
  ]);
  expect(outliers).toEqual([
    { scenario: 3, stage: 1, field: 'choices[0].feedback', sentences: 1 },
    { scenario: 3, stage: 1, field: 'choices[3].feedback', sentences: 5 },
  ]);
});

test('a suggested utterance in quotes stays within the sentence that introduces it', () => {
  const feedback =
    'Dá para entender. Mas gritar assusta. Você pode dizer: “Estou triste. Posso falar depois?” Assim ele entende.';
  expect(feedbackSentenceOutliers([scenario(12, [feedback, 'Uma. Duas.'])])).toEqual([]);
});

test('the opening is the first three words, lower case, without punctuation', () => {
  expect(opening('Dá, para entender que você…')).toBe('dá para entender');
  expect(opening('Ótimo!')).toBe('ótimo');
});

test('only wrong answers count; openings used once are left out; most repeated first', () => {
  const scenarios = [
    scenario(1, ['Dá para entender o certo.', 'Dá para entender A.', 'Talvez você tenha B.']),
    scenario(2, ['Muito bem, certo.', 'Dá para entender C.', 'Talvez você tenha D.']),
    scenario(3, ['Muito bem, certo.', 'Dá para entender E.', 'Outra coisa aqui.']),
  ];
  expect(repeatedWrongOpenings(scenarios)).toEqual([
    { opening: 'dá para entender', count: 3 },
    { opening: 'talvez você tenha', count: 2 },
  ]);
});
