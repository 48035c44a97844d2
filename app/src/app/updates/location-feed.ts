// Where the learner is, for the code outside React that must know it: the update rule
// (start-updates.ts) takes a new version only on a calm screen or as a new one arrives. The
// router reports every arrival (ReportLocation), since BrowserRouter has no object to subscribe to.
import type { Place } from './update-moment.ts';

/** A place and the router's key for this arrival (a new key on every navigation). */
export type Arrival = Place & { key: string };
type Listener = (arrival: Arrival) => void;

let current: Arrival | null = null;
const listeners = new Set<Listener>();

export const locationFeed = {
  /** Where the learner is now; null before the first screen rendered. */
  current: (): Arrival | null => current,
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  publish(arrival: Arrival): void {
    current = arrival;
    for (const listener of listeners) listener(arrival);
  },
};
