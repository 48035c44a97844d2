// The only file that touches window.speechSynthesis; everything else depends on SpeechEngine,
// so unit tests pass testing/fake-speech-engine.ts to <ReadAloudProvider engine={…}>.
//
// Browser tests (Playwright) stub the browser instead, before the app loads (types left out):
//
//   await page.addInitScript(() => {
//     const voices = [{ voiceURI: 'fake', name: 'Fake', lang: 'pt-BR', localService: true, default: true }];
//     const spoken = []; // read it back with page.evaluate(() => window.spoken)
//     let current;
//     const end = () => { const u = current; current = undefined; u?.onend?.(); };
//     Object.assign(window, {
//       spoken,
//       // The real utterance only accepts a real SpeechSynthesisVoice, so it is replaced too.
//       SpeechSynthesisUtterance: class { constructor(text) { this.text = text; } },
//     });
//     Object.defineProperty(window, 'speechSynthesis', { value: {
//       getVoices: () => voices,
//       speak(u) { current = u; spoken.push({ text: u.text, lang: u.lang, rate: u.rate });
//         u.onstart?.(); setTimeout(() => current === u && end(), 500); },
//       cancel: end, // as browsers do, a cancelled reading ends
//       addEventListener() {}, removeEventListener() {},
//     } });
//   });
//
// "No voice for the language": getVoices returns only an English voice (a press shows the
// message at once) or [] (after VOICE_WAIT_MS). "No speech at all": define speechSynthesis
// as undefined instead.
import type { SpeechVoice } from './voice-choice.ts';

export type SpeakOptions = {
  /** The content's language, BCP-47; also set when no voice was chosen. */
  lang: string;
  /** 1 is the voice's normal speed. */
  rate: number;
  voice?: SpeechVoice;
  onStart?: () => void;
  /** Called once when the reading ends, fails or is cancelled. */
  onEnd?: () => void;
};

export interface SpeechEngine {
  /** False when the browser has no speech synthesis at all. */
  readonly supported: boolean;
  /** The device's voices; the same array until the list changes (React compares it). */
  getVoices(): readonly SpeechVoice[];
  /** Calls `listener` when voices arrive or change; returns the unsubscribe. */
  onVoicesChanged(listener: () => void): () => void;
  /** Reads `text`. Keep it short: Chrome's network voices stop after about 15 s. */
  speak(text: string, options: SpeakOptions): void;
  /** Stops the reading and drops anything queued. */
  cancel(): void;
}

// One array for ever: useSyncExternalStore re-renders without end if each call gives a new one.
const NO_VOICES: readonly SpeechVoice[] = [];

const silent: SpeechEngine = {
  supported: false,
  getVoices: () => NO_VOICES,
  onVoicesChanged: () => () => {},
  speak: () => {},
  cancel: () => {},
};

const voiceKey = (voices: readonly SpeechSynthesisVoice[]) =>
  voices.map((voice) => `${voice.voiceURI}|${voice.lang}`).join('\n');

/** The browser's speech synthesis, or a silent engine with `supported: false`. */
export function createBrowserSpeechEngine(): SpeechEngine {
  if (
    typeof window === 'undefined' ||
    // Truthiness, not `in`: a browser test removes it by defining it as undefined.
    !window.speechSynthesis ||
    typeof SpeechSynthesisUtterance === 'undefined'
  ) {
    return silent;
  }
  const synth = window.speechSynthesis;
  let key = '';
  let voices: readonly SpeechVoice[] = [];
  // Chrome can garbage-collect an utterance nobody references and then never fire its onend.
  let current: SpeechSynthesisUtterance | undefined;

  return {
    supported: true,
    getVoices() {
      // Safari sometimes fills the list without firing voiceschanged, so ask the browser each
      // time, and keep the array the same while the list is.
      const raw = synth.getVoices();
      if (voiceKey(raw) !== key) {
        key = voiceKey(raw);
        voices = raw.map((voice) => ({
          id: voice.voiceURI,
          name: voice.name,
          lang: voice.lang,
          localService: voice.localService,
          isDefault: voice.default,
        }));
      }
      return voices;
    },
    onVoicesChanged(listener) {
      synth.addEventListener('voiceschanged', listener);
      return () => synth.removeEventListener('voiceschanged', listener);
    },
    speak(text, { lang, rate, voice, onStart, onEnd }) {
      const utterance = new SpeechSynthesisUtterance(text);
      utterance.lang = lang;
      utterance.rate = rate;
      const match = voice && synth.getVoices().find((each) => each.voiceURI === voice.id);
      if (match) utterance.voice = match;
      let ended = false;
      const end = () => {
        if (ended) return;
        ended = true;
        if (current === utterance) current = undefined;
        onEnd?.();
      };
      utterance.onstart = () => onStart?.();
      // Chrome reports a cancel as an error ('interrupted'); either way the reading is over.
      utterance.onend = end;
      utterance.onerror = end;
      current = utterance;
      synth.speak(utterance);
    },
    cancel() {
      synth.cancel();
    },
  };
}
