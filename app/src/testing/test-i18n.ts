// Tests render in either language at once, so both sets of strings are at hand here; the app
// fetches English on demand (src/locales/i18n.ts).
import type { Locale } from '@ths/content-model/locales';
import { en } from '../locales/en.ts';
import { createI18n } from '../locales/i18n.ts';
import { ptBR, type Messages } from '../locales/pt-BR.ts';

const MESSAGES: Record<Locale, Messages> = { 'pt-BR': ptBR, en };

/** An i18next instance in `language` with its strings already loaded. */
export function testI18n(language: Locale = 'pt-BR') {
  return createI18n(language, MESSAGES[language]);
}
