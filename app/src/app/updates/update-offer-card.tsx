import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import './update-offer.css';

/** The offer's card, loaded only when it is shown (update-offer.tsx decides). */
export default function UpdateOfferCard({ onTake }: { onTake: () => void }) {
  const { t } = useTranslation();
  // Taking it reloads the page; until then the button says it is on its way, once.
  const [taking, setTaking] = useState(false);
  return (
    <section className="update-offer" aria-labelledby="update-offer-title">
      <div className="update-offer__text">
        <h2 id="update-offer-title" className="update-offer__title">
          {t('update.offerTitle')}
        </h2>
        <p>{t('update.offerText')}</p>
      </div>
      <button
        type="button"
        className="button button--secondary button--small"
        disabled={taking}
        onClick={() => {
          setTaking(true);
          onTake();
        }}
      >
        {taking ? t('update.offerTaking') : t('update.offerTake')}
      </button>
    </section>
  );
}
