// The week whose goal was last celebrated on this device, so the celebration shows once a week
// (docs/decisions/0076): the Monday (YYYY-MM-DD) of that week, per learner.
const key = (userId: string) => `ths:week-goal-celebrated:${userId}`;

export function celebratedWeek(userId: string, storage: Storage = localStorage): string | null {
  try {
    return storage.getItem(key(userId));
  } catch {
    return null;
  }
}

export function markWeekCelebrated(
  userId: string,
  monday: string,
  storage: Storage = localStorage,
): void {
  try {
    storage.setItem(key(userId), monday);
  } catch {
    // Storage refused (private mode, full): the celebration may show again, nothing is lost.
  }
}
