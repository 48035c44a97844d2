// A learner's row in the class table shows where they are as a bar of the content's phases, each
// in its phase's colour (styles/tokens.css).
import type { LearnerReport } from '@ths/training/class-report';
import type { CSSProperties } from 'react';
import { phaseToken } from '@ths/learner-ui/styles/phase-token';

/** One small segment per phase, filled as far as the learner went: seen, not read. */
export function LearnerPhaseBar({ report }: { report: LearnerReport }) {
  return (
    <span className="classes__phase-bar" aria-hidden="true">
      {report.phases.map((phase) => (
        <span
          key={phase.phase}
          className="classes__phase-segment"
          style={{ '--phase': `var(${phaseToken(phase.phase)})` } as CSSProperties}
        >
          <span
            style={{ width: `${phase.total === 0 ? 0 : (phase.completed * 100) / phase.total}%` }}
          />
        </span>
      ))}
    </span>
  );
}
