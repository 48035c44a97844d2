// The words around a scenario in Brazilian Portuguese (lesson-words.ts says who reads them). A
// module of its own so the app's first download, in Portuguese, does not carry the English ones.
import type { LessonWords } from './lesson-words.ts';

export const LESSON_WORDS_PT_BR = {
  choicesLabel: 'Escolha uma resposta',
  choiceNumber: 'Resposta {{number}}:',
  correctTitle: 'Ótima escolha!',
  learnTitle: 'Vamos aprender juntos!',
  continue: 'Continuar',
  betterTag: 'Funciona melhor',
  betterLabel: 'Uma escolha que funciona melhor:',
  betterWhy: 'Ver por que funciona',
  steps: 'Passos de {{name}}:',
} as const satisfies LessonWords;
