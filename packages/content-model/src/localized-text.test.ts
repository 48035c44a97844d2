import { expect, test } from 'vitest';
import { localizedText, sourceText } from './localized-text.ts';

const values = [
  { language: 'pt-BR', value: ' Olá ' },
  { language: 'en', value: '' },
];

test('a locale without its own text reads the pt-BR text and says it is untranslated', () => {
  expect(localizedText(values, 'en')).toEqual({ text: 'Olá', translated: false });
  expect(localizedText(values, 'pt-BR')).toEqual({ text: 'Olá', translated: true });
  const translated = [values[0]!, { language: 'en', value: 'Hi' }];
  expect(localizedText(translated, 'en')).toEqual({ text: 'Hi', translated: true });
});

test('sourceText is the pt-BR text, or empty when a field has none yet', () => {
  expect(sourceText(values)).toBe('Olá');
  expect(sourceText(undefined)).toBe('');
  expect(sourceText([{ language: 'en', value: 'Hi' }])).toBe('');
});
