import type { CSSProperties } from 'react';

/** A phase's colours from the design tokens, for everything inside the element it styles. */
export function phaseColours(phase: number): CSSProperties {
  return {
    '--phase': `var(--phase-${phase})`,
    '--phase-strong': `var(--phase-${phase}-strong)`,
    '--phase-soft': `var(--phase-${phase}-soft)`,
  } as CSSProperties;
}
