// Issue 15 §3: a right pick may chime, only if the learner turned sound on (off by default: a
// sudden sound can overwhelm, and a classroom is not the place for it). Two soft notes made by
// the Web Audio API, so no sound file is downloaded.
const KEY = 'ths:sound';

export function isSoundOn(storage: Storage = localStorage): boolean {
  return storage.getItem(KEY) === 'on';
}

export function setSoundOn(on: boolean, storage: Storage = localStorage): void {
  storage.setItem(KEY, on ? 'on' : 'off');
}

type AudioContextLike = Pick<
  AudioContext,
  'currentTime' | 'destination' | 'createOscillator' | 'createGain' | 'close'
>;

/** The chime, when the learner wants sound and the browser can play it; silent otherwise. */
export function chimeIfWanted(
  makeContext: (() => AudioContextLike) | undefined = typeof AudioContext === 'undefined'
    ? undefined
    : () => new AudioContext(),
  storage: Storage = localStorage,
): void {
  if (!isSoundOn(storage) || !makeContext) return;
  const context = makeContext();
  const start = context.currentTime;
  // C5 then E5, quiet and short: a pleasant "yes", not a fanfare.
  [523.25, 659.25].forEach((frequency, index) => {
    const oscillator = context.createOscillator();
    const gain = context.createGain();
    const at = start + index * 0.12;
    oscillator.type = 'sine';
    oscillator.frequency.value = frequency;
    gain.gain.setValueAtTime(0.0001, at);
    gain.gain.exponentialRampToValueAtTime(0.08, at + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, at + 0.35);
    oscillator.connect(gain).connect(context.destination);
    oscillator.start(at);
    oscillator.stop(at + 0.4);
  });
  setTimeout(() => void context.close(), 800);
}
