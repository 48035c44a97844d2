import { useEffect, useSyncExternalStore } from 'react';
import { lazyMoment } from '../../lib/lazy-moment.tsx';
import { installPrompt } from './install-prompt.ts';
import { mayOfferInstall } from './install-rules.ts';

// Most visits never show it: the card is not part of the first download.
const InstallOfferCard = lazyMoment(() => import('./install-offer-card.tsx'));

/**
 * 'Quer o app na sua tela inicial?': a small card below a calm view (never a scenario or a form),
 * from the second visit, one visit only, gone for good after 'Não, obrigado' (install-rules.ts).
 * It never takes the focus: the view's own heading keeps it.
 */
export function InstallOffer({ busy }: { busy: boolean }) {
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
  return <InstallOfferCard />;
}
