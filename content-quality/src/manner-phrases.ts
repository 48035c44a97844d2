// Phrases that describe the child's own manner ("com calma", "politely"). When one lives only in
// correct choices it becomes a cue: the learner picks the calm-sounding answer without reading
// the idea. The target: no phrase appears in a correct choice and in no wrong choice, per
// language (docs/content/README.md, "The rules every scenario follows").
import type { Choice } from '@ths/content-model/bundle-schema';
import type { Locale } from '@ths/content-model/locales';

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

export type MannerPhraseUse = {
  phrase: string;
  /** Scenario numbers with the phrase in the correct choice. */
  correct: number[];
  /** Scenario numbers with the phrase in a wrong choice. */
  wrong: number[];
  /** In a correct choice and in no wrong one: a cue. */
  cue: boolean;
};

/** Where each known phrase occurs, in the choices of these scenarios; unused phrases left out. */
export function mannerPhraseUses(
  scenarios: readonly { number: number; choices: readonly Pick<Choice, 'text' | 'isCorrect'>[] }[],
  phrases: readonly string[],
): MannerPhraseUse[] {
  return phrases
    .map((phrase) => {
      const where = (isCorrect: boolean) =>
        scenarios
          .filter((scenario) =>
            scenario.choices.some(
              (choice) => choice.isCorrect === isCorrect && containsPhrase(choice.text, phrase),
            ),
          )
          .map((scenario) => scenario.number);
      const correct = where(true);
      const wrong = where(false);
      return { phrase, correct, wrong, cue: correct.length > 0 && wrong.length === 0 };
    })
    .filter((use) => use.correct.length > 0 || use.wrong.length > 0);
}
