import type { ProgressHeader as Header } from '@ths/training/progress-header';
import { useTranslation } from 'react-i18next';

/**
 * docs/product/journey.md#accuracy: 'Progresso: X de Y cenários', 'N% de acertos', and the bar at X
 * / Y × 100. Both numbers are about this phase (docs/decisions/0008); the accuracy stays neutral
 * until there is an answer.
 */
export function ProgressHeader({ header }: { header: Header }) {
  const { t } = useTranslation();
  const label = t('phase.progress', { completed: header.completed, total: header.total });
  return (
    <div className="progress-header">
      <div className="progress-header__texts">
        <span id="progress-label">{label}</span>
        <span className="progress-header__accuracy" data-judged={header.completed > 0}>
          <span>{t('phase.accuracy', { percent: header.accuracy })}</span>{' '}
          <span className="progress-header__scope">{t('phase.accuracyScope')}</span>
        </span>
      </div>
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
