// A skill's mastery as a plant a child understands: a seed (not started), a sprout (practising),
// a young plant (getting stronger), a plant in flower (strong). Drawn in the group's phase
// colours (phase-colours.ts); the words beside it say the same for screen readers.
import type { MasteryLevel } from '@ths/training/mastery';

// How high the stem reaches at each level (the pot's rim is at 36).
const STEM_TOP = [35, 25, 17, 11] as const;

export function SkillPlant({ level, className }: { level: MasteryLevel; className?: string }) {
  const top = STEM_TOP[level];
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 48 48"
      className={className}
      aria-hidden="true"
      focusable="false"
    >
      {level === 0 ? (
        <ellipse cx="24" cy="34.5" rx="3.5" ry="2.2" fill="var(--color-border-strong)" />
      ) : (
        <path
          d={`M24 36 V${top}`}
          stroke="var(--phase-strong)"
          strokeWidth="2.5"
          strokeLinecap="round"
        />
      )}
      {level === 1 && <Leaves y={27} reach={9} />}
      {level >= 2 && <Leaves y={21} reach={10} />}
      {level >= 2 && <Leaves y={29} reach={12} />}
      {level === 3 && (
        <g stroke="var(--phase-strong)" strokeWidth="1">
          {[0, 72, 144, 216, 288].map((angle) => (
            <ellipse
              key={angle}
              cx="24"
              cy={top - 5}
              rx="3.2"
              ry="5"
              fill="var(--phase)"
              transform={`rotate(${angle} 24 ${top})`}
            />
          ))}
          <circle cx="24" cy={top} r="3" fill="var(--color-celebrate)" />
        </g>
      )}
      <path
        d="M14 36 H34 L31.5 45 H16.5 Z"
        fill="var(--phase-soft)"
        stroke="var(--phase-strong)"
        strokeWidth="2"
        strokeLinejoin="round"
      />
    </svg>
  );
}

// A pair of leaves on the stem at height y, each `reach` wide.
function Leaves({ y, reach }: { y: number; reach: number }) {
  const h = reach * 0.75;
  const leaf = (side: 1 | -1) => {
    const x = (d: number) => 24 + side * d;
    return `M24 ${y} Q${x(reach * 0.4)} ${y - h} ${x(reach)} ${y - h * 0.9} Q${x(reach * 0.7)} ${y + 1} 24 ${y} Z`;
  };
  return (
    <g fill="var(--phase)" stroke="var(--phase-strong)" strokeWidth="1.2" strokeLinejoin="round">
      <path d={leaf(-1)} />
      <path d={leaf(1)} />
    </g>
  );
}
