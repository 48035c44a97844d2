import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../lib/notify.ts';

/** docs/product/screens.md#loading: a spinner with 'Carregando...'. */
export function LoadingView() {
  const { t } = useTranslation();
  // A notice for the screen that is loading waits for it (lib/toast-queue.ts, timeRuns).
  useEffect(() => notify.holdScreen(), []);
  return (
    <div className="loading" role="status">
      <span className="loading__spinner" aria-hidden="true" />
      <span>{t('training.loading')}</span>
    </div>
  );
}
