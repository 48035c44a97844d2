// A phase's colours come from the design tokens (styles/tokens.css: --phase-N, -strong, -soft),
// one set per phase of the content model (PHASE_NUMBERS; a test checks that each has its set).
// A phase number the model does not know (content newer than the app) wears the neutral
// --phase-default set instead of none (docs/decisions/0020).
import { PHASE_NUMBERS } from '@ths/content-model/stage';

/** The name of phase `phase`'s colour token, '--phase-3'; add '-strong' or '-soft' for those. */
export function phaseToken(phase: number): string {
  return (PHASE_NUMBERS as readonly number[]).includes(phase)
    ? `--phase-${phase}`
    : '--phase-default';
}
