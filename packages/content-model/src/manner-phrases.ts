// Phrases that describe the child's own manner ("com calma", "politely"). When one lives only in
// correct choices it becomes a cue: the learner picks the calm-sounding answer without reading
// the idea. The rule: no phrase appears in a correct choice and in no wrong choice, per language
// (docs/content/README.md, "The rules every scenario follows"; docs/decisions/0042). Shared by
// `pnpm quality` and the Studio's warning (writing-rules.ts).
import type { Locale } from './locales.ts';

export const MANNER_PHRASES: Record<Locale, readonly string[]> = {
  'pt-BR': [
    'com calma',
    'com voz calma',
    'calmamente',
    'com tranquilidade',
    'tranquilamente',
    'com voz tranquila',
    'com educação',
    'educadamente',
    'gentilmente',
    'com gentileza',
    'com respeito',
    'com carinho',
    'devagar',
    'com um sorriso',
    'sorrindo',
    'com voz baixa',
    'em voz baixa',
    'com voz firme',
    'com firmeza',
    'respiro fundo',
  ],
  en: [
    'calmly',
    'in a calm voice',
    'politely',
    'kindly',
    'gently',
    'nicely',
    'with a smile',
    'smiling',
    'respectfully',
    'quietly',
    'in a quiet voice',
    'firmly',
    'in a firm voice',
    'deep breath',
  ],
};

/** Whether the phrase occurs as whole words, whatever the case; a plural -s counts too. */
export function containsPhrase(text: string, phrase: string): boolean {
  const escaped = phrase.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, '\\s+');
  return new RegExp(`(?<![\\p{L}\\p{N}])${escaped}s?(?![\\p{L}\\p{N}])`, 'iu').test(text);
}
