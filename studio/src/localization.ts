// Field-level localization: each text field holds one value per language. The languages come
// from @ths/content-model/locales, the one place where a language is added.
import { LOCALES, SOURCE_LOCALE } from '@ths/content-model/locales';
import { internationalizedArray } from 'sanity-plugin-internationalized-array';

export const localization = internationalizedArray({
  languages: LOCALES.map(({ id, title }) => ({ id, title })),
  defaultLanguages: [SOURCE_LOCALE],
  // The text inside each language's item is titled in Portuguese: untitled, Sanity shows its
  // name, "Value", in the history (docs/decisions/0046-guard-rails-for-editors.md). The type
  // names stay 'string' and 'text', which the snapshot's items name.
  fieldTypes: [
    { name: 'string', type: 'string', title: 'Texto' },
    { name: 'text', type: 'text', title: 'Texto' },
  ],
  buttonLocations: ['field'],
});
