import { useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';
import { lazyMoment } from '../../lib/lazy-moment.tsx';
import { openAnswer } from '../../lib/open-answer.ts';
import { mayOfferUpdate } from './update-moment.ts';
import { waitingVersion } from './waiting-version.ts';

// Shown only when a new version waits: the card is not part of the first download.
const UpdateOfferCard = lazyMoment(() => import('./update-offer-card.tsx'));

const notWaiting = () => null;
const closed = () => false;

/**
 * 'Conteúdo novo': a new version waits (a publish, a correction), offered at the top of a calm
 * screen or of the next scenario, never between a pick and 'Continuar' (update-moment.ts,
 * docs/decisions/0056). It never takes the focus; the region around it is always in the page, so
 * a screen reader hears it as it appears.
 */
export function UpdateOffer() {
  const { pathname, search, key } = useLocation();
  const waiting = useSyncExternalStore(
    waitingVersion.subscribe,
    waitingVersion.current,
    notWaiting,
  );
  const answerOpen = useSyncExternalStore(openAnswer.subscribe, openAnswer.isOpen, closed);
  const show =
    waiting !== null &&
    mayOfferUpdate({
      place: { pathname, search },
      arrivedSince: key !== waiting.since,
      answerOpen,
    });
  return (
    <div role="status" aria-live="polite">
      {show && <UpdateOfferCard onTake={waiting.take} />}
    </div>
  );
}
