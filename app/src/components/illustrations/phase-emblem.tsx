import type { PhaseNumber } from '@ths/content-model/stage';
import type { ReactNode } from 'react';
import {
  IllustrationSvg,
  sparkle,
  tokenFill,
  type IllustrationProps,
} from './illustration-svg.tsx';
import { phaseToken } from '@ths/learner-ui/styles/phase-token';

type Drawing = (fill: string) => ReactNode;

const round = { strokeLinecap: 'round', strokeLinejoin: 'round', fill: 'none' } as const;

/**
 * One picture per phase, drawn with that phase's colours: `--phase-N` for the shapes,
 * `--phase-N-strong` (currentColor) for details, `--phase-N-soft` behind.
 */
// `satisfies`: a phase added to the content model (PHASE_NUMBERS) without a drawing here is a
// compile error that names this table (docs/decisions/0020).
const drawings = {
  // 1 Fundamentos Sociais: two speech bubbles, a first conversation.
  1: (fill) => (
    <>
      <path
        d="M20 14H28A10 10 0 0 1 28 34H20.5L12 40L13.6 31.7A10 10 0 0 1 20 14Z"
        style={tokenFill(fill)}
      />
      <path
        d="M36 26H44A10 10 0 0 1 50.4 43.7L52 52L43.5 46H36A10 10 0 0 1 36 26Z"
        style={tokenFill('--color-surface')}
        stroke="currentColor"
        strokeWidth="2.5"
        strokeLinejoin="round"
      />
      <circle cx="33" cy="36" r="2.2" fill="currentColor" />
      <circle cx="40" cy="36" r="2.2" fill="currentColor" />
      <circle cx="47" cy="36" r="2.2" fill="currentColor" />
    </>
  ),
  // 2 Construindo Conexões: two friends holding hands under a heart.
  2: (fill) => (
    <>
      <circle cx="18" cy="25" r="6.5" style={tokenFill(fill)} />
      <path d="M9 53V44A9 9 0 0 1 27 44V53Z" style={tokenFill(fill)} />
      <circle cx="46" cy="25" r="6.5" fill="currentColor" />
      <path d="M37 53V44A9 9 0 0 1 55 44V53Z" fill="currentColor" />
      <path d="M24 42L32 46" style={{ stroke: `var(${fill})` }} strokeWidth="4" {...round} />
      <path d="M40 42L32 46" stroke="currentColor" strokeWidth="4" {...round} />
      <path
        d="M32 21C29 17.5 24.5 15 26.5 11.5C28 9 31 9.5 32 12C33 9.5 36 9 37.5 11.5C39.5 15 35 17.5 32 21Z"
        fill="currentColor"
      />
    </>
  ),
  // 3 Navegando Conflitos: a bridge from one bank to the other.
  3: (fill) => (
    <>
      <path
        d="M10 34Q32 8 54 34M21 24.3V32.3M32 21V29M43 24.3V32.3"
        stroke="currentColor"
        strokeWidth="2.5"
        {...round}
      />
      <path d="M10 42Q32 16 54 42" style={{ stroke: `var(${fill})` }} strokeWidth="6" {...round} />
      <path
        d="M12 50Q17 46 22 50T32 50T42 50T52 50M20 56Q25 52 30 56T40 56"
        stroke="currentColor"
        strokeWidth="2.5"
        opacity="0.55"
        {...round}
      />
    </>
  ),
  // 4 Aprofundando Relações: a tree that grew together, a heart in its leaves.
  4: (fill) => (
    <>
      <path
        d="M32 54V40M32 44L25 36M32 42L39 34"
        stroke="currentColor"
        strokeWidth="4.5"
        {...round}
      />
      <circle cx="22" cy="29" r="10" style={tokenFill(fill)} />
      <circle cx="42" cy="29" r="10" style={tokenFill(fill)} />
      <circle cx="32" cy="21" r="12" style={tokenFill(fill)} />
      <ellipse cx="32" cy="31" rx="14" ry="6" style={tokenFill(fill)} />
      <path
        d="M32 30C29.5 27 26 25 27.6 22.2C28.8 20.2 31.2 20.6 32 22.6C32.8 20.6 35.2 20.2 36.4 22.2C38 25 34.5 27 32 30Z"
        style={tokenFill('--color-surface')}
      />
      <path d="M18 55H46" stroke="currentColor" strokeWidth="3" opacity="0.4" {...round} />
    </>
  ),
  // 5 Maestria Social: a mountain climbed, a star over the top.
  5: (fill) => (
    <>
      <path d="M6 52L26 22L35 35L41 28L58 52Z" style={tokenFill(fill)} strokeLinejoin="round" />
      <path d="M26 22L20.5 30.2L24 29L27 32L30.6 28.9Z" style={tokenFill('--color-surface')} />
      <path
        d="M46 6L48.2 10.9L53.6 11.5L49.6 15.2L50.7 20.5L46 17.8L41.3 20.5L42.4 15.2L38.4 11.5L43.8 10.9Z"
        style={tokenFill('--color-celebrate')}
        stroke="currentColor"
        strokeWidth="1.5"
        strokeLinejoin="round"
      />
      <path d="M6 52H58" stroke="currentColor" strokeWidth="3" {...round} />
    </>
  ),
} satisfies Record<PhaseNumber, Drawing>;

// A phase whose drawing has not been made yet (content newer than the app): a calm sparkle, never
// a crash.
const defaultDrawing: Drawing = (fill) => (
  <path d={sparkle(32, 32, 17)} style={tokenFill(fill)} stroke="currentColor" strokeWidth="2" />
);

const drawingOf = (phase: number): Drawing =>
  (drawings as Partial<Record<number, Drawing>>)[phase] ?? defaultDrawing;

/** The emblem of a phase: a round badge in the phase's colours (tokens.css). */
export function PhaseEmblem({
  phase,
  size = 64,
  className,
}: IllustrationProps & { phase: number }) {
  const token = phaseToken(phase);
  return (
    <IllustrationSvg
      viewBox="0 0 64 64"
      size={size}
      className={className}
      style={{ color: `var(${token}-strong)` }}
    >
      <circle cx="32" cy="32" r="32" style={tokenFill(`${token}-soft`)} />
      {drawingOf(phase)(token)}
    </IllustrationSvg>
  );
}
