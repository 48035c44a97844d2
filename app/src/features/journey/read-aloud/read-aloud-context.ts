import type { Locale } from '@ths/content-model/locales';
import { createContext } from 'react';
import type { ReadingSpeed } from './reading-speed.ts';
import type { VoiceStatus } from './voice-choice.ts';

export type ReadAloud = {
  /** The content's language: the voice reads in it and the message names it. */
  lang: Locale;
  status: VoiceStatus;
  /** The part being read (or waiting for the voices to load), e.g. 'scenario', 'choice-2'. */
  readingPart: string | null;
  /** Why the last press could not be read; shown by <ReadAloudStatus />. */
  notice: 'no-voice' | 'unsupported' | null;
  speed: ReadingSpeed;
  /** Reads `text` as `partId`; the part being read stops instead; another part switches. */
  toggle(partId: string, text: string): void;
  stop(): void;
  setSpeed(speed: ReadingSpeed): void;
};

export const ReadAloudContext = createContext<ReadAloud | null>(null);
