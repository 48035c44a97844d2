// The words around a scenario in English (lesson-words.ts says who reads them).
import type { LessonWords } from './lesson-words.ts';

export const LESSON_WORDS_EN = {
  choicesLabel: 'Choose an answer',
  choiceNumber: 'Answer {{number}}:',
  correctTitle: 'Great choice!',
  learnTitle: 'Let’s learn together!',
  continue: 'Continue',
  betterTag: 'Works better',
  betterLabel: 'A choice that works better:',
  betterWhy: 'See why it works',
  steps: 'Steps for {{name}}:',
} as const satisfies LessonWords;
