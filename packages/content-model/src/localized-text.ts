import { SOURCE_LOCALE, type Locale } from './locales.ts';

export type LocalizedValues = ReadonlyArray<{ language?: unknown; value?: unknown }>;

/**
 * The text a learner reads in `locale`: its own translation, or the pt-BR text when there is
 * none (`translated: false`). docs/product/journey.md#languages: a missing translation falls back
 * to pt-BR.
 */
export function localizedText(
  values: LocalizedValues | null | undefined,
  locale: Locale,
): { text: string; translated: boolean } {
  const valueIn = (language: Locale) => {
    const value = values?.find((item) => item.language === language)?.value;
    return typeof value === 'string' ? value.trim() : '';
  };
  const own = valueIn(locale);
  return own === ''
    ? { text: valueIn(SOURCE_LOCALE), translated: false }
    : { text: own, translated: true };
}

/** The pt-BR text of a field, or '' when it has none yet. */
export function sourceText(values: LocalizedValues | null | undefined): string {
  return localizedText(values, SOURCE_LOCALE).text;
}
