// Tests render in either language at once, so both sets of strings are at hand here; the app
// fetches English on demand (src/locales/i18n.ts). A test may draw a view loaded on demand without
// the screen that adds its strings, so they are added here too.
import type { Locale } from '@ths/content-model/locales';
import { en } from '../locales/en.ts';
import { createI18n } from '../locales/i18n.ts';
import { addNamespace } from '../locales/namespace.ts';
import { onDemandEn, onDemandPtBR } from '../locales/on-demand.ts';
import { ptBR, type Messages } from '../locales/pt-BR.ts';
import { ON_DEMAND_NS } from '../locales/use-on-demand-strings.ts';

const MESSAGES: Record<Locale, Messages> = { 'pt-BR': ptBR, en };

/** An i18next instance in `language` with its strings already loaded. */
export function testI18n(language: Locale = 'pt-BR') {
  const instance = createI18n(language, MESSAGES[language]);
  addNamespace(instance, ON_DEMAND_NS, { 'pt-BR': onDemandPtBR, en: onDemandEn });
  return instance;
}
