import { expect, test } from 'vitest';
import type { MissingTranslation, TranslationReport } from './to-bundle.ts';
import { formatTranslationReport } from './translation-report.ts';

const report = (
  translated: number,
  total: number,
  missing: MissingTranslation[] = [],
  locale: TranslationReport['locale'] = 'en',
  outdated: MissingTranslation[] = [],
): TranslationReport => ({ locale, translated, total, missing, outdated });

const missingIn = (documentId: string, ...fields: string[]) =>
  fields.map((field) => ({ documentId, field }));

test('a complete translation is one line with no list', () => {
  expect(formatTranslationReport(report(224, 224, [], 'pt-BR'))).toBe(
    'Tradução pt-BR: 224 de 224 textos (100%)',
  );
});

test('no texts at all counts as 100%', () => {
  expect(formatTranslationReport(report(0, 0))).toBe('Tradução en: 0 de 0 textos (100%)');
});

test('missing fields are grouped per document, one document a line, in first-seen order', () => {
  const text = formatTranslationReport(
    report(3, 8, [
      ...missingIn('scenario-2', 'title'),
      ...missingIn('phase-1', 'description'),
      ...missingIn('scenario-2', 'choices[0].text', 'choices[0].feedback'),
      ...missingIn('achievement-first-steps', 'title'),
    ]),
  );
  expect(text.split('\n')).toEqual([
    'Tradução en: 3 de 8 textos (37%). Faltam 5, que aparecem em pt-BR:',
    '  scenario-2: title, choices[0].text, choices[0].feedback',
    '  phase-1: description',
    '  achievement-first-steps: title',
  ]);
});

test.each([
  [2, 3, 66],
  [1, 3, 33],
  [199, 200, 99],
  [0, 5, 0],
  [1, 200, 0],
])('%i of %i texts is %i%%, rounded down', (translated, total, percent) => {
  const missing = missingIn('scenario-1', ...Array.from({ length: total - translated }, () => 'x'));
  expect(formatTranslationReport(report(translated, total, missing)).split('\n')[0]).toMatch(
    `(${percent}%). Faltam ${total - translated},`,
  );
});

test('an incomplete translation never reads as 100%', () => {
  const text = formatTranslationReport(report(999, 1000, missingIn('scenario-9', 'title')));
  expect(text).toMatch(/\(99%\)/);
});

test('out-of-date translations follow the missing ones, named by document and field', () => {
  const text = formatTranslationReport(
    report(5, 8, missingIn('scenario-2', 'title'), 'en', [
      ...missingIn('scenario-12', 'choices[0].feedback'),
      ...missingIn('phase-1', 'name'),
    ]),
  );
  expect(text.split('\n')).toEqual([
    'Tradução en: 5 de 8 textos (62%). Faltam 1, que aparecem em pt-BR:',
    '  scenario-2: title',
    "Tradução desatualizada em en: 2, o texto em pt-BR mudou depois da tradução (o app mostra a tradução antiga até alguém atualizá-la no Studio, em 'Tradução desatualizada'):",
    '  scenario-12: choices[0].feedback',
    '  phase-1: name',
  ]);
});

test('only out-of-date translations: the coverage line, then the list', () => {
  const text = formatTranslationReport(
    report(1029, 1030, [], 'en', missingIn('scenario-12', 'choices[0].feedback')),
  );
  expect(text.split('\n').slice(0, 1)).toEqual(['Tradução en: 1029 de 1030 textos (99%).']);
  expect(text).toContain('  scenario-12: choices[0].feedback');
});
