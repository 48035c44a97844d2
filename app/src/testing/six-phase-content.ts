// A content bundle with a sixth phase, as the export would write it once an educator added one
// in the Studio: phase 6 'Fase Seis' with scenarios 101 to 120 (phase 5's, renumbered). Served
// in place of content/load-content.ts, for the tests that prove the app counts the content's
// phases (app/src/app/routes/__tests__/six-phases.test.tsx).
import type { ContentBundle, Scenario } from '@ths/content-model/bundle-schema';
import { bundle } from '../content/generated/pt-BR.ts';
import { loaderOf } from './bundle-loader.ts';

function sixPhaseBundle(): ContentBundle {
  const sixth = bundle.scenarios
    .filter((scenario) => scenario.stage === 5)
    .map((scenario): Scenario => ({ ...scenario, number: scenario.number + 20, stage: 6 }));
  return {
    ...bundle,
    phases: [
      ...bundle.phases,
      { number: 6, name: 'Fase Seis', description: 'Uma fase nova, escrita no Studio.' },
    ],
    scenarios: [...bundle.scenarios, ...sixth],
  };
}

/** The functions of content/load-content.ts, over the six-phase bundle in every language. */
export const sixPhaseLoader = () => loaderOf(sixPhaseBundle());
