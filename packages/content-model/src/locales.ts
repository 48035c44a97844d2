/**
 * The languages content is written in. pt-BR is the source language: every text must exist in
 * it, and any other language falls back to it. Adding a language is one line here.
 */
export const LOCALES = [
  { id: 'pt-BR', title: 'Português (Brasil)' },
  { id: 'en', title: 'English' },
] as const;

export type Locale = (typeof LOCALES)[number]['id'];

export const SOURCE_LOCALE: Locale = 'pt-BR';

export const LOCALE_IDS: readonly Locale[] = LOCALES.map((locale) => locale.id);

export function isLocale(value: string): value is Locale {
  return (LOCALE_IDS as readonly string[]).includes(value);
}
