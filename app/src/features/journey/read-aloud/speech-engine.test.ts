import { afterEach, expect, test, vi } from 'vitest';
import { createBrowserSpeechEngine } from './speech-engine.ts';

class StubUtterance {
  lang = '';
  rate = 1;
  voice: unknown = null;
  onstart: (() => void) | null = null;
  onend: (() => void) | null = null;
  onerror: (() => void) | null = null;
  readonly text: string;
  constructor(text: string) {
    this.text = text;
  }
}

const voice = (voiceURI: string, lang: string) => ({
  voiceURI,
  name: voiceURI,
  lang,
  localService: true,
  default: false,
});

/** window.speechSynthesis as Chrome has it: an empty list first, then voiceschanged. */
function stubSpeechSynthesis() {
  let voices: ReturnType<typeof voice>[] = [];
  const target = new EventTarget();
  const synth = {
    getVoices: () => voices,
    speak: vi.fn<(utterance: StubUtterance) => void>(),
    cancel: vi.fn(),
    addEventListener: target.addEventListener.bind(target),
    removeEventListener: target.removeEventListener.bind(target),
    loadVoices(next: ReturnType<typeof voice>[]) {
      voices = next;
      target.dispatchEvent(new Event('voiceschanged'));
    },
  };
  vi.stubGlobal('speechSynthesis', synth);
  vi.stubGlobal('SpeechSynthesisUtterance', StubUtterance);
  return synth;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

test('without window.speechSynthesis the engine is not supported and does nothing', () => {
  expect('speechSynthesis' in window).toBe(false);
  const engine = createBrowserSpeechEngine();
  expect(engine.supported).toBe(false);
  expect(engine.getVoices()).toEqual([]);
  // The same array each time, or useSyncExternalStore in the provider never settles.
  expect(engine.getVoices()).toBe(engine.getVoices());
  expect(() => engine.speak('Oi', { lang: 'pt-BR', rate: 1 })).not.toThrow();
});

test('voices arrive with voiceschanged; the list stays the same array until it changes', () => {
  const synth = stubSpeechSynthesis();
  const engine = createBrowserSpeechEngine();
  const changed = vi.fn();
  engine.onVoicesChanged(changed);
  expect(engine.getVoices()).toEqual([]);

  synth.loadVoices([voice('luciana', 'pt_BR')]);
  expect(changed).toHaveBeenCalledTimes(1);
  const loaded = engine.getVoices();
  expect(loaded).toEqual([
    { id: 'luciana', name: 'luciana', lang: 'pt_BR', localService: true, isDefault: false },
  ]);
  expect(engine.getVoices()).toBe(loaded);
});

test('speak reads with the language, rate and the browser’s own voice object; a cancel ends it once', () => {
  const synth = stubSpeechSynthesis();
  const luciana = voice('luciana', 'pt-BR');
  synth.loadVoices([voice('daniel', 'en-GB'), luciana]);
  const engine = createBrowserSpeechEngine();
  const onEnd = vi.fn();
  const [, chosen] = engine.getVoices();

  engine.speak('A Ana derrubou o lanche.', { lang: 'pt-BR', rate: 0.75, voice: chosen, onEnd });
  const utterance = synth.speak.mock.lastCall![0];
  expect(utterance).toMatchObject({ text: 'A Ana derrubou o lanche.', lang: 'pt-BR', rate: 0.75 });
  expect(utterance.voice).toBe(luciana);

  // Chrome reports a cancelled utterance as an error, and some browsers then fire onend too.
  engine.cancel();
  utterance.onerror!();
  utterance.onend!();
  expect(synth.cancel).toHaveBeenCalledTimes(1);
  expect(onEnd).toHaveBeenCalledTimes(1);
});
