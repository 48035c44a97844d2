// @vitest-environment node
// Every localized field offers its languages to add ("+ PT-BR · + EN"). A field that sets its own
// components (the multi-line ones, for their rows) replaced the plugin's input with Sanity's plain
// array input, whose "Adicionar item" makes a text with no language: a new scenario could not be
// written (issue 38). Sanity takes a field's input from its own type only (no walk up the chain).
import type { ObjectSchemaType, SchemaType } from 'sanity';
import { expect, test } from 'vitest';
import { studioSchema } from '../validation/validate-offline.ts';

const LOCALIZED = ['internationalizedArrayString', 'internationalizedArrayText'];

function localizedTypeOf(type: SchemaType): string | undefined {
  for (let current: SchemaType | undefined = type; current; current = current.type)
    if (LOCALIZED.includes(current.name)) return current.name;
  return undefined;
}

/** Every localized field of the documents and objects, named by where it is. */
function localizedFields(): Array<{ where: string; type: SchemaType; plugin: string }> {
  const found: Array<{ where: string; type: SchemaType; plugin: string }> = [];
  for (const name of studioSchema.getTypeNames()) {
    if (LOCALIZED.includes(name) || name.startsWith('internationalizedArray')) continue;
    const type = studioSchema.get(name) as ObjectSchemaType | undefined;
    for (const field of type?.jsonType === 'object' ? (type.fields ?? []) : []) {
      const plugin = localizedTypeOf(field.type);
      if (plugin) found.push({ where: `${name}.${field.name}`, type: field.type, plugin });
    }
  }
  return found;
}

test('every localized field, one-line or multi-line, uses the plugin’s language input', () => {
  const fields = localizedFields();
  // Scenario (title, situation), choice (text, feedback), skill, phase and achievement texts.
  expect(fields.map(({ where }) => where)).toEqual(
    expect.arrayContaining([
      'scenario.title',
      'scenario.description',
      'choice.text',
      'choice.feedback',
      'skill.challenge',
      'skillStep.text',
      'phase.description',
      'achievement.description',
    ]),
  );
  for (const { where, type, plugin } of fields) {
    const pluginInput = studioSchema.get(plugin)?.components?.input;
    expect(pluginInput, plugin).toBeTypeOf('function');
    expect(type.components?.input, where).toBe(pluginInput);
  }
});
