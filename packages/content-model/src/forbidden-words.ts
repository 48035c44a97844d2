import type { Locale } from './locales.ts';

/**
 * Words the content rules (docs/content/README.md) keep out of what a learner reads: they shame
 * instead of teaching. Matched as whole words, in any case, with their plural and feminine forms.
 */
export const FORBIDDEN_WORDS: Record<Locale, readonly string[]> = {
  'pt-BR': [
    'errado',
    'errada',
    'errados',
    'erradas',
    'feio',
    'feia',
    'feios',
    'feias',
    'mal-educado',
    'mal-educada',
    'mal-educados',
    'mal-educadas',
  ],
  en: ['wrong', 'ugly', 'rude', 'naughty'],
};

// Letters of any script, digits and the hyphen of "mal-educado" make up a word.
const WORD = /[\p{L}\p{N}]+(?:-[\p{L}\p{N}]+)*/gu;

/** The forbidden words `text` contains, as written there, in order. */
export function forbiddenWordsIn(text: string, locale: Locale): string[] {
  const forbidden = new Set(FORBIDDEN_WORDS[locale]);
  return (text.match(WORD) ?? []).filter((word) => forbidden.has(word.toLocaleLowerCase(locale)));
}
