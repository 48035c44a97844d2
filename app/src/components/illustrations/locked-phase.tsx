import { IllustrationSvg, type IllustrationProps } from './illustration-svg.tsx';
import { phaseToken } from '@ths/learner-ui/styles/phase-token';

/**
 * A phase not open yet: a soft, round padlock, quiet rather than alarming. With `phase` it wears
 * that phase's colours (a preview of what comes); without, warm neutrals.
 */
export function LockedPhase({
  phase,
  size = 96,
  className,
}: IllustrationProps & { phase?: number }) {
  const token = phase === undefined ? null : phaseToken(phase);
  const [soft, fill, strong] = token
    ? [`var(${token}-soft)`, `var(${token})`, `var(${token}-strong)`]
    : ['var(--color-surface-sunken)', 'var(--color-border)', 'var(--color-border-strong)'];
  return (
    <IllustrationSvg viewBox="0 0 96 96" size={size} className={className}>
      <circle cx="48" cy="48" r="46" style={{ fill: soft }} />
      <path
        d="M35 44V36A13 13 0 0 1 61 36V44"
        style={{ stroke: strong }}
        strokeWidth="7"
        strokeLinecap="round"
        fill="none"
      />
      <rect x="25" y="41" width="46" height="35" rx="11" style={{ fill }} />
      <circle cx="48" cy="55" r="5" style={{ fill: strong }} />
      <rect x="45.5" y="57" width="5" height="10" rx="2.5" style={{ fill: strong }} />
    </IllustrationSvg>
  );
}
