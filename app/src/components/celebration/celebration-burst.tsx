import { useEffect, useState, type CSSProperties } from 'react';
import './celebration.css';

/** How long a burst may last (issue 26 §6: at most 1.5 s); the CSS animation ends before. */
export const BURST_MS = 1500;

const SPARKS = 10;

/**
 * The burst: sparkles that fly out from the centre and fade. Any key or click skips it (and still
 * does what it does: nothing is prevented), it takes no focus and no pointer, and it is gone after
 * BURST_MS whatever happens.
 */
export default function CelebrationBurst() {
  const [on, setOn] = useState(true);
  useEffect(() => {
    if (!on) return;
    const skip = () => setOn(false);
    const timer = window.setTimeout(skip, BURST_MS);
    window.addEventListener('keydown', skip, true);
    window.addEventListener('pointerdown', skip, true);
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener('keydown', skip, true);
      window.removeEventListener('pointerdown', skip, true);
    };
  }, [on]);
  if (!on) return null;
  return (
    <span className="celebration" aria-hidden="true" data-celebration="">
      {Array.from({ length: SPARKS }, (_, index) => (
        <span
          key={index}
          className="celebration__spark"
          style={{ '--turn': `${index / SPARKS}turn` } as CSSProperties}
        />
      ))}
    </span>
  );
}
