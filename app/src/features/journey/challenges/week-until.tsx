// 'Vale até domingo, 22 de novembro.': the week's challenge says how long it is the one.
import { useTranslation } from 'react-i18next';
import { formatDay } from '../../../lib/format-day.ts';

export function WeekUntil({ until }: { until: string }) {
  const { t, i18n } = useTranslation();
  // Noon UTC keeps the calendar day whatever the zone formats it.
  const date = formatDay(`${until}T12:00:00Z`, i18n.language);
  return <p className="challenges__until">{t('challenges.until', { date })}</p>;
}
