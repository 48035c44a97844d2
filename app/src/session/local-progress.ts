// The device's copy of a learner's progress, in localStorage: what the screens show, kept
// across reloads, with `unsent` set until the database has confirmed it
// (docs/product/journey.md#saving: "an answer given offline or while a save fails is kept on the
// device and sent later").
import type { Progress } from '@ths/training/progress';
import { fromRow, toRow } from '@ths/training/row';

export type LocalProgress = { progress: Progress; unsent: boolean };

const keyOf = (userId: string) => `ths:progress:${userId}`;

/** The stored copy, or null if there is none or it cannot be read (it is then dropped, logged). */
export function loadLocalProgress(
  userId: string,
  storage: Storage = localStorage,
): LocalProgress | null {
  const raw = storage.getItem(keyOf(userId));
  if (raw === null) return null;
  try {
    const parsed = JSON.parse(raw) as { row?: unknown; unsent?: unknown };
    return { progress: fromRow(parsed.row ?? null), unsent: parsed.unsent === true };
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
  const value = JSON.stringify({ row: toRow(local.progress, userId), unsent: local.unsent });
  storage.setItem(keyOf(userId), value);
}

/** Whether a storage event is another tab writing this learner's copy. */
export function isLocalProgressKey(key: string | null, userId: string): boolean {
  return key === keyOf(userId);
}

/** Forgets the device's copy (the account was deleted: nothing of the learner stays behind). */
export function clearLocalProgress(userId: string, storage: Storage = localStorage): void {
  storage.removeItem(keyOf(userId));
}
