import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from './language-switch.tsx';

/** The bar on every training screen: the product, the language switch and 'Sair' (spec §2). */
export function TrainingHeader({ onSignOut, busy }: { onSignOut: () => void; busy: boolean }) {
  const { t } = useTranslation();
  return (
    <header className="top-bar">
      <p className="top-bar__title">{t('app.title')}</p>
      <div className="top-bar__actions">
        <LanguageSwitch />
        <button type="button" className="button button--quiet" disabled={busy} onClick={onSignOut}>
          {t('training.logout')}
        </button>
      </div>
    </header>
  );
}
