// The class's first-try right per phase as horizontal bars in each phase's colour: a teacher
// sees at a glance where the class does well. Plain HTML bars (no chart library: a few bars do
// not need one), each with its figure in words for screen readers and for printing.
import type { Phase } from '@ths/content-model/bundle-schema';
import type { PhaseAccuracy } from '@ths/training/class-report';
import { useTranslation } from 'react-i18next';
import { phaseToken } from '@ths/learner-ui/styles/phase-token';
import './phase-chart.css';

type PhaseChartProps = { phases: Phase[]; accuracy: PhaseAccuracy[] };

export function PhaseChart({ phases, accuracy }: PhaseChartProps) {
  const { t } = useTranslation('classes');
  return (
    <section className="classes__panel" aria-labelledby="chart-heading">
      <h2 id="chart-heading">{t('class.chartHeading')}</h2>
      <ul className="classes__chart">
        {accuracy.map((entry) => {
          const phase = phases.find((candidate) => candidate.number === entry.phase);
          return (
            <li key={entry.phase} className="classes__chart-row">
              <span className="classes__chart-label">{phase?.name ?? entry.phase}</span>
              <span className="classes__chart-track" aria-hidden="true">
                <span
                  className="classes__chart-bar"
                  style={{
                    width: `${entry.percent ?? 0}%`,
                    background: `var(${phaseToken(entry.phase)})`,
                  }}
                />
              </span>
              <span className="classes__chart-value">
                {entry.percent === null
                  ? t('class.chartNone')
                  : t('class.chartValue', { percent: entry.percent, count: entry.answered })}
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
