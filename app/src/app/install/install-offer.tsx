import { useEffect, useSyncExternalStore } from 'react';
import { lazyMoment } from '../../lib/lazy-moment.tsx';
import { installPrompt } from './install-prompt.ts';
import { mayOfferInstall } from './install-rules.ts';

// Most visits never show it: the card is not part of the first download.
const InstallOfferCard = lazyMoment(() => import('./install-offer-card.tsx'));

/**
 * 'Quer o app na sua tela inicial?': a small card on a phase's celebration, under its buttons
 * (docs/decisions/0068), one visit only, gone for good after 'Não, obrigado' (install-rules.ts).
 * It never takes the focus: the view's own heading keeps it.
 */
export function InstallOffer() {
  const { event, record } = useSyncExternalStore(installPrompt.subscribe, installPrompt.snapshot);
  const show = mayOfferInstall({
    record,
    canInstall: event !== null,
    celebrating: true,
    shownThisVisit: installPrompt.shownThisVisit(),
  });
  useEffect(() => {
    if (show) installPrompt.markShown();
  }, [show]);
  if (!show) return null;
  return <InstallOfferCard />;
}
