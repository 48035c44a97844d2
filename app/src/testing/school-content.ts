// The shipped bundle with a school's own scenario 101 in phase 1 (docs/decisions/0055), as the
// export writes it: phase 1 then holds 21 scenarios, 101 last. Served in place of
// content/load-content.ts (app/src/app/routes/__tests__/school-scenarios.test.tsx).
import type { ContentBundle, Scenario } from '@ths/content-model/bundle-schema';
import { bundle } from '../content/generated/pt-BR.ts';
import { loaderOf } from './bundle-loader.ts';

export const SCHOOL_TITLE = 'O recreio da nossa escola';

function schoolBundle(): ContentBundle {
  const first = bundle.scenarios.find((scenario) => scenario.number === 1)!;
  const school: Scenario = { ...first, number: 101, stage: 1, title: SCHOOL_TITLE };
  return { ...bundle, scenarios: [...bundle.scenarios, school] };
}

/** The functions of content/load-content.ts, over the bundle with scenario 101. */
export const schoolLoader = () => loaderOf(schoolBundle());
