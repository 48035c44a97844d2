// @vitest-environment node
import type { ValidationMarker } from 'sanity';
import { expect, test } from 'vitest';
import { studioSchema } from '../validation/validate-offline.ts';
import { placeOf, publishBlockedReason } from './publish-blocked-reason.ts';

// The Studio's real schema, with the plugin's localized types as the Studio registers them.
const scenarioType = studioSchema.get('scenario');

const scenario = {
  _id: 'drafts.scenario-12',
  _type: 'scenario',
  number: 12,
  choices: [
    { _key: 'a', _type: 'choice', text: [{ _key: 'pt', language: 'pt-BR', value: 'Peço ajuda' }] },
    {
      _key: 'b',
      _type: 'choice',
      feedback: [
        { _key: 'p', language: 'pt-BR', value: 'Bom.' },
        { _key: 'e', language: 'en', value: 'Good.' },
      ],
    },
  ],
};

const error = (path: ValidationMarker['path'], message: string): ValidationMarker => ({
  level: 'error',
  message,
  path,
});

test('a place is named with the form’s own titles, an item by its number, a text by its language', () => {
  expect(placeOf(scenarioType, scenario, ['choices'])).toBe('Escolhas');
  expect(
    placeOf(scenarioType, scenario, ['choices', { _key: 'b' }, 'feedback', { _key: 'e' }, 'value']),
  ).toBe('Escolhas › Escolha 2 › Retorno › English');
  expect(placeOf(scenarioType, scenario, ['number'])).toBe('Número');
  expect(placeOf(scenarioType, scenario, [])).toBe('');
});

test('the reason counts the errors and names each, warnings left out', () => {
  const markers: ValidationMarker[] = [
    error(['choices'], 'Marque exatamente uma escolha como correta (agora há 2).'),
    { level: 'warning', message: 'Ainda não publicado', path: [] },
  ];
  expect(publishBlockedReason(markers, scenarioType, scenario)).toBe(
    'Corrija 1 problema antes de publicar: Escolhas — Marque exatamente uma escolha como correta (agora há 2).',
  );
  markers.push(error(['number'], 'O número do cenário deve ser um número inteiro de 1 a 1000'));
  expect(publishBlockedReason(markers, scenarioType, scenario)).toBe(
    'Corrija 2 problemas antes de publicar: Escolhas — Marque exatamente uma escolha como correta (agora há 2). Número — O número do cenário deve ser um número inteiro de 1 a 1000.',
  );
});

test('with no error there is no reason', () => {
  expect(publishBlockedReason([], scenarioType, scenario)).toBeUndefined();
  expect(
    publishBlockedReason([{ level: 'warning', message: 'x', path: [] }], scenarioType, scenario),
  ).toBeUndefined();
});
