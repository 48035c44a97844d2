// UI strings through i18next: pt-BR is the source (with the contract strings of
// docs/product/screens.md), English the translation. Both are bundled: together they weigh less
// than one extra request would cost.
import { createInstance, type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Locale } from '@ths/content-model/locales';
import { en } from './en.ts';
import { ptBR, type Messages } from './pt-BR.ts';

export const resources = {
  'pt-BR': { translation: ptBR },
  en: { translation: en },
} satisfies Record<Locale, { translation: Messages }>;

/** A fresh i18next instance in `language`; each app (and each test) gets its own. */
export function createI18n(language: Locale): i18n {
  const instance = createInstance({
    resources,
    lng: language,
    fallbackLng: 'pt-BR',
    interpolation: { escapeValue: false }, // React escapes
  });
  instance.use(initReactI18next);
  void instance.init();
  return instance;
}
