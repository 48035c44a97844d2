// @vitest-environment node
import { expect, test } from 'vitest';
import { studioSchema } from '../validation/validate-offline.ts';
import { fieldName } from './field-names.ts';

const scenario = studioSchema.get('scenario');

test('a field, a choice’s field and the scene’s alt text, as the form names them', () => {
  expect(fieldName(scenario, 'title')).toBe('Título');
  expect(fieldName(scenario, 'choices[1].feedback')).toBe('Escolha 2 · Retorno');
  expect(fieldName(scenario, 'scene.alt')).toBe('Cena · Texto alternativo');
});
