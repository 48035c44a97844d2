import type { i18n } from 'i18next';

/**
 * Adds a namespace's strings, in both languages, to `instance` the first time a chunk that brought
 * them draws (the class area, 'Para a família', the views loaded on demand); later calls do
 * nothing. English is added beside pt-BR: the chunk carries both, and the default namespace's
 * English still comes with the language switch (i18n.ts).
 */
export function addNamespace(
  instance: i18n,
  namespace: string,
  strings: { 'pt-BR': object; en: object },
): void {
  if (instance.hasResourceBundle('pt-BR', namespace)) return;
  instance.addResourceBundle('pt-BR', namespace, strings['pt-BR']);
  instance.addResourceBundle('en', namespace, strings.en);
}
