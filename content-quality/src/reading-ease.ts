// Flesch reading ease: higher is easier. Portuguese uses the adaptation by Martins, Ghiraldelo,
// Nunes & Oliveira Jr. (1996), whose larger constant makes up for Portuguese words having more
// syllables than English ones; English uses Flesch (1948).
import type { Locale } from '@ths/content-model/locales';
import { syllablesEn } from './syllables-en.ts';
import { syllablesPt } from './syllables-pt.ts';
import { splitSentences, splitWords } from '@ths/content-model/text-units';

export type TextCounts = { sentences: number; words: number; syllables: number };

type Formula = { name: string; base: number; syllables: (word: string) => number };

/** Locales without a formula (a language added later) get no reading-ease score. */
const FORMULAS: Partial<Record<Locale, Formula>> = {
  'pt-BR': {
    name: 'Flesch adaptado ao português (Martins et al., 1996): 248,835 − 1,015 × palavras/frase − 84,6 × sílabas/palavra',
    base: 248.835,
    syllables: syllablesPt,
  },
  en: {
    name: 'Flesch (1948), sílabas por heurística inglesa: 206,835 − 1,015 × palavras/frase − 84,6 × sílabas/palavra',
    base: 206.835,
    syllables: syllablesEn,
  },
};

/** The formula used for a locale, as the report names it; undefined when there is none. */
export function readingEaseFormula(locale: Locale): string | undefined {
  return FORMULAS[locale]?.name;
}

function formulaFor(locale: Locale): Formula {
  const formula = FORMULAS[locale];
  if (!formula) throw new Error(`No reading-ease formula for ${locale}.`);
  return formula;
}

/** Sentences, words and syllables of some texts, each text split on its own. */
export function countText(texts: readonly string[], locale: Locale): TextCounts {
  const { syllables } = formulaFor(locale);
  const counts: TextCounts = { sentences: 0, words: 0, syllables: 0 };
  for (const text of texts) {
    counts.sentences += splitSentences(text).length;
    const words = splitWords(text);
    counts.words += words.length;
    for (const word of words) counts.syllables += syllables(word);
  }
  return counts;
}

/** base − 1.015 × words/sentence − 84.6 × syllables/word; NaN for a text with no words. */
export function fleschReadingEase(
  { sentences, words, syllables }: TextCounts,
  locale: Locale,
): number {
  if (words === 0 || sentences === 0) return Number.NaN;
  return formulaFor(locale).base - 1.015 * (words / sentences) - 84.6 * (syllables / words);
}

export type ReadingBand = 'muito fácil' | 'fácil' | 'difícil' | 'muito difícil';

/**
 * Martins et al.'s bands, matched to Brazilian school years: 75–100 very easy (1st–4th year),
 * 50–75 easy (5th–8th), 25–50 hard (secondary school), 0–25 very hard (university). A boundary
 * belongs to the easier band; scores beyond 100 or below 0 take the end bands.
 */
export function readingBand(score: number): ReadingBand {
  if (score >= 75) return 'muito fácil';
  if (score >= 50) return 'fácil';
  if (score >= 25) return 'difícil';
  return 'muito difícil';
}
