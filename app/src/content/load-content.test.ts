// @vitest-environment node
import { joinBundle } from '@ths/content-model/bundle-split';
import { PHASE_NUMBERS } from '@ths/content-model/stage';
import { LOCALE_IDS } from '@ths/content-model/locales';
import { expect, test } from 'vitest';
import { bundle as portugueseBundle } from './generated/pt-BR.ts';
import { loadContentIndex, loadPhaseScenarios, loadScenarios } from './load-content.ts';

test.each(LOCALE_IDS)(
  'the %s index holds the five phases, the achievements and every scenario number by phase and skill',
  async (locale) => {
    const index = await loadContentIndex(locale);
    expect(index.locale).toBe(locale);
    expect(index.phases.map((phase) => phase.number)).toEqual([1, 2, 3, 4, 5]);
    expect(index.scenarios.length).toBeGreaterThanOrEqual(20);
    expect(index.scenarios[0]).toEqual({
      number: 1,
      stage: 1,
      skillKey: 'incluir-quem-esta-de-fora',
    });
    expect(index.achievements.map((achievement) => achievement.id)).toContain('first_steps');
  },
);

test.each(LOCALE_IDS)(
  'each %s phase chunk holds exactly that phase’s scenarios',
  async (locale) => {
    const index = await loadContentIndex(locale);
    for (const phase of PHASE_NUMBERS) {
      const scenarios = await loadPhaseScenarios(locale, phase);
      expect(scenarios.map((scenario) => scenario.number)).toEqual(
        index.scenarios.filter((ref) => ref.stage === phase).map((ref) => ref.number),
      );
    }
  },
);

test('the index and every phase together are the whole bundle the export wrote', async () => {
  const [index, scenarios] = await Promise.all([
    loadContentIndex('pt-BR'),
    loadScenarios('pt-BR', PHASE_NUMBERS),
  ]);
  expect(joinBundle(index, scenarios)).toEqual(portugueseBundle);
});

test('a phase with no chunk names the file and the command that writes it', async () => {
  await expect(loadPhaseScenarios('pt-BR', 6)).rejects.toThrow(
    'No content file src/content/generated/pt-BR.phase-6.ts: run `pnpm content` to write the bundles.',
  );
});

test('English shows the English phase names and falls back to pt-BR for untranslated scenarios', async () => {
  const [portuguese, english] = await Promise.all([
    loadScenarios('pt-BR', [1]),
    loadScenarios('en', [1]),
  ]);
  const [portugueseIndex, englishIndex] = await Promise.all([
    loadContentIndex('pt-BR'),
    loadContentIndex('en'),
  ]);
  expect(portugueseIndex.phases[0]?.name).toBe('Fundamentos Sociais');
  expect(englishIndex.phases[0]?.name).toBe('Social Basics');
  const untranslated = english.find(
    (scenario, index) => scenario.title === portuguese[index]?.title,
  );
  // Either every scenario is translated, or the untranslated ones read as in pt-BR, never blank.
  expect(untranslated?.title ?? 'translated').not.toBe('');
});
