// The app's words around a skill's weekly challenge, per language: the app's strings take them
// from here (app/src/locales) and the Studio's skill preview draws with them, so a translator
// previews the challenge with the words a learner reads around it (docs/decisions/0052).
// `{{name}}` is filled as i18next fills it.
import type { Locale } from '@ths/content-model/locales';
import { CHALLENGE_WORDS_EN } from './challenge-words-en.ts';
import { CHALLENGE_WORDS_PT_BR } from './challenge-words-pt-br.ts';

export type ChallengeWords = {
  title: string;
  skill: string;
  markDone: string;
  optional: string;
};

export const CHALLENGE_WORDS: Record<Locale, ChallengeWords> = {
  'pt-BR': CHALLENGE_WORDS_PT_BR,
  en: CHALLENGE_WORDS_EN,
};

/** 'Habilidade: {{name}}' with the skill's name in it. */
export const skillWords = (words: ChallengeWords, name: string): string =>
  words.skill.replace('{{name}}', name);
