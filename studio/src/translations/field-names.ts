import type { ObjectSchemaType, SchemaType } from 'sanity';

const fieldsOf = (type: SchemaType | undefined) =>
  (type as ObjectSchemaType | undefined)?.fields ?? [];

/**
 * A field as the form names it, from the report's label: `title` → “Título”,
 * `choices[1].feedback` → “Escolha 2 · Retorno”, `scene.alt` → “Cena · Texto alternativo”. The schema's own titles, so the list, the
 * side-by-side view and the form agree.
 */
export function fieldName(schemaType: SchemaType | undefined, label: string): string {
  // A field inside an object field: `scene.alt` → “Cena · Texto alternativo”.
  const inObject = /^(\w+)\.(\w+)$/.exec(label);
  if (inObject) {
    const [, outerName, inner] = inObject as unknown as [string, string, string];
    const outer = fieldsOf(schemaType).find((field) => field.name === outerName)?.type;
    const innerTitle = fieldsOf(outer).find((field) => field.name === inner)?.type.title ?? inner;
    return `${outer?.title ?? outerName} · ${innerTitle}`;
  }
  const nested = /^(\w+)\[(\d+)\]\.(\w+)$/.exec(label);
  if (!nested) {
    return fieldsOf(schemaType).find((field) => field.name === label)?.type.title ?? label;
  }
  const [, arrayName, index, inner] = nested as unknown as [string, string, string, string];
  const array = fieldsOf(schemaType).find((field) => field.name === arrayName)?.type;
  const member = (array as { of?: SchemaType[] } | undefined)?.of?.[0];
  const innerTitle = fieldsOf(member).find((field) => field.name === inner)?.type.title ?? inner;
  return `${member?.title ?? arrayName} ${Number(index) + 1} · ${innerTitle}`;
}
