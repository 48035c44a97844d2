// The app's words around a scenario, per language: the app's strings take them from here
// (app/src/locales) and the Studio's 'Como o aluno vê' draws with them, so a preview in English
// reads exactly as the English app does (docs/decisions/0052-the-preview-is-the-app.md).
// `{{number}}` is filled as i18next fills it.
import type { Locale } from '@ths/content-model/locales';
import { LESSON_WORDS_EN } from './lesson-words-en.ts';
import { LESSON_WORDS_PT_BR } from './lesson-words-pt-br.ts';

export type LessonWords = {
  choicesLabel: string;
  choiceNumber: string;
  correctTitle: string;
  learnTitle: string;
  continue: string;
  betterTag: string;
  betterLabel: string;
  betterWhy: string;
  /** Before the steps of the scenario's skill (docs/decisions/0064): 'Passos de {{name}}:'. */
  steps: string;
};

export const LESSON_WORDS: Record<Locale, LessonWords> = {
  'pt-BR': LESSON_WORDS_PT_BR,
  en: LESSON_WORDS_EN,
};

/** A choice's number as a screen reader hears it: 'Resposta 2:'. */
export const choiceNumberWords = (words: LessonWords, number: number): string =>
  words.choiceNumber.replace('{{number}}', String(number));

/** 'Passos de Pedir ajuda:': what the steps of a scenario's skill are shown under. */
export const stepsWords = (words: LessonWords, name: string): string =>
  words.steps.replace('{{name}}', name);
