// 'Para revisar hoje' on the home (issue 18): how many scenarios the spaced review brings back
// today and one button to practise them in sets of 5 (docs/decisions/0023). Secondary, calm: 'Continuar de onde parei'
// stays the screen's one primary action. Nothing due: one quiet line with the next review's day.
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDay } from '../../../lib/format-day.ts';

export type DueToday = {
  count: number;
  /** When the next scenario is due, if nothing is due today. */
  nextAt: string | null;
  /** Due reviews come in sets of this many (docs/decisions/0023); said when there are more. */
  setSize: number;
};

type DueCardProps = {
  due: DueToday;
  onPractise: () => void;
  /** Back from practising the due ones in a row: the focus comes here, where the row began. */
  focusOnArrival?: boolean;
};

export function DueCard({ due, onPractise, focusOnArrival = false }: DueCardProps) {
  const { t, i18n } = useTranslation();
  const focusHere = useCallback(
    (element: HTMLElement | null) => {
      if (focusOnArrival) element?.focus();
    },
    [focusOnArrival],
  );
  if (due.count === 0) {
    return (
      <p ref={focusHere} tabIndex={-1} className="due due--none">
        {t('due.nothing')}
        {due.nextAt && <> {t('due.nextOn', { date: formatDay(due.nextAt, i18n.language) })}</>}
      </p>
    );
  }
  return (
    <section className="due" aria-labelledby="due-heading">
      <div className="due__text">
        <h2 id="due-heading" ref={focusHere} tabIndex={-1} className="due__title">
          {t('due.title')}{' '}
          <span className="count" aria-hidden="true">
            {due.count}
          </span>
        </h2>
        <p>{t('due.count', { count: due.count })}</p>
        {due.count > due.setSize && (
          <p className="due__sets">{t('due.inSets', { size: due.setSize })}</p>
        )}
      </div>
      <button type="button" className="button button--secondary" onClick={onPractise}>
        {t('due.practise')}
      </button>
    </section>
  );
}
