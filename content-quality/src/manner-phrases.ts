// Phrases that describe the child's own manner ("com calma", "politely"). When one lives only in
// correct choices it becomes a cue: the learner picks the calm-sounding answer without reading
// the idea. The target: no phrase appears in a correct choice and in no wrong choice, per
// language (docs/content/README.md, "The rules every scenario follows").
// The list and the matching live in @ths/content-model/manner-phrases, shared with the Studio's
// warning; this file tallies them over the content.
import type { Choice } from '@ths/content-model/bundle-schema';
import { containsPhrase } from '@ths/content-model/manner-phrases';

export { containsPhrase, MANNER_PHRASES } from '@ths/content-model/manner-phrases';

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
