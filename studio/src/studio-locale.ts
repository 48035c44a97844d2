// The Studio's own interface (menus, buttons, publishing, validation) in Brazilian Portuguese.
// Sanity publishes no pt-BR locale; @sanity/locale-pt-pt is, despite its name, written mostly in
// Brazilian Portuguese ("Publicando…", "arquivo", "Tentando novamente…"). We register its bundles
// under the id pt-BR, so a Brazilian browser gets it without choosing, and override the few
// strings that read as European Portuguese (docs/decisions/0010-studio-in-portuguese.md), and fill
// in the strings the pack lacks (studio-locale-gaps.ts, docs/decisions/0046-guard-rails-for-editors.md).
import { ptPTLocale } from '@sanity/locale-pt-pt';
import {
  defineLocale,
  defineLocaleResourceBundle,
  definePlugin,
  type LocaleDefinition,
} from 'sanity';
import { MISSING_FROM_PT_PT } from './studio-locale-gaps.ts';

/** Strings of pt-PT that a Brazilian educator would read as foreign, by namespace. */
export const BRAZILIAN_OVERRIDES: Record<string, Record<string, string>> = {
  studio: {
    'timeline.operation.deleted': 'Excluído',
    'timeline.operation.deleted_timestamp': 'Excluído: {{timestamp, datetime}}',
    // The local Content Lake has no plan and no retention policy
    // (docs/decisions/0009-local-content-lake.md): say what is missing, not why on a hosted plan.
    'changes.missing-since-document-error':
      'Não encontramos a revisão <code>{{revisionId}}</code> com que você quer comparar. <Break/> O histórico guardado não chega até ela. <Break/> Escolha outra entrada em <strong>De</strong>.',
    'timeline.operation.history-cleared': 'Histórico anterior não guardado',
  },
  structure: {
    'events.compare-with-published.description':
      'Não foi possível carregar as alterações deste documento. Abaixo, a versão <strong>{{version}}</strong> comparada com a versão <strong>publicada</strong>.',
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
    ...[MISSING_FROM_PT_PT, BRAZILIAN_OVERRIDES].flatMap((strings) =>
      Object.entries(strings).map(([namespace, resources]) =>
        defineLocaleResourceBundle({ locale: 'pt-BR', namespace, resources }),
      ),
    ),
  ],
});

export const studioInPortuguese = definePlugin({
  name: 'ths-studio-pt-br',
  i18n: { locales: [brazilianPortuguese] },
});
