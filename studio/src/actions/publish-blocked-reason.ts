// Why "Publicar" is greyed out, in a teacher's words (docs/decisions/0046-guard-rails-for-editors.md):
// "Corrija 1 problema antes de publicar: Escolhas — Marque exatamente uma escolha como correta
// (agora há 2)." Sanity's own tooltip only says that there are validation errors.
import { LOCALES } from '@ths/content-model/locales';
import type { ObjectSchemaType, Path, SchemaType, ValidationMarker } from 'sanity';

const fieldsOf = (type: SchemaType | undefined) =>
  (type as ObjectSchemaType | undefined)?.fields ?? [];
const membersOf = (type: SchemaType | undefined) =>
  (type as { of?: SchemaType[] } | undefined)?.of ?? [];
const languageTitle = (id: string) => LOCALES.find((locale) => locale.id === id)?.title ?? id;

/**
 * Where a marker is, as the form names it: `choices[_key=="…"].feedback[_key=="…"].value` →
 * “Escolhas › Escolha 2 › Retorno › English”. Field titles come from the schema, so the reason
 * and the form agree; an item of a localized text is named by its language.
 */
export function placeOf(schemaType: SchemaType | undefined, document: unknown, path: Path): string {
  const names: string[] = [];
  let type = schemaType;
  let value: unknown = document;
  let inLanguageItem = false;
  for (const segment of path) {
    if (typeof segment === 'string') {
      // The text inside one language's item is that item: its field is not named again.
      if (inLanguageItem && segment === 'value') break;
      const field = fieldsOf(type).find((candidate) => candidate.name === segment);
      if (!field) break;
      names.push(field.type.title ?? segment);
      type = field.type;
      value = (value as Record<string, unknown> | undefined)?.[segment];
      continue;
    }
    const items = Array.isArray(value) ? (value as Array<Record<string, unknown>>) : [];
    const index =
      typeof segment === 'number'
        ? segment
        : items.findIndex(
            (item) =>
              '_key' in (segment as object) && item?._key === (segment as { _key: string })._key,
          );
    const item = items[index];
    if (index < 0 || !item) break;
    if (typeof item.language === 'string') {
      names.push(languageTitle(item.language));
      inLanguageItem = true;
    } else {
      const member =
        membersOf(type).find((candidate) => candidate.name === item._type) ?? membersOf(type)[0];
      names.push(`${member?.title ?? 'Item'} ${index + 1}`);
      type = member;
    }
    value = item;
  }
  return names.join(' › ');
}

const sentence = (text: string) => (/[.!?…]$/.test(text.trim()) ? text.trim() : `${text.trim()}.`);

/** The disabled "Publicar"'s title when errors block it, or undefined when none do. */
export function publishBlockedReason(
  markers: readonly ValidationMarker[],
  schemaType: SchemaType | undefined,
  document: unknown,
): string | undefined {
  const errors = markers.filter((marker) => marker.level === 'error');
  if (errors.length === 0) return undefined;
  const problems = errors.map((marker) => {
    const place = placeOf(schemaType, document, marker.path);
    return sentence(place ? `${place} — ${marker.message}` : marker.message);
  });
  const count = errors.length === 1 ? '1 problema' : `${errors.length} problemas`;
  return `Corrija ${count} antes de publicar: ${problems.join(' ')}`;
}
