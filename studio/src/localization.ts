// Field-level localization: each text field holds one value per language. The languages come
// from @ths/content-model/locales, the one place where a language is added.
import { LOCALES, SOURCE_LOCALE } from '@ths/content-model/locales';
import type { ArrayOfPrimitivesComponents, SchemaTypeDefinition } from 'sanity';
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
  // "+ PT-BR · + EN" already adds each missing language; a second button for the same ("Adicionar
  // o idioma que falta") is one more thing to read.
  buttonAddAll: false,
});

/** The localized field types the plugin contributes (the Studio gets them through its config). */
export const localizationTypes = (localization.schema?.types ?? []) as SchemaTypeDefinition[];

/**
 * The components the plugin gives one of its array types (its language input among them). A
 * field that sets components of its own must spread these, or it loses them (localized-field.ts).
 */
export function localizedArrayComponents(typeName: string): ArrayOfPrimitivesComponents {
  const found = localizationTypes.find(({ name }) => name === typeName);
  const components = found && 'components' in found ? found.components : undefined;
  if (!components) throw new Error(`The localization plugin has no array type ${typeName}`);
  return components as ArrayOfPrimitivesComponents;
}
