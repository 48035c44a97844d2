// Issue 15 §6: which voice reads the content, and whether the device has one at all. Pure, so
// the rules are tested without a browser; speech-engine.ts does the talking.

/** A voice as the read-aloud needs it (a copy of the browser's SpeechSynthesisVoice). */
export type SpeechVoice = {
  /** The browser's voiceURI: unique, used to find the voice again when speaking. */
  id: string;
  name: string;
  /** BCP-47 as the device reports it: `pt-BR`, but Android also says `pt_BR`. */
  lang: string;
  localService: boolean;
  isDefault: boolean;
};

/**
 * unsupported: the browser cannot speak at all; loading: the voice list has not arrived yet
 * (Chrome answers [] first, then fires voiceschanged); no-voice: none for the language.
 */
export type VoiceStatus = 'unsupported' | 'loading' | 'ready' | 'no-voice';

const normalise = (lang: string) => lang.replace(/_/g, '-').toLowerCase();
const primary = (lang: string) => normalise(lang).split('-')[0];

/** 2 for the exact language (pt-BR), 1 for a sibling (pt-PT for pt-BR, en-GB for en), else 0. */
function closeness(voice: SpeechVoice, lang: string): number {
  if (normalise(voice.lang) === normalise(lang)) return 2;
  return primary(voice.lang) === primary(lang) ? 1 : 0;
}

/**
 * The best voice for `lang`: the exact language before a sibling (a Portuguese voice from
 * Portugal reads Brazilian text well enough; an English one does not), then a voice on the
 * device before a network one (Chrome's network voices stop after about 15 s and need the
 * internet), then the device's default.
 */
export function pickVoice(voices: readonly SpeechVoice[], lang: string): SpeechVoice | undefined {
  const rank = (voice: SpeechVoice) =>
    closeness(voice, lang) * 4 + (voice.localService ? 2 : 0) + (voice.isDefault ? 1 : 0);
  const candidates = voices.filter((voice) => closeness(voice, lang) > 0);
  return candidates.reduce<SpeechVoice | undefined>(
    (best, voice) => (best === undefined || rank(voice) > rank(best) ? voice : best),
    undefined,
  );
}

/**
 * Whether `lang` can be read now. An empty list means "still loading" until `gaveUpWaiting`:
 * some devices (Firefox on Linux without voices) never fire voiceschanged.
 */
export function voiceStatus(input: {
  supported: boolean;
  voices: readonly SpeechVoice[];
  lang: string;
  gaveUpWaiting: boolean;
}): VoiceStatus {
  if (!input.supported) return 'unsupported';
  if (pickVoice(input.voices, input.lang)) return 'ready';
  return input.voices.length === 0 && !input.gaveUpWaiting ? 'loading' : 'no-voice';
}
