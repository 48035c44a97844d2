import { useEffect, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Mascot } from '../../components/illustrations/mascot.tsx';
import { installPrompt } from './install-prompt.ts';
import { mayOfferInstall } from './install-rules.ts';
import './install-offer.css';

/**
 * 'Instalar o app': a small card above a calm view (never a scenario or a form), from the second
 * visit, one visit only, gone for good after 'Não, obrigado' (install-rules.ts). It never takes the
 * focus: the view's own heading keeps it.
 */
export function InstallOffer({ busy }: { busy: boolean }) {
  const { t } = useTranslation();
  const { event, visits, record } = useSyncExternalStore(
    installPrompt.subscribe,
    installPrompt.snapshot,
  );
  const show = mayOfferInstall({
    visits,
    record,
    canInstall: event !== null,
    busy,
    shownThisVisit: installPrompt.shownThisVisit(),
  });
  useEffect(() => {
    if (show) installPrompt.markShown();
  }, [show]);
  if (!show) return null;
  return (
    <section className="install-offer" aria-labelledby="install-offer-title">
      <Mascot mood="hello" size={48} className="install-offer__mascot" />
      <div className="install-offer__text">
        <h2 id="install-offer-title" className="install-offer__title">
          {t('install.title')}
        </h2>
        <p>{t('install.text')}</p>
      </div>
      <div className="install-offer__actions">
        <button
          type="button"
          className="button button--secondary button--small"
          onClick={() => void installPrompt.install()}
        >
          {t('install.accept')}
        </button>
        <button
          type="button"
          className="button button--quiet button--small"
          onClick={installPrompt.dismiss}
        >
          {t('install.dismiss')}
        </button>
      </div>
    </section>
  );
}
