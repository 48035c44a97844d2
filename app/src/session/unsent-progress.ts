// Before 'Sair': does this learner have progress on this device the database has not confirmed
// (answers, but also a new position or a challenge mark)? It is kept on the device under the
// learner's id and sent when the learner next signs in here (decision 0006), so on a shared school
// tablet it may wait for days; the learner is told first (docs/decisions/0019). A save in flight
// (the answer just given) gets a moment to arrive, so a learner who leaves right after answering
// online is not asked for nothing.
import { isLocalProgressUnsent } from './local-progress.ts';

export const SAVE_IN_FLIGHT_WAIT_MS = 2000;
const LOOK_EVERY_MS = 100;

export async function progressUnsent(
  userId: string,
  wait = SAVE_IN_FLIGHT_WAIT_MS,
): Promise<boolean> {
  const unsent = () => isLocalProgressUnsent(userId);
  // Offline nothing can arrive: no reason to wait.
  const deadline = Date.now() + (navigator.onLine ? wait : 0);
  while (unsent()) {
    if (Date.now() >= deadline) return true;
    await new Promise((resolve) => setTimeout(resolve, LOOK_EVERY_MS));
  }
  return false;
}
