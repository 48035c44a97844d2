import {
  IllustrationSvg,
  sparkle,
  tokenFill,
  type IllustrationProps,
} from './illustration-svg.tsx';

const tick = {
  stroke: 'var(--color-surface)',
  strokeWidth: 2.5,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  fill: 'none',
} as const;
const rows = [46, 62, 78];

/** Nothing to review: a clipboard whose every line is ticked, and a little sparkle. */
export function EmptyReview({ size = 120, className }: IllustrationProps) {
  return (
    <IllustrationSvg viewBox="0 0 120 120" size={size} className={className}>
      <circle cx="60" cy="62" r="50" style={tokenFill('--color-success-soft')} />
      <rect x="32" y="22" width="56" height="80" rx="10" style={tokenFill('--color-celebrate')} />
      <rect x="38" y="30" width="44" height="65" rx="5" style={tokenFill('--color-surface')} />
      <rect x="48" y="16" width="24" height="12" rx="5" style={tokenFill('--color-primary')} />
      {rows.map((y) => (
        <g key={y}>
          <circle cx="48" cy={y} r="6" style={tokenFill('--color-success')} />
          <path d={`M45 ${y}L47.3 ${y + 2.3}L51 ${y - 2}`} {...tick} />
          <path
            d={`M59 ${y}H74`}
            style={{ stroke: 'var(--color-border)' }}
            strokeWidth="4"
            strokeLinecap="round"
          />
        </g>
      ))}
      <path
        d={`${sparkle(20, 30, 7)}${sparkle(100, 24, 5)}${sparkle(102, 92, 6)}`}
        style={tokenFill('--color-celebrate')}
      />
    </IllustrationSvg>
  );
}
