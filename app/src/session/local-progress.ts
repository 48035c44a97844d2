// The device's copy of a learner's progress, in localStorage: what the screens show, kept across
// reloads, with `unsent` set until the database has confirmed it (docs/product/journey.md#saving:
// an answer given offline or while a save fails is kept on the device and sent later). It is
// stored in the engine's own shape (`Progress`). Reading it back checks it with zod, which is not
// in the first download: load-local-progress.ts does it, loaded when the journey starts.
import type { Progress } from '@ths/training/progress';

export type LocalProgress = { progress: Progress; unsent: boolean };

/** Where this learner's copy is kept. */
export const localProgressKey = (userId: string) => `ths:progress:${userId}`;

export function storeLocalProgress(
  userId: string,
  local: LocalProgress,
  storage: Storage = localStorage,
): void {
  const stored = { progress: local.progress, unsent: local.unsent };
  storage.setItem(localProgressKey(userId), JSON.stringify(stored));
}

/** Whether this learner's copy waits to be sent; only its flag is read, not the progress. */
export function isLocalProgressUnsent(userId: string, storage: Storage = localStorage): boolean {
  const raw = storage.getItem(localProgressKey(userId));
  if (raw === null) return false;
  try {
    return (JSON.parse(raw) as { unsent?: unknown } | null)?.unsent === true;
  } catch {
    return false;
  }
}

/** Whether a storage event is another tab writing this learner's copy. */
export function isLocalProgressKey(key: string | null, userId: string): boolean {
  return key === localProgressKey(userId);
}

/** Forgets the device's copy (the account was deleted: nothing of the learner stays behind). */
export function clearLocalProgress(userId: string, storage: Storage = localStorage): void {
  storage.removeItem(localProgressKey(userId));
}
