// The learner's reading speed, remembered on this device like the language (ths:language).
export type ReadingSpeed = 'normal' | 'slow';

const KEY = 'ths:readAloudRate';

/** The utterance rate: 0.75 is slower yet still sounds natural; lower starts to slur words. */
export function speechRate(speed: ReadingSpeed): number {
  return speed === 'slow' ? 0.75 : 1;
}

export function storedSpeed(storage: Storage = localStorage): ReadingSpeed {
  return storage.getItem(KEY) === 'slow' ? 'slow' : 'normal';
}

export function storeSpeed(speed: ReadingSpeed, storage: Storage = localStorage): void {
  storage.setItem(KEY, speed);
}
