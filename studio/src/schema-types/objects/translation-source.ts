import {
  TRANSLATION_SOURCE_TYPE,
  TRANSLATION_SOURCES_FIELD,
} from '@ths/content-model/translation-sources';
import { TranslateIcon } from '@sanity/icons';
import { defineArrayMember, defineField, defineType } from 'sanity';

/**
 * Which pt-BR text a translation was made from (docs/decisions/0035-translations-know-their-source.md).
 * Written by "Publicar" and the side-by-side view, read by 'Tradução desatualizada', the preview
 * and the export; nobody types it, so the form does not show it.
 */
export const translationSource = defineType({
  name: TRANSLATION_SOURCE_TYPE,
  title: 'Origem da tradução',
  type: 'object',
  icon: TranslateIcon,
  fields: [
    defineField({ name: 'field', title: 'Campo', type: 'string' }),
    defineField({ name: 'language', title: 'Idioma', type: 'string' }),
    defineField({ name: 'source', title: 'Texto em pt-BR (resumo)', type: 'string' }),
  ],
});

/** The hidden field every document with translated texts has. */
export const translationSourcesField = defineField({
  name: TRANSLATION_SOURCES_FIELD,
  title: 'Origem das traduções',
  type: 'array',
  of: [defineArrayMember({ type: TRANSLATION_SOURCE_TYPE })],
  hidden: true,
  readOnly: true,
});
