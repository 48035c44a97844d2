// 'Agora não' on 'Como foi?': the week the learner put it off, kept on this device per learner, so
// the card does not come back that week. Not an answer: nothing is saved, and next week asks again.
const key = (userId: string) => `ths:reflection-later:${userId}`;

export function reflectionLaterFor(userId: string, storage: Storage = localStorage): string | null {
  try {
    return storage.getItem(key(userId));
  } catch {
    return null;
  }
}

export function putReflectionOff(userId: string, monday: string, storage: Storage = localStorage) {
  try {
    storage.setItem(key(userId), monday);
  } catch {
    // Storage full or blocked: the card simply comes back on the next visit.
  }
}
