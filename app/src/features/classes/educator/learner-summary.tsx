// A learner's page, 'Resumo': accuracy on the first try, what was corrected later, the last
// practice and the 7-day signal (docs/decisions/0032).
import type { LearnerReport } from '@ths/training/class-report';
import { useTranslation } from 'react-i18next';
import type { LearnerRow } from './class-data.ts';

export function LearnerSummary({ row, report }: { row: LearnerRow; report: LearnerReport }) {
  const { t, i18n } = useTranslation('classes');
  const dateTime = new Intl.DateTimeFormat(i18n.language, {
    dateStyle: 'short',
    timeStyle: 'short',
  });
  return (
    <section className="classes__panel" aria-labelledby="learner-summary">
      <h2 id="learner-summary">{t('learner.summaryHeading')}</h2>
      <p>
        {report.accuracy === null
          ? t('learner.noAnswers')
          : t('learner.accuracy', { percent: report.accuracy })}
        {report.correctedLater > 0 &&
          ` · ${t('class.correctedLater', { count: report.correctedLater })}`}
      </p>
      <p>
        {t('learner.lastActivity', {
          date: row.lastActivity ? dateTime.format(new Date(row.lastActivity)) : t('class.never'),
        })}
      </p>
      {row.idle && <p className="classes__idle">{t('class.idle')}</p>}
    </section>
  );
}
