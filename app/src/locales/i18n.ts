// UI strings through i18next: pt-BR is the source (with the contract strings of
// docs/product/screens.md), English the translation. pt-BR ships in the first download; another
// language is its own small chunk, fetched when it is chosen (and precached for offline use), so
// most learners do not download strings they never read (docs/decisions/0040-english-strings-on-demand.md).
import { createInstance, type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Locale } from '@ths/content-model/locales';
import { ptBR, type Messages } from './pt-BR.ts';

const loaders: Record<Locale, () => Promise<Messages>> = {
  'pt-BR': () => Promise.resolve(ptBR),
  en: () => import('./en.ts').then((module) => module.en),
};

/** The UI strings of `language`: at once for pt-BR, one small download for any other. */
export function messagesFor(language: Locale): Promise<Messages> {
  return loaders[language]();
}

/**
 * A fresh i18next instance in `language`, given that language's strings (pt-BR, the fallback, is
 * always there); each app (and each test) gets its own.
 */
export function createI18n(language: Locale, messages: Messages): i18n {
  const instance = createInstance({
    resources: { 'pt-BR': { translation: ptBR }, [language]: { translation: messages } },
    lng: language,
    fallbackLng: 'pt-BR',
    // A key the default namespace has not got is looked up among the strings of the views loaded
    // on demand (on-demand.ts), once their chunk has added them.
    fallbackNS: 'onDemand',
    interpolation: { escapeValue: false }, // React escapes
  });
  instance.use(initReactI18next);
  void instance.init();
  return instance;
}

// The language each instance was last asked for: a quick English-then-Português must not end in
// English when the English strings arrive after the second choice.
const wanted = new WeakMap<i18n, Locale>();

/** Fetches `language`'s strings if this instance has not got them yet, then switches to it. */
export async function switchLanguage(instance: i18n, language: Locale): Promise<void> {
  wanted.set(instance, language);
  if (!instance.hasResourceBundle(language, 'translation')) {
    instance.addResourceBundle(language, 'translation', await messagesFor(language));
  }
  if (wanted.get(instance) === language) await instance.changeLanguage(language);
}
