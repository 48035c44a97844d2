import { IllustrationSvg, tokenFill, type IllustrationProps } from './illustration-svg.tsx';
import type { PhaseNumber } from './phase-emblem.tsx';

/**
 * A phase not open yet: a soft, round padlock, quiet rather than alarming. With `phase` it wears
 * that phase's colours (a preview of what comes); without, warm neutrals.
 */
export function LockedPhase({
  phase,
  size = 96,
  className,
}: IllustrationProps & { phase?: PhaseNumber }) {
  const [soft, fill, strong] = phase
    ? [`--phase-${phase}-soft`, `--phase-${phase}`, `--phase-${phase}-strong`]
    : ['--color-surface-sunken', '--color-border', '--color-border-strong'];
  return (
    <IllustrationSvg viewBox="0 0 96 96" size={size} className={className}>
      <circle cx="48" cy="48" r="46" style={tokenFill(soft)} />
      <path
        d="M35 44V36A13 13 0 0 1 61 36V44"
        style={{ stroke: `var(${strong})` }}
        strokeWidth="7"
        strokeLinecap="round"
        fill="none"
      />
      <rect x="25" y="41" width="46" height="35" rx="11" style={tokenFill(fill)} />
      <circle cx="48" cy="55" r="5" style={tokenFill(strong)} />
      <rect x="45.5" y="57" width="5" height="10" rx="2.5" style={tokenFill(strong)} />
    </IllustrationSvg>
  );
}
