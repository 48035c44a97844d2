// "16 de 20 de primeira · 4 corrigidos depois": the counts behind the accuracy, worded alike in
// the progress header and on the phase-complete view (issue 26, docs/decisions/0022).
import type { AccuracySummary } from '@ths/training/accuracy-summary';
import { useTranslation } from 'react-i18next';

type AccuracyCountsProps = { summary: AccuracySummary; className: string };

export function AccuracyCounts({ summary, className }: AccuracyCountsProps) {
  const { t } = useTranslation();
  const firstTry = t('phase.firstTry', { firstTry: summary.firstTry, answered: summary.answered });
  return (
    <span className={className}>
      {summary.correctedLater > 0
        ? `${firstTry} · ${t('phase.correctedLater', { count: summary.correctedLater })}`
        : firstTry}
    </span>
  );
}
