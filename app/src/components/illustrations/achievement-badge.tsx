import type { CSSProperties, ReactNode } from 'react';
import { tokenFill } from './illustration-svg.tsx';
import './illustrations.css';

type AchievementBadgeProps = {
  /** The achievement's icon, usually one emoji. */
  children?: ReactNode;
  /** The width (px or any CSS length); the height is 1.2 times it. CSS can set --badge-size. */
  size?: number | string;
  className?: string;
};

/**
 * A golden medal on a ribbon holding the achievement's icon. Hidden from assistive technology
 * as a whole: the achievement's name next to it says what it is.
 */
export function AchievementBadge({ children, size, className }: AchievementBadgeProps) {
  const style =
    size === undefined
      ? undefined
      : ({ '--badge-size': typeof size === 'number' ? `${size}px` : size } as CSSProperties);
  return (
    <span
      className={['achievement-badge', className].filter(Boolean).join(' ')}
      style={style}
      aria-hidden="true"
    >
      <svg
        xmlns="http://www.w3.org/2000/svg"
        viewBox="0 0 100 120"
        aria-hidden="true"
        focusable="false"
      >
        <path d="M36 72L26 112L38 105L46 115L52 78Z" style={tokenFill('--color-primary')} />
        <path d="M64 72L74 112L62 105L54 115L48 78Z" style={tokenFill('--color-primary-hover')} />
        <path
          d="M50 12A10 10 0 0 1 68 16.8A10 10 0 0 1 81.2 30A10 10 0 0 1 86 48A10 10 0 0 1 81.2 66A10 10 0 0 1 68 79.2A10 10 0 0 1 50 84A10 10 0 0 1 32 79.2A10 10 0 0 1 18.8 66A10 10 0 0 1 14 48A10 10 0 0 1 18.8 30A10 10 0 0 1 32 16.8A10 10 0 0 1 50 12Z"
          style={tokenFill('--color-celebrate')}
        />
        <circle cx="50" cy="48" r="27" style={tokenFill('--color-celebrate-soft')} />
        <circle
          cx="50"
          cy="48"
          r="27"
          fill="none"
          style={{ stroke: 'var(--color-celebrate-strong)' }}
          strokeWidth="1.5"
          opacity="0.35"
        />
      </svg>
      <span className="achievement-badge__icon">{children}</span>
    </span>
  );
}
