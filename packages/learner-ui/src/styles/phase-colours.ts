import type { CSSProperties } from 'react';
import { phaseToken } from './phase-token.ts';

/** A phase's colours from the design tokens, for everything inside the element it styles. */
export function phaseColours(phase: number): CSSProperties {
  return {
    '--phase': `var(${phaseToken(phase)})`,
    '--phase-strong': `var(${phaseToken(phase)}-strong)`,
    '--phase-soft': `var(${phaseToken(phase)}-soft)`,
  } as CSSProperties;
}
