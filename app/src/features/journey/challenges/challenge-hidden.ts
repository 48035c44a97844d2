// 'Esconder por hoje' on the home's challenge: remembered on this device until the learner's
// next day, so a child who does not want a challenge today is not asked again on every visit.
const KEY = 'ths:challenge-hidden-on';

// The local day, e.g. '2026-11-25': the card comes back when the learner's own day changes.
function localDay(now: string): string {
  const day = new Date(now);
  return `${day.getFullYear()}-${day.getMonth() + 1}-${day.getDate()}`;
}

export function isChallengeHiddenToday(now: string, storage: Storage = localStorage): boolean {
  return storage.getItem(KEY) === localDay(now);
}

export function hideChallengeToday(now: string, storage: Storage = localStorage): void {
  storage.setItem(KEY, localDay(now));
}
