import { useTranslation } from 'react-i18next';

/** Spec §2 view 1: a spinner with 'Carregando...'. */
export function LoadingView() {
  const { t } = useTranslation();
  return (
    <div className="loading" role="status">
      <span className="loading__spinner" aria-hidden="true" />
      <span>{t('training.loading')}</span>
    </div>
  );
}
