// When the app offers to be installed (issue 26 §7, docs/decisions/0031-app-on-the-phone.md): from the learner's
// second visit, one time, never in the middle of a scenario or a form, and never again once the
// learner has answered it. Pure: the storages come in as parameters.

/** How many times the app has been opened on this device (a visit: a new tab or window). */
export const VISITS_KEY = 'ths:visits';
/** Set in the tab once its visit is counted: a reload is the same visit. */
export const VISIT_COUNTED_KEY = 'ths:visit-counted';
/** 'shown' once the offer has appeared, 'answered' once installed or closed for good. */
export const OFFER_KEY = 'ths:install-offer';

export type OfferRecord = 'none' | 'shown' | 'answered';

/** The visit that offers: the learner came back once, so the app is part of their week. */
export const OFFER_FROM_VISIT = 2;

/** Counts this visit once per tab, and returns how many visits there have been. */
export function countVisit(local: Storage, session: Storage): number {
  const before = Number.parseInt(local.getItem(VISITS_KEY) ?? '0', 10);
  const visits = Number.isFinite(before) && before > 0 ? before : 0;
  if (session.getItem(VISIT_COUNTED_KEY) === '1') return visits;
  session.setItem(VISIT_COUNTED_KEY, '1');
  local.setItem(VISITS_KEY, String(visits + 1));
  return visits + 1;
}

export function offerRecord(local: Storage): OfferRecord {
  const value = local.getItem(OFFER_KEY);
  return value === 'shown' || value === 'answered' ? value : 'none';
}

export type OfferMoment = {
  visits: number;
  record: OfferRecord;
  /** The browser lets the app install itself now (it sent beforeinstallprompt). */
  canInstall: boolean;
  /** The learner may be in the middle of something here (a scenario, a form). */
  busy: boolean;
  /** The offer has appeared in this visit already (it may come back on the next calm screen). */
  shownThisVisit: boolean;
};

/**
 * Whether the offer is on screen: in the one visit it first appears in, on each calm screen of
 * that visit until the learner answers it; never in another visit, never on a busy screen.
 */
export function mayOfferInstall(moment: OfferMoment): boolean {
  const { visits, record, canInstall, busy, shownThisVisit } = moment;
  if (!canInstall || busy || record === 'answered') return false;
  if (shownThisVisit) return true;
  return record === 'none' && visits >= OFFER_FROM_VISIT;
}
