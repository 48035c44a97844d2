// @vitest-environment node
import { LOCALE_IDS } from '@ths/content-model/locales';
import { expect, test } from 'vitest';
import { loadContent } from './load-content.ts';

test.each(LOCALE_IDS)(
  'the %s bundle holds the five phases, the scenarios and the achievements',
  async (locale) => {
    const content = await loadContent(locale);
    expect(content.locale).toBe(locale);
    expect(content.phases.map((phase) => phase.number)).toEqual([1, 2, 3, 4, 5]);
    expect(content.scenarios.length).toBeGreaterThanOrEqual(20);
    expect(content.achievements.map((achievement) => achievement.id)).toContain('first_steps');
  },
);

test('English shows the English phase names and falls back to pt-BR for untranslated scenarios', async () => {
  const [portuguese, english] = await Promise.all([loadContent('pt-BR'), loadContent('en')]);
  expect(portuguese.phases[0]?.name).toBe('Fundamentos Sociais');
  expect(english.phases[0]?.name).toBe('Social Foundations');
  const untranslated = english.scenarios.find(
    (scenario, index) => scenario.title === portuguese.scenarios[index]?.title,
  );
  // Either every scenario is translated, or the untranslated ones read as in pt-BR, never blank.
  expect(untranslated?.title ?? 'translated').not.toBe('');
});
