import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from './language-switch.tsx';

/**
 * The bar on every training screen: the product, the language switch and 'Sair'
 * (docs/product/screens.md#training-page).
 */
type TrainingHeaderProps = {
  onSignOut: () => void;
  busy: boolean;
  /** 'Sair', for the page to give it the focus back (after the unsent-answers notice). */
  signOutRef?: Ref<HTMLButtonElement>;
};

export function TrainingHeader({ onSignOut, busy, signOutRef }: TrainingHeaderProps) {
  const { t } = useTranslation();
  return (
    <header className="top-bar">
      {/* A phone shows the short name whole rather than the long one cut to "Treinamento …"
          (issue 26 §7), the name under the installed app's icon (app/pwa.config.ts). */}
      <p className="top-bar__title">
        <span className="top-bar__name top-bar__name--long">{t('app.title')}</span>
        <span className="top-bar__name top-bar__name--short">{t('app.shortTitle')}</span>
      </p>
      <div className="top-bar__actions">
        <LanguageSwitch />
        <button
          ref={signOutRef}
          type="button"
          className="button button--quiet"
          disabled={busy}
          onClick={onSignOut}
        >
          {t('training.logout')}
        </button>
      </div>
    </header>
  );
}
