// When a new version of the app may be taken (docs/decisions/0014). Taking it reloads the page,
// so it must never happen under a learner reading a scenario or its feedback, or filling in a
// form: only on a calm screen, or right as a new screen arrives, when nothing on it is begun.
import { journeyBusy } from '../../features/journey/flow/journey-view.ts';
import { signedInView } from '../signed-in/signed-in-views.ts';

export type Place = { pathname: string; search: string };

/** Whether the learner may be in the middle of something here: a scenario, or a form. */
export function isBusy({ pathname, search }: Place): boolean {
  if (pathname === '/auth') return true;
  if (pathname !== '/') return false;
  return signedInView(search).busy(search);
}

/**
 * May a waiting new version be taken now? `arrived` is true at the moment the learner arrives
 * on `place` (a new scenario after 'Continuar', another view, a sign-in done): nothing on it is
 * begun yet.
 */
export function mayUpdateNow(place: Place, arrived: boolean): boolean {
  return arrived || !isBusy(place);
}

/** Whether a scenario is on screen here (a phase's lesson, or one practised from review). */
function isScenario({ pathname, search }: Place): boolean {
  return pathname === '/' && journeyBusy(search);
}

export type OfferMoment = {
  place: Place;
  /** The learner has arrived on this screen since the new version began waiting. */
  arrivedSince: boolean;
  /** An answer is picked and its 'Continuar' not pressed yet (lib/open-answer.ts). */
  answerOpen: boolean;
};

/**
 * Whether 'Conteúdo novo' is on screen while a new version waits (docs/decisions/0056). Never
 * between a pick and 'Continuar' (the pick is kept only at 'Continuar'), never on a form; on a
 * calm screen at once; on a scenario only from the next one on, so it never appears above a
 * scenario the learner is already reading.
 */
export function mayOfferUpdate({ place, arrivedSince, answerOpen }: OfferMoment): boolean {
  if (answerOpen) return false;
  if (!isBusy(place)) return true;
  return arrivedSince && isScenario(place);
}

/**
 * How long after taking a version its swap still counts as "at once". A swap normally follows in
 * tens of milliseconds; Chromium may postpone it for about 30 s (docs/decisions/0014), time
 * enough for the learner to have begun the screen it was taken on.
 */
export const SWAP_AT_ONCE_MS = 3000;

/**
 * The new version controls the page: reload now? Only if this tab took it (`takenOn`, the key of
 * the screen it was taken on, at `takenAt` ms) moments ago and the learner is still on that
 * screen; otherwise the reload waits for the next calm moment like any other.
 */
export function reloadAtOnce(
  taken: { on: string; at: number } | null,
  hereKey: string | undefined,
  now: number,
): boolean {
  return taken !== null && taken.on === hereKey && now - taken.at < SWAP_AT_ONCE_MS;
}
