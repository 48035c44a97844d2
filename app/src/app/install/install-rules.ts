// When the app offers to be installed (issue 26 §7, docs/decisions/0031-app-on-the-phone.md, moved
// by issue 39 to docs/decisions/0068): after a phase's celebration, the first one the learner
// reaches where the browser can install, one time, never in the middle of a scenario or a form,
// and never again once the learner has answered it. Pure: the storages come in as parameters.

/** 'shown' once the offer has appeared, 'answered' once installed or closed for good. */
export const OFFER_KEY = 'ths:install-offer';

export type OfferRecord = 'none' | 'shown' | 'answered';

export function offerRecord(local: Storage): OfferRecord {
  const value = local.getItem(OFFER_KEY);
  return value === 'shown' || value === 'answered' ? value : 'none';
}

export type OfferMoment = {
  record: OfferRecord;
  /** The browser lets the app install itself now (it sent beforeinstallprompt). */
  canInstall: boolean;
  /**
   * The learner is on a phase's celebration (the phase-complete view): a finished phase says
   * the app is part of their week, and the view is calm, with nothing to answer.
   */
  celebrating: boolean;
  /** The offer has appeared in this visit already (it may come back on the next celebration). */
  shownThisVisit: boolean;
};

/**
 * Whether the offer is on screen: on a celebration, in the one visit it first appears in, until
 * the learner answers it; never in another visit, never anywhere else.
 */
export function mayOfferInstall(moment: OfferMoment): boolean {
  const { record, canInstall, celebrating, shownThisVisit } = moment;
  if (!canInstall || !celebrating || record === 'answered') return false;
  return shownThisVisit || record === 'none';
}
