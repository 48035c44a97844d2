// What 'Tradução desatualizada' lists, by the rule the export's report uses
// (@ths/content-model/translation-sources, docs/decisions/0035-translations-know-their-source.md).
import type { Locale } from '@ths/content-model/locales';
import { translationStatusesOf } from '@ths/content-model/translation-sources';

export type OutdatedDocument = {
  documentId: string;
  type: string;
  /** The fields as the export's report names them: `title`, `choices[0].feedback`. */
  fields: string[];
};

/** The documents with a translation in `language` made from a pt-BR text that has changed. */
export function outdatedTranslations(
  documents: readonly Record<string, unknown>[],
  language: Locale,
): OutdatedDocument[] {
  return documents.flatMap((document) => {
    const fields = translationStatusesOf(document, language)
      .filter((field) => field.status === 'outdated')
      .map((field) => field.label);
    return fields.length === 0
      ? []
      : [{ documentId: String(document._id), type: String(document._type), fields }];
  });
}

/** Every document with translated texts; drafts replace their published version. */
export const TRANSLATED_DOCUMENTS_QUERY = `*[_type in ["scenario", "skill", "phase", "achievement"]]`;
