// The device's copy of a learner's progress, in localStorage: what the screens show, kept across
// reloads, with `unsent` set until the database has confirmed it (docs/product/journey.md#saving:
// an answer given offline or while a save fails is kept on the device and sent later). It is
// stored in the engine's own shape (`Progress`, read back through its schema); a copy an older
// version of the app stored as a database row is still read, so nothing unsent is lost.
import { parseProgress } from '@ths/training/progress-schema';
import type { Progress } from '@ths/training/progress';
import { fromRow } from '@ths/training/row';

export type LocalProgress = { progress: Progress; unsent: boolean };

const keyOf = (userId: string) => `ths:progress:${userId}`;

type Stored = { progress?: unknown; row?: unknown; unsent?: unknown };

/** The stored copy, or null if there is none or it cannot be read (it is then dropped, logged). */
export function loadLocalProgress(
  userId: string,
  storage: Storage = localStorage,
): LocalProgress | null {
  const raw = storage.getItem(keyOf(userId));
  if (raw === null) return null;
  try {
    const stored = JSON.parse(raw) as Stored;
    const progress =
      stored.progress !== undefined ? parseProgress(stored.progress) : fromRow(stored.row ?? null);
    return { progress, unsent: stored.unsent === true };
  } catch (error) {
    console.error('Ignoring an unreadable saved copy of the progress on this device', error);
    return null;
  }
}

export function storeLocalProgress(
  userId: string,
  local: LocalProgress,
  storage: Storage = localStorage,
): void {
  const stored: Stored = { progress: local.progress, unsent: local.unsent };
  storage.setItem(keyOf(userId), JSON.stringify(stored));
}

/** Whether a storage event is another tab writing this learner's copy. */
export function isLocalProgressKey(key: string | null, userId: string): boolean {
  return key === keyOf(userId);
}

/** Forgets the device's copy (the account was deleted: nothing of the learner stays behind). */
export function clearLocalProgress(userId: string, storage: Storage = localStorage): void {
  storage.removeItem(keyOf(userId));
}
