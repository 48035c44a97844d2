// The Studio's own interface (menus, buttons, publishing, validation) in Brazilian Portuguese.
// Sanity publishes no pt-BR locale; @sanity/locale-pt-pt is, despite its name, written mostly in
// Brazilian Portuguese ("Publicando…", "arquivo", "Tentando novamente…"). We register its bundles
// under the id pt-BR, so a Brazilian browser gets it without choosing, and override the few
// strings that read as European Portuguese (docs/decisions/0010-studio-in-portuguese.md).
import { ptPTLocale } from '@sanity/locale-pt-pt';
import {
  defineLocale,
  defineLocaleResourceBundle,
  definePlugin,
  type LocaleDefinition,
} from 'sanity';

/** Strings of pt-PT that a Brazilian educator would read as foreign, by namespace. */
export const BRAZILIAN_OVERRIDES: Record<string, Record<string, string>> = {
  studio: {
    'timeline.operation.deleted': 'Excluído',
    'timeline.operation.deleted_timestamp': 'Excluído: {{timestamp, datetime}}',
  },
  // A skill's key is a Sanity slug; educators know it as 'Chave' (docs/decisions/0016).
  validation: {
    'slug.missing-current': 'Escreva a chave, ou use “Gerar” para criá-la a partir do nome.',
    'slug.not-object': 'A chave não pôde ser lida. Apague-a e use “Gerar” para criá-la de novo.',
  },
};

const portuguese = (ptPTLocale() as { i18n?: { locales?: LocaleDefinition[] } }).i18n?.locales?.[0];
if (!portuguese) throw new Error('@sanity/locale-pt-pt no longer defines its locale as expected');

export const brazilianPortuguese = defineLocale({
  ...portuguese,
  id: 'pt-BR',
  title: 'Português (Brasil)',
  bundles: [
    ...(portuguese.bundles ?? []),
    ...Object.entries(BRAZILIAN_OVERRIDES).map(([namespace, resources]) =>
      defineLocaleResourceBundle({ locale: 'pt-BR', namespace, resources }),
    ),
  ],
});

export const studioInPortuguese = definePlugin({
  name: 'ths-studio-pt-br',
  i18n: { locales: [brazilianPortuguese] },
});
