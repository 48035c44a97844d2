import { useTranslation } from 'react-i18next';

/** docs/product/screens.md#loading: a spinner with 'Carregando...'. */
export function LoadingView() {
  const { t } = useTranslation();
  return (
    <div className="loading" role="status">
      <span className="loading__spinner" aria-hidden="true" />
      <span>{t('training.loading')}</span>
    </div>
  );
}
