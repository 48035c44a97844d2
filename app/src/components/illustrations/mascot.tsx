import type { ReactNode } from 'react';
import {
  IllustrationSvg,
  sparkle,
  tokenFill,
  type IllustrationProps,
} from './illustration-svg.tsx';
import './illustrations.css';

export type MascotMood = 'hello' | 'cheer' | 'think' | 'rest';

const line = {
  stroke: 'currentColor',
  strokeWidth: 2.5,
  strokeLinecap: 'round',
  fill: 'none',
} as const;
const limb = {
  style: { stroke: 'var(--mascot-shade)' },
  strokeWidth: 10,
  strokeLinecap: 'round',
  fill: 'none',
} as const;

const openEyes = (
  <>
    <circle cx="48" cy="56" r="4.5" fill="currentColor" />
    <circle cx="72" cy="56" r="4.5" fill="currentColor" />
    <circle cx="49.5" cy="54.5" r="1.4" style={tokenFill('--mascot-belly')} />
    <circle cx="73.5" cy="54.5" r="1.4" style={tokenFill('--mascot-belly')} />
  </>
);

/** Arms, face and extras per mood; all of them kind: even 'think' is curious, never sad. */
const moods: Record<MascotMood, ReactNode> = {
  hello: (
    <>
      <path d="M28 72Q20 80 25 88" {...limb} />
      <path className="mascot__wave" d="M93 70Q104 60 103 44" {...limb} />
      {openEyes}
      <path d="M53 66Q60 72 67 66" {...line} />
    </>
  ),
  cheer: (
    <>
      <path d="M28 68Q16 58 19 42" {...limb} />
      <path d="M92 68Q104 58 101 42" {...limb} />
      <path d="M43 57Q48 51 53 57M67 57Q72 51 77 57" {...line} />
      <path
        d="M52 65Q60 75 68 65Q60 68 52 65Z"
        fill="currentColor"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
      />
      <path
        d={`${sparkle(16, 26, 6)}${sparkle(104, 22, 7)}${sparkle(110, 62, 5)}`}
        style={tokenFill('--color-celebrate')}
      />
    </>
  ),
  think: (
    <>
      <path d="M28 72Q20 80 25 88" {...limb} />
      <path d="M96 80Q92 73 82 74" {...limb} />
      <circle cx="50" cy="54" r="4.5" fill="currentColor" />
      <circle cx="74" cy="54" r="4.5" fill="currentColor" />
      <circle cx="51.5" cy="52.5" r="1.4" style={tokenFill('--mascot-belly')} />
      <circle cx="75.5" cy="52.5" r="1.4" style={tokenFill('--mascot-belly')} />
      <path d="M56 68Q61 70 65 66" {...line} />
      <g style={tokenFill('--color-learning')}>
        <circle cx="90" cy="26" r="3" />
        <circle cx="99" cy="18" r="3.5" />
        <circle cx="109" cy="10" r="4" />
      </g>
    </>
  ),
  rest: (
    <>
      <path d="M28 72Q20 80 25 88M92 72Q100 80 95 88" {...limb} />
      <path d="M43 56Q48 61 53 56M67 56Q72 61 77 56" {...line} />
      <path d="M55 67Q60 70 65 67" {...line} />
      <path
        d="M88 28H96L88 36H96M102 12H108L102 18H108"
        style={{ stroke: 'var(--color-text-muted)' }}
        strokeWidth="2.2"
        strokeLinecap="round"
        strokeLinejoin="round"
        fill="none"
      />
    </>
  ),
};

/**
 * The app's friend: a round, calm little creature with a sprout, the same in every phase.
 * 'hello' greets (home), 'cheer' celebrates (right answer, phase done), 'think' wonders
 * (a learning moment after a wrong pick), 'rest' relaxes (nothing to do).
 */
export function Mascot({ mood, size = 120, className }: IllustrationProps & { mood: MascotMood }) {
  return (
    <IllustrationSvg
      viewBox="0 0 120 120"
      size={size}
      className={['mascot', `mascot--${mood}`, className].filter(Boolean).join(' ')}
      style={{ color: 'var(--mascot-line)' }}
    >
      <ellipse cx="60" cy="108" rx="30" ry="5" fill="currentColor" opacity="0.08" />
      <path d="M60 22C60 15 64 10 72 9C72 17 67 21 60 22Z" style={tokenFill('--mascot-leaf')} />
      <path
        d="M60 22C84 22 98 42 98 68C98 92 82 106 60 106C38 106 22 92 22 68C22 42 36 22 60 22Z"
        style={tokenFill('--mascot-body')}
      />
      <ellipse cx="60" cy="84" rx="22" ry="17" style={tokenFill('--mascot-belly')} />
      <ellipse cx="40" cy="66" rx="5" ry="3" style={tokenFill('--mascot-cheek')} />
      <ellipse cx="80" cy="66" rx="5" ry="3" style={tokenFill('--mascot-cheek')} />
      {moods[mood]}
    </IllustrationSvg>
  );
}
