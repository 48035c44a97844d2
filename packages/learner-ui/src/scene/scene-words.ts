// The words of a person's reaction, per language (docs/decisions/0062): what the app says beside
// the face the feedback shows, and what a screen reader says for it. Apart from lesson-words.ts so
// they come with the scene's lazily loaded chunk, not the app's first download. pt-BR names the
// feeling with a noun ('tristeza'), which needs no gender; English adjectives have none.
import type { FeelingId } from '@ths/content-model/scene';
import type { Locale } from '@ths/content-model/locales';
import { SCENE_WORDS_EN } from './scene-words-en.ts';
import { SCENE_WORDS_PT_BR } from './scene-words-pt-br.ts';

export type SceneWords = {
  /** `{{name}}` is the person's name, `{{feeling}}` the feeling's word. */
  reactionNamed: string;
  /** For a person the text does not name (the alt says 'a professora'). */
  reactionUnnamed: string;
  feelings: Record<FeelingId, string>;
};

export const SCENE_WORDS: Record<Locale, SceneWords> = {
  'pt-BR': SCENE_WORDS_PT_BR,
  en: SCENE_WORDS_EN,
};

/** The words in the app's language; pt-BR, the source language, for any other. Takes no list of
 * locales, so the scene's chunk shares nothing more with the app's first download. */
export function sceneWordsFor(language: string): SceneWords {
  return Object.hasOwn(SCENE_WORDS, language) ? SCENE_WORDS[language as Locale] : SCENE_WORDS_PT_BR;
}

/** 'O que Hiro sente: tristeza', as the caption and as the face's accessible name. */
export function reactionWords(words: SceneWords, feeling: FeelingId, name?: string): string {
  const template = name === undefined ? words.reactionUnnamed : words.reactionNamed;
  return template.replace('{{name}}', name ?? '').replace('{{feeling}}', words.feelings[feeling]);
}
