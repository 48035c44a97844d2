// Field-level localization: each text field holds one value per language. The languages come
// from @ths/content-model/locales, the one place where a language is added.
import { LOCALES, SOURCE_LOCALE } from '@ths/content-model/locales';
import { internationalizedArray } from 'sanity-plugin-internationalized-array';

export const localization = internationalizedArray({
  languages: LOCALES.map(({ id, title }) => ({ id, title })),
  defaultLanguages: [SOURCE_LOCALE],
  fieldTypes: ['string', 'text'],
  buttonLocations: ['field'],
});
