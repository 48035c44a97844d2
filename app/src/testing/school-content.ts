// The shipped bundle with a school's own scenario 101 in phase 1 (docs/decisions/0055), as the
// export writes it: phase 1 then holds 21 scenarios, 101 last. Served in place of
// content/load-content.ts (app/src/app/routes/__tests__/school-scenarios.test.tsx).
import type { ContentBundle, Scenario } from '@ths/content-model/bundle-schema';
import { splitBundle } from '@ths/content-model/bundle-split';
import type { Locale } from '@ths/content-model/locales';
import { bundle } from '../content/generated/pt-BR.ts';

export const SCHOOL_TITLE = 'O recreio da nossa escola';

function schoolBundle(): ContentBundle {
  const first = bundle.scenarios.find((scenario) => scenario.number === 1)!;
  const school: Scenario = { ...first, number: 101, stage: 1, title: SCHOOL_TITLE };
  return { ...bundle, scenarios: [...bundle.scenarios, school] };
}

/** The functions of content/load-content.ts, over the bundle with scenario 101. */
export function schoolLoader() {
  const { index, phases } = splitBundle(schoolBundle());
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
