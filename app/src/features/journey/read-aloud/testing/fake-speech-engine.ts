// A SpeechEngine for tests: records what was read and lets the test end a reading or make
// voices arrive late, as Chrome does.
import type { SpeakOptions, SpeechEngine } from '../speech-engine.ts';
import type { SpeechVoice } from '../voice-choice.ts';

export type FakeUtterance = SpeakOptions & { text: string };

export type FakeSpeechEngine = SpeechEngine & {
  /** Everything `speak` was given, oldest first. */
  readonly spoken: FakeUtterance[];
  /** The reading in progress, if any. */
  current(): FakeUtterance | undefined;
  /** The reading in progress ends by itself (the browser's onend). */
  finish(): void;
  /** The voice list changes and voiceschanged fires. */
  setVoices(voices: SpeechVoice[]): void;
  cancelCount(): number;
};

/** A voice on the device for `lang`. */
export function fakeVoice(lang: string, name = `Voice ${lang}`): SpeechVoice {
  return { id: `fake-${name}`, name, lang, localService: true, isDefault: false };
}

export function createFakeSpeechEngine(
  options: { supported?: boolean; voices?: SpeechVoice[] } = {},
): FakeSpeechEngine {
  let voices: readonly SpeechVoice[] = options.voices ?? [];
  let current: FakeUtterance | undefined;
  let cancels = 0;
  const listeners = new Set<() => void>();
  const spoken: FakeUtterance[] = [];
  const end = () => {
    const ending = current;
    current = undefined;
    ending?.onEnd?.();
  };

  return {
    supported: options.supported ?? true,
    spoken,
    getVoices: () => voices,
    onVoicesChanged(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    speak(text, speakOptions) {
      // Like the browsers, a new utterance while one is read waits in a queue; the provider
      // cancels first, so the fake keeps one.
      current = { ...speakOptions, text };
      spoken.push(current);
      speakOptions.onStart?.();
    },
    cancel() {
      cancels += 1;
      // Browsers report the cancelled reading as ended (Chrome: onerror 'interrupted').
      end();
    },
    current: () => current,
    finish: end,
    setVoices(next) {
      voices = next;
      listeners.forEach((listener) => listener());
    },
    cancelCount: () => cancels,
  };
}
