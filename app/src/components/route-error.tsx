import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';

/**
 * What a screen that failed to load shows (a chunk lost to a flaky connection, content that
 * would not parse) instead of React Router's developer page. Saved progress is untouched: the
 * device copy and the outbox are read again on the next load.
 */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  useEffect(() => console.error('A screen failed to load', error), [error]);
  return (
    <main className="not-found">
      <h1>{t('errors.title')}</h1>
      <p>{t('errors.text')}</p>
      <button type="button" className="button button--primary" onClick={() => location.reload()}>
        {t('errors.reload')}
      </button>
    </main>
  );
}
