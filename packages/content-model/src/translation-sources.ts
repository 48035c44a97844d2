// Which pt-BR text each translation translates (docs/decisions/0035-translations-know-their-source.md).
// A document keeps, in its `translationSources` field, one record per translation: the field's
// path, the language and a short hash of the pt-BR text the translator worked from. When the
// pt-BR text changes, the hash no longer matches and the translation is out of date. Shared by
// the Studio (lists, preview, side-by-side view, publish) and the export (report, coverage).
import { LOCALE_IDS, SOURCE_LOCALE, type Locale } from './locales.ts';
import { localizedText, sourceText, type LocalizedValues } from './localized-text.ts';

export const TRANSLATION_SOURCES_FIELD = 'translationSources';
export const TRANSLATION_SOURCE_TYPE = 'translationSource';

/** One translation's source as the document stores it. */
export type TranslationSource = {
  _key: string;
  _type: typeof TRANSLATION_SOURCE_TYPE;
  /** The localized field's path in Sanity's notation: `title`, `choices[_key=="a1"].feedback`. */
  field: string;
  language: string;
  /** sourceHash of the pt-BR text the translation was made from. */
  source: string;
};

export type TranslationStatus = 'missing' | 'current' | 'outdated';

/** 32-bit FNV-1a over UTF-16 code units, as 8 hex digits: the same in the browser and in Node. */
function fnv1a(text: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

/**
 * The short hash that names a pt-BR text. Spaces at the ends do not count, as they count nowhere
 * else (localizedText trims).
 */
export function sourceHash(text: string): string {
  return fnv1a(text.trim());
}

/** The record's key: the same field and language always get the same key. */
export function translationSourceKey(field: string, language: string): string {
  return fnv1a(`${field}|${language}`);
}

/** The records of a document, whatever it holds (anything malformed is ignored). */
export function translationSourcesOf(document: unknown): TranslationSource[] {
  const records = (document as Record<string, unknown> | null | undefined)?.[
    TRANSLATION_SOURCES_FIELD
  ];
  if (!Array.isArray(records)) return [];
  return records.filter(
    (record): record is TranslationSource =>
      typeof record === 'object' &&
      record !== null &&
      typeof (record as TranslationSource).field === 'string' &&
      typeof (record as TranslationSource).language === 'string' &&
      typeof (record as TranslationSource).source === 'string',
  );
}

/**
 * A translation is missing when the language has no text; out of date when the pt-BR text is not
 * the one it was made from (or nothing says which one it was); current otherwise.
 */
export function translationStatus(
  values: LocalizedValues | null | undefined,
  language: Locale,
  recorded: string | undefined,
): TranslationStatus {
  if (language === SOURCE_LOCALE) return 'current';
  if (!localizedText(values, language).translated) return 'missing';
  return recorded === sourceHash(sourceText(values)) ? 'current' : 'outdated';
}

/** One localized field of a document, wherever it sits. */
export type LocalizedField = {
  /** Sanity path notation, the key of its records. */
  path: string;
  /** How an educator names it, as the export's report does: `title`, `choices[1].feedback`. */
  label: string;
  values: LocalizedValues;
};

const isLocalizedArray = (value: unknown): value is LocalizedValues =>
  Array.isArray(value) &&
  value.length > 0 &&
  value.every(
    (item) =>
      typeof item === 'object' &&
      item !== null &&
      typeof (item as { language?: unknown }).language === 'string',
  );

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Every localized field of a document in the order of its fields, choices included: an array of
 * items with a `language` (the plugin's `internationalizedArray…Value`) is a localized field; an
 * array of keyed objects (the choices) and an object (the scene) are looked into.
 */
export function localizedFieldsOf(document: Record<string, unknown>): LocalizedField[] {
  const fields: LocalizedField[] = [];
  for (const [name, value] of Object.entries(document)) {
    if (name.startsWith('_') || name === TRANSLATION_SOURCES_FIELD) continue;
    if (isLocalizedArray(value)) {
      fields.push({ path: name, label: name, values: value });
      continue;
    }
    if (isPlainObject(value)) {
      // A localized field inside an object field, such as the scene's alt text: `scene.alt`.
      for (const [inner, innerValue] of Object.entries(value)) {
        if (inner.startsWith('_') || !isLocalizedArray(innerValue)) continue;
        fields.push({ path: `${name}.${inner}`, label: `${name}.${inner}`, values: innerValue });
      }
      continue;
    }
    if (!Array.isArray(value)) continue;
    value.forEach((item: unknown, index) => {
      if (typeof item !== 'object' || item === null) return;
      const { _key: key } = item as { _key?: unknown };
      if (typeof key !== 'string') return;
      for (const [inner, innerValue] of Object.entries(item)) {
        if (inner.startsWith('_') || !isLocalizedArray(innerValue)) continue;
        fields.push({
          path: `${name}[_key=="${key}"].${inner}`,
          label: `${name}[${index}].${inner}`,
          values: innerValue,
        });
      }
    });
  }
  return fields;
}

/** The status of one field, found by its path, in `language`. */
export function fieldTranslationStatus(
  document: unknown,
  path: string,
  values: LocalizedValues | null | undefined,
  language: Locale,
): TranslationStatus {
  const recorded = translationSourcesOf(document).find(
    (record) => record.field === path && record.language === language,
  )?.source;
  return translationStatus(values, language, recorded);
}

export type FieldTranslationStatus = LocalizedField & { status: TranslationStatus };

/** Each localized field of the document with its status in `language`. */
export function translationStatusesOf(
  document: Record<string, unknown>,
  language: Locale,
): FieldTranslationStatus[] {
  const records = translationSourcesOf(document);
  return localizedFieldsOf(document).map((field) => ({
    ...field,
    status: translationStatus(
      field.values,
      language,
      records.find((record) => record.field === field.path && record.language === language)?.source,
    ),
  }));
}

/**
 * The document's records after `fieldPaths` in `language` were translated from today's pt-BR text:
 * their records are replaced, the others kept in their order (those of fields that are gone
 * dropped), new ones added last.
 */
export function withTranslationSources(
  document: Record<string, unknown>,
  language: string,
  fieldPaths: readonly string[],
): TranslationSource[] {
  const records = translationSourcesOf(document);
  const byPath = new Map(localizedFieldsOf(document).map((field) => [field.path, field]));
  const stamped = new Map<string, TranslationSource>();
  for (const path of fieldPaths) {
    const field = byPath.get(path);
    if (!field) continue;
    stamped.set(path, {
      _key: translationSourceKey(path, language),
      _type: TRANSLATION_SOURCE_TYPE,
      field: path,
      language,
      source: sourceHash(sourceText(field.values)),
    });
  }
  // A record whose field is gone (a deleted choice) goes with it.
  const kept = records
    .filter((record) => byPath.has(record.field))
    .map((record) =>
      record.language === language && stamped.has(record.field)
        ? stamped.get(record.field)!
        : record,
    );
  const added = [...stamped.values()].filter(
    (record) => !records.some((old) => old.language === language && old.field === record.field),
  );
  return [...kept, ...added];
}

/**
 * The fields whose translation in `language` a publish writes: those whose text in that language
 * is new or differs from the published one. A translation edited together with its pt-BR text,
 * or after it, was made from that text; one left alone keeps the source it had.
 */
export function retranslatedFields(
  draft: Record<string, unknown>,
  published: Record<string, unknown> | null | undefined,
  language: Locale,
): string[] {
  const before = new Map(
    published ? localizedFieldsOf(published).map((field) => [field.path, field.values]) : [],
  );
  return localizedFieldsOf(draft)
    .filter((field) => {
      const now = localizedText(field.values, language);
      if (!now.translated) return false;
      const then = localizedText(before.get(field.path), language);
      return !then.translated || then.text !== now.text;
    })
    .map((field) => field.path);
}

/**
 * The document with every translation it has, in every language, recorded as made from today's
 * pt-BR text: what the one-off stamping of the snapshot wrote, and what a document published by
 * the Studio looks like in tests. The new field goes last, so the document's own order is kept.
 */
export function withAllTranslationSources<T extends Record<string, unknown>>(
  document: T,
): T & { translationSources: TranslationSource[] } {
  let stamped: Record<string, unknown> = document;
  for (const language of LOCALE_IDS.filter((id) => id !== SOURCE_LOCALE)) {
    // No translation, no record: there is nothing to say it was made from.
    const paths = localizedFieldsOf(stamped)
      .filter((field) => localizedText(field.values, language).translated)
      .map((field) => field.path);
    stamped = { ...stamped, translationSources: withTranslationSources(stamped, language, paths) };
  }
  return stamped as T & { translationSources: TranslationSource[] };
}

/**
 * The document with a record for every translation that has none yet, made from today's pt-BR
 * text; records already there are kept, so a translation already out of date stays so. For a
 * localized field added after the document's translations were recorded (the scene's alt text,
 * docs/decisions/0063), written together with its translation.
 */
export function withNewTranslationSources<T extends Record<string, unknown>>(
  document: T,
): T & { translationSources: TranslationSource[] } {
  let stamped: Record<string, unknown> = document;
  for (const language of LOCALE_IDS.filter((id) => id !== SOURCE_LOCALE)) {
    const records = translationSourcesOf(stamped);
    const paths = localizedFieldsOf(stamped)
      .filter((field) => localizedText(field.values, language).translated)
      .filter(
        (field) =>
          !records.some((record) => record.field === field.path && record.language === language),
      )
      .map((field) => field.path);
    stamped = { ...stamped, translationSources: withTranslationSources(stamped, language, paths) };
  }
  return stamped as T & { translationSources: TranslationSource[] };
}
