// A new version of the app that waits for the learner (docs/decisions/0056): the service worker
// found a new build (start-updates.ts), or in `npm start` the content files were written again
// (main.tsx). 'Conteúdo novo' (update-offer.tsx) shows it and takes it.

export type WaitingVersion = {
  /** The router's key of the screen the learner was on when it began waiting. */
  since: string | undefined;
  /** Takes it: the page reloads at the same address. */
  take: () => void;
};

let waiting: WaitingVersion | null = null;
const listeners = new Set<() => void>();

export const waitingVersion = {
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  current: (): WaitingVersion | null => waiting,
  /**
   * A version waits. A later one found before the learner took the first replaces it, from the
   * moment the first began waiting: an offer already on screen stays.
   */
  offer(version: WaitingVersion): void {
    waiting = waiting ? { ...version, since: waiting.since } : version;
    for (const listener of listeners) listener();
  },
};
