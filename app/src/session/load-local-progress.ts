// Reads back the device's copy of a learner's progress (local-progress.ts), checked: the engine's
// schema for the copy this app stores, the row reader for a copy an older version of the app
// stored as a database row, so nothing unsent is lost. Loaded when the journey starts, not in the
// first download (zod).
import { parseProgress } from '@ths/training/progress-schema';
import { fromRow } from '@ths/training/row';
import { localProgressKey, type LocalProgress } from './local-progress.ts';

type Stored = { progress?: unknown; row?: unknown; unsent?: unknown };

/** The stored copy, or null if there is none or it cannot be read (it is then dropped, logged). */
export function loadLocalProgress(
  userId: string,
  storage: Storage = localStorage,
): LocalProgress | null {
  const raw = storage.getItem(localProgressKey(userId));
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
