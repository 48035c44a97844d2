import type { ProgressHeader as Header } from '@ths/training/progress-header';
import { useTranslation } from 'react-i18next';
import { AccuracyCounts } from './accuracy-counts.tsx';

/**
 * docs/product/journey.md#accuracy: 'Progresso: X de Y cenários', 'N% de acertos', and the bar at X
 * / Y × 100. Both numbers are about this phase (docs/decisions/0008); the accuracy stays neutral
 * until there is an answer, and a new phase says it has not started rather than "0%"
 * (docs/decisions/0022).
 */
export function ProgressHeader({ header }: { header: Header }) {
  const { t } = useTranslation();
  const label = t('phase.progress', { completed: header.completed, count: header.total });
  return (
    <div className="progress-header">
      <div className="progress-header__texts">
        <span id="progress-label">{label}</span>
        {header.notStarted ? (
          // The specification's 'N% de acertos' stays on the phase page (a contract), in regular
          // grey after the words that say the phase has not started, so it reads as no answers
          // yet and not as a grade of zero (docs/decisions/0022).
          <span className="progress-header__accuracy" data-judged={false} data-started={false}>
            <span>{t('phase.notStarted')}</span>
            {' · '}
            <span>{t('phase.accuracy', { percent: header.accuracy })}</span>
          </span>
        ) : (
          <span className="progress-header__accuracy" data-judged={header.completed > 0}>
            <span>{t('phase.accuracy', { percent: header.accuracy })}</span>{' '}
            <span className="progress-header__scope">{t('phase.accuracyScope')}</span>
          </span>
        )}
      </div>
      {/* Only once something was fixed: it keeps the lesson on a phone's first screen otherwise. */}
      {header.summary.correctedLater > 0 && (
        <AccuracyCounts summary={header.summary} className="progress-header__counts" />
      )}
      <div
        className="progress-bar"
        role="progressbar"
        aria-labelledby="progress-label"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(header.percent)}
      >
        <div className="progress-bar__fill" style={{ width: `${header.percent}%` }} />
      </div>
    </div>
  );
}
