// How often an open app asks the server for a new version (docs/decisions/0056): a publish must
// reach a tab or an installed app left open for hours, within minutes, without a reinstall.

/** Every few minutes while the app is on screen; a hidden tab asks again as it comes back. */
export const CHECK_EVERY_MS = 5 * 60 * 1000;

/**
 * The interval a build was made with: `VITE_UPDATE_CHECK_SECONDS` (the update journey of
 * e2e/journeys/content-update.spec.ts builds with a few seconds), else the default minutes.
 */
export function checkEveryMs(setting: string | undefined): number {
  if (setting === undefined || !/^\d{1,5}$/.test(setting)) return CHECK_EVERY_MS;
  const seconds = Number(setting);
  return seconds > 0 ? seconds * 1000 : CHECK_EVERY_MS;
}

export type CheckMoment = {
  /** The page is on screen (document.visibilityState). */
  visible: boolean;
  online: boolean;
  /** A new version is already downloading, or waiting for the learner. */
  found: boolean;
};

/** Whether to ask the server now: never for a hidden page, offline, or with one already found. */
export function mayCheckNow({ visible, online, found }: CheckMoment): boolean {
  return visible && online && !found;
}
