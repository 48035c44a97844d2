import { useTranslation } from 'react-i18next';
import { installPrompt } from './install-prompt.ts';
import './install-offer.css';

/** The offer's card, loaded only when it is shown (install-offer.tsx decides). */
export default function InstallOfferCard() {
  const { t } = useTranslation();
  return (
    <section className="install-offer" aria-labelledby="install-offer-title">
      {/* The icon the learner will find on the home screen (decoration: the words say it). */}
      <img
        src="/icons/icon-192.png"
        alt=""
        width={48}
        height={48}
        className="install-offer__icon"
      />
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
