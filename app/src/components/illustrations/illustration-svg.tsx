import type { CSSProperties, ReactNode } from 'react';

/** What every illustration takes: a size (px or any CSS length; CSS width/height win) and a class. */
export type IllustrationProps = {
  size?: number | string;
  className?: string;
};

type IllustrationSvgProps = IllustrationProps & {
  viewBox: string;
  style?: CSSProperties;
  children: ReactNode;
};

/**
 * The frame of every illustration. They are decoration beside words that say the same thing, so
 * assistive technology skips them (aria-hidden) and old Edge cannot tab into them (focusable).
 */
export function IllustrationSvg({
  viewBox,
  size,
  className,
  style,
  children,
}: IllustrationSvgProps) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox={viewBox}
      width={size}
      height={size}
      className={className}
      style={style}
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

/** A fill from the design tokens (packages/learner-ui/src/styles/tokens.css): `fill="var()"` is not portable. */
export const tokenFill = (token: string): CSSProperties => ({ fill: `var(${token})` });

/** A soft four-pointed sparkle centred on (x, y), `s` from the centre to a tip. */
export const sparkle = (x: number, y: number, s: number) =>
  `M${x} ${y - s}Q${x} ${y} ${x + s} ${y}Q${x} ${y} ${x} ${y + s}Q${x} ${y} ${x - s} ${y}Q${x} ${y} ${x} ${y - s}Z`;
