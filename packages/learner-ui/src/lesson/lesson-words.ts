// The app's words around a scenario, per language: the app's strings take them from here
// (app/src/locales) and the Studio's 'Como o aluno vê' draws with them, so a preview in English
// reads exactly as the English app does (docs/decisions/0052-the-preview-is-the-app.md).
// `{{number}}` is filled as i18next fills it.
import type { Locale } from '@ths/content-model/locales';

export type LessonWords = {
  choicesLabel: string;
  choiceNumber: string;
  correctTitle: string;
  learnTitle: string;
  continue: string;
  betterTag: string;
  betterLabel: string;
  betterWhy: string;
};

export const LESSON_WORDS = {
  'pt-BR': {
    choicesLabel: 'Escolha uma resposta',
    choiceNumber: 'Resposta {{number}}:',
    correctTitle: 'Ótima escolha!',
    learnTitle: 'Vamos aprender juntos!',
    continue: 'Continuar',
    betterTag: 'Funciona melhor',
    betterLabel: 'Uma escolha que funciona melhor:',
    betterWhy: 'Ver por que funciona',
  },
  en: {
    choicesLabel: 'Choose an answer',
    choiceNumber: 'Answer {{number}}:',
    correctTitle: 'Great choice!',
    learnTitle: 'Let’s learn together!',
    continue: 'Continue',
    betterTag: 'Works better',
    betterLabel: 'A choice that works better:',
    betterWhy: 'See why it works',
  },
} as const satisfies Record<Locale, LessonWords>;

/** A choice's number as a screen reader hears it: 'Resposta 2:'. */
export const choiceNumberWords = (words: LessonWords, number: number): string =>
  words.choiceNumber.replace('{{number}}', String(number));
