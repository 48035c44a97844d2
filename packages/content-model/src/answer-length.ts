// Where the correct choice stands by length among the three. A learner who always picks the
// longest, the shortest or the middle-length answer should not do better than chance
// (docs/content/README.md, "The rules every scenario follows"; docs/decisions/0042). Shared by
// `pnpm quality` (content-quality), which tallies it over the content, and the Studio, which
// warns while a scenario is written (writing-rules.ts).
import { characterCount } from './rules.ts';

/** The most a length position may hold the correct choice, in % of the scenarios. */
export const LENGTH_POSITION_MAX_PERCENT = 40;

type TextChoice = { text: string; isCorrect: boolean };

/**
 * Where the correct choice stands by length. `tied`: it shares the greatest length with another
 * choice, so picking "the longest" finds it only by luck; ties are therefore counted apart and
 * not as longest. `shortest` is strictly the shortest; everything else is `middle`.
 */
export type CorrectLength = 'longest' | 'tied' | 'middle' | 'shortest';

/** Where the correct choice of one scenario stands by length, in graphemes (characterCount). */
export function correctLength(choices: readonly TextChoice[]): CorrectLength {
  const lengths = choices.map((choice) => characterCount(choice.text));
  const correct = lengths[choices.findIndex((choice) => choice.isCorrect)];
  if (correct === undefined) return 'middle';
  const others = lengths.filter((length) => length !== correct).length;
  const sameLength = lengths.length - others;
  if (correct === Math.max(...lengths)) return sameLength > 1 ? 'tied' : 'longest';
  if (correct === Math.min(...lengths) && sameLength === 1) return 'shortest';
  return 'middle';
}

export const LENGTH_POSITIONS = ['longest', 'shortest', 'middle'] as const;
export type LengthPosition = (typeof LENGTH_POSITIONS)[number];

/** The correct choice's position by length: strictly the longest, strictly the shortest, or middle. */
export function lengthPosition(choices: readonly TextChoice[]): LengthPosition {
  const kind = correctLength(choices);
  return kind === 'tied' ? 'middle' : kind;
}
