// Issue 15 §6: one read-aloud per scenario card. A press asks to hear one part; it is read as
// soon as a voice for the content's language is there, or explained when there is none.
import type { Locale } from '@ths/content-model/locales';
import {
  useCallback,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { ReadAloudContext, type ReadAloud } from './read-aloud-context.ts';
import { speechRate, storedSpeed, storeSpeed, type ReadingSpeed } from './reading-speed.ts';
import { createBrowserSpeechEngine, type SpeechEngine } from './speech-engine.ts';
import { pickVoice, voiceStatus, type SpeechVoice } from './voice-choice.ts';

/** How long an empty voice list counts as "still loading" before it means "no voice". */
export const VOICE_WAIT_MS = 3000;

type Request = { part: string; text: string };

type ReadAloudProviderProps = {
  /** The content's language (not necessarily the UI's). */
  lang: Locale;
  /** Read once on mount; defaults to the browser's speech synthesis. Tests pass a fake. */
  engine?: SpeechEngine;
  storage?: Storage;
  children: ReactNode;
};

export function ReadAloudProvider({
  lang,
  engine: given,
  storage,
  children,
}: ReadAloudProviderProps) {
  const [engine] = useState(() => given ?? createBrowserSpeechEngine());
  const voices = useSyncExternalStore(
    useCallback((changed: () => void) => engine.onVoicesChanged(changed), [engine]),
    useCallback(() => engine.getVoices(), [engine]),
  );
  const [gaveUpWaiting, setGaveUpWaiting] = useState(false);
  const [speed, setSpeedState] = useState<ReadingSpeed>(() => storedSpeed(storage));
  // What the learner last asked to hear, until it ends or they stop it.
  const [request, setRequest] = useState<Request | null>(null);
  // The request handed to the engine, so the effect below never reads one twice.
  const spoken = useRef<Request | null>(null);
  const status = voiceStatus({ supported: engine.supported, voices, lang, gaveUpWaiting });
  const canSpeak = status === 'ready' || status === 'loading';

  const read = useCallback(
    (next: Request, withVoices: readonly SpeechVoice[], at: ReadingSpeed) => {
      spoken.current = next;
      engine.cancel();
      engine.speak(next.text, {
        lang,
        rate: speechRate(at),
        voice: pickVoice(withVoices, lang),
        // A cancelled reading ends late in some browsers: only its own end clears the part.
        onEnd: () => setRequest((current) => (current === next ? null : current)),
      });
    },
    [engine, lang],
  );

  useEffect(() => {
    if (!engine.supported) return;
    const timer = setTimeout(() => setGaveUpWaiting(true), VOICE_WAIT_MS);
    return () => clearTimeout(timer);
  }, [engine]);

  // A press while the voices were loading is read once they arrive.
  useEffect(() => {
    if (status === 'ready' && request !== null && spoken.current !== request) {
      read(request, voices, speed);
    }
  }, [status, request, voices, speed, read]);

  // The card leaves: its voice must not go on reading a screen no longer there.
  useEffect(() => () => engine.cancel(), [engine]);

  const toggle = useCallback(
    (part: string, text: string) => {
      if (canSpeak && request?.part === part) {
        spoken.current = null;
        setRequest(null);
        engine.cancel();
        return;
      }
      const next = { part, text };
      setRequest(next);
      // Read inside the press itself: iOS Safari only speaks from a user's gesture.
      if (status === 'ready') read(next, voices, speed);
    },
    [canSpeak, request, engine, status, read, voices, speed],
  );

  const stop = useCallback(() => {
    spoken.current = null;
    setRequest(null);
    engine.cancel();
  }, [engine]);

  const setSpeed = useCallback(
    (next: ReadingSpeed) => {
      setSpeedState(next);
      storeSpeed(next, storage);
      // Asking for slower mid-sentence means "again, slower": restart the part at the new speed.
      if (status === 'ready' && request !== null) {
        const again = { ...request };
        setRequest(again);
        read(again, voices, next);
      }
    },
    [storage, status, request, read, voices],
  );

  const value: ReadAloud = {
    lang,
    status,
    readingPart: canSpeak ? (request?.part ?? null) : null,
    notice: request !== null && (status === 'no-voice' || status === 'unsupported') ? status : null,
    speed,
    toggle,
    stop,
    setSpeed,
  };
  return <ReadAloudContext value={value}>{children}</ReadAloudContext>;
}
