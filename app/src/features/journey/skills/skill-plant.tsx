// A skill's mastery as a plant a child understands: a seed (not started), a sprout (practising),
// a young plant (getting stronger), a plant in flower (strong). Drawn in the group's phase
// colours (phase-colours.ts); the words beside it say the same for screen readers.
import type { MasteryLevel } from '@ths/training/mastery';

// How high the stem reaches at each level (the pot's rim is at 34).
const STEM_TOP = [33, 27, 19, 13] as const;

export function SkillPlant({ level, className }: { level: MasteryLevel; className?: string }) {
  const stemTop = STEM_TOP[level];
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 48 48"
      className={className}
      aria-hidden="true"
      focusable="false"
    >
      {level === 0 ? (
        <ellipse cx="24" cy="32.5" rx="3" ry="2" fill="var(--color-border-strong)" />
      ) : (
        <path
          d={`M24 34 V${stemTop}`}
          stroke="var(--phase-strong)"
          strokeWidth="2.5"
          strokeLinecap="round"
        />
      )}
      {level >= 1 && <Leaf x={24} y={stemTop + 3} />}
      {level >= 2 && <Leaf x={24} y={stemTop + 10} big />}
      {level === 3 && (
        <g>
          {[0, 72, 144, 216, 288].map((angle) => (
            <ellipse
              key={angle}
              cx="24"
              cy={stemTop - 5}
              rx="3"
              ry="5"
              fill="var(--phase)"
              stroke="var(--phase-strong)"
              strokeWidth="1"
              transform={`rotate(${angle} 24 ${stemTop})`}
            />
          ))}
          <circle cx="24" cy={stemTop} r="3" fill="var(--color-celebrate)" />
        </g>
      )}
      <path
        d="M13 34 H35 L32 46 H16 Z"
        fill="var(--phase-soft)"
        stroke="var(--phase-strong)"
        strokeWidth="2"
        strokeLinejoin="round"
      />
    </svg>
  );
}

// Two leaves either side of the stem at height y.
function Leaf({ x, y, big = false }: { x: number; y: number; big?: boolean }) {
  const reach = big ? 10 : 7;
  return (
    <g fill="var(--phase)" stroke="var(--phase-strong)" strokeWidth="1.2">
      <path
        d={`M${x} ${y} C${x - reach / 2} ${y - 5} ${x - reach} ${y - 3} ${x - reach} ${y - 1} C${x - reach / 2} ${y + 2} ${x - 2} ${y + 1} ${x} ${y} Z`}
      />
      <path
        d={`M${x} ${y} C${x + reach / 2} ${y - 5} ${x + reach} ${y - 3} ${x + reach} ${y - 1} C${x + reach / 2} ${y + 2} ${x + 2} ${y + 1} ${x} ${y} Z`}
      />
    </g>
  );
}
