// The learner's language choice, remembered on this device (docs/product/journey.md#languages: "the
// choice is remembered"). Anything stored that is not a known locale falls back to pt-BR.
import { isLocale, SOURCE_LOCALE, type Locale } from '@ths/content-model/locales';

const KEY = 'ths:language';

export function storedLanguage(storage: Storage = localStorage): Locale {
  const value = storage.getItem(KEY);
  return value !== null && isLocale(value) ? value : SOURCE_LOCALE;
}

export function storeLanguage(language: Locale, storage: Storage = localStorage): void {
  storage.setItem(KEY, language);
}
