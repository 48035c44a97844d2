// The browser's offer to install the app (beforeinstallprompt), kept from the page's start so the
// app can make it at its own calm moment (install-offer.tsx). Chromium sends it only while the app
// is installable and not installed; other browsers never do, and the offer never shows there.
import { OFFER_KEY, offerRecord, type OfferRecord } from './install-rules.ts';

/** Chromium's BeforeInstallPromptEvent; not in TypeScript's DOM types. */
export type InstallPromptEvent = Event & {
  prompt: () => Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
};

type Snapshot = { event: InstallPromptEvent | null; record: OfferRecord };

let snapshot: Snapshot = { event: null, record: 'none' };
let shownThisVisit = false;
const listeners = new Set<() => void>();

function change(next: Partial<Snapshot>) {
  snapshot = { ...snapshot, ...next };
  for (const listener of listeners) listener();
}

function remember(record: OfferRecord) {
  try {
    localStorage.setItem(OFFER_KEY, record);
  } catch {
    // Storage blocked: the offer simply is not remembered.
  }
}

/** Reads the device's answer and listens for the browser's offer; once, at the start (main.tsx). */
export function startInstallOffer(): void {
  try {
    snapshot = { ...snapshot, record: offerRecord(localStorage) };
  } catch {
    // Storage blocked: the offer cannot be remembered, so the app never makes it.
    snapshot = { ...snapshot, record: 'answered' };
  }
  window.addEventListener('beforeinstallprompt', (event) => {
    // The browser's own banner would come on the first visit, over a scenario; the app offers
    // instead (and the browser's menu keeps its own 'Install').
    event.preventDefault();
    change({ event: event as InstallPromptEvent });
  });
  window.addEventListener('appinstalled', () => {
    remember('answered');
    change({ event: null, record: 'answered' });
  });
}

export const installPrompt = {
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  snapshot: (): Snapshot => snapshot,
  shownThisVisit: (): boolean => shownThisVisit,
  /** The offer has appeared: it is this visit's, and no later visit's. */
  markShown(): void {
    if (shownThisVisit) return;
    shownThisVisit = true;
    if (snapshot.record === 'none') {
      remember('shown');
      change({ record: 'shown' });
    }
  },
  /** 'Não, obrigado': never again on this device. */
  dismiss(): void {
    remember('answered');
    change({ record: 'answered' });
  },
  /** 'Instalar': the browser's own dialog; whatever the learner picks there, the offer is done. */
  async install(): Promise<void> {
    const { event } = snapshot;
    remember('answered');
    change({ event: null, record: 'answered' });
    if (!event) return;
    await event.prompt();
    await event.userChoice;
  },
};
