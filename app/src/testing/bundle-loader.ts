// The functions of content/load-content.ts over a bundle made in a test, split per phase as the
// export writes it (the school's scenario 101, a sixth phase).
import type { ContentBundle } from '@ths/content-model/bundle-schema';
import { splitBundle } from '@ths/content-model/bundle-split';
import type { Locale } from '@ths/content-model/locales';

export function loaderOf(whole: ContentBundle) {
  const { index, phases } = splitBundle(whole);
  const scenariosOf = (phase: number) =>
    phases.find((chunk) => chunk.phase === phase)?.scenarios ?? [];
  const inOrder = (list: readonly number[]) =>
    list.flatMap(scenariosOf).sort((a, b) => a.number - b.number);
  return {
    loadContentIndex: async (locale: Locale) => ({ ...index, locale }),
    loadPhaseScenarios: async (_locale: Locale, phase: number) => scenariosOf(phase),
    loadedScenarios: (_locale: Locale, list: readonly number[]) => inOrder(list),
    loadScenarios: async (_locale: Locale, list: readonly number[]) => inOrder(list),
  };
}
