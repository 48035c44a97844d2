// A learner who always picks the longest answer should not do better than chance. With three
// choices chance is 33 %; the target leaves some room: the correct choice may be the longest in
// at most 40 % of the scenarios.
import type { Choice } from '@ths/content-model/bundle-schema';

export const LONGEST_CORRECT_MAX_PERCENT = 40;

const GRAPHEMES = new Intl.Segmenter('pt-BR', { granularity: 'grapheme' });

/** Characters as a reader sees them: "é" and an emoji count one each, however encoded. */
export function graphemeCount(text: string): number {
  return [...GRAPHEMES.segment(text)].length;
}

/**
 * Where the correct choice stands by length. `tied`: it shares the greatest length with another
 * choice, so picking "the longest" finds it only by luck; ties are therefore counted apart and
 * not as longest. `shortest` is strictly the shortest; everything else is `middle`.
 */
export type CorrectLength = 'longest' | 'tied' | 'middle' | 'shortest';

/** Where the correct choice of one scenario stands by length, in graphemes. */
export function correctLength(
  choices: readonly Pick<Choice, 'text' | 'isCorrect'>[],
): CorrectLength {
  const lengths = choices.map((choice) => graphemeCount(choice.text));
  const correct = lengths[choices.findIndex((choice) => choice.isCorrect)];
  if (correct === undefined) return 'middle';
  const others = lengths.filter((length) => length !== correct).length;
  const sameLength = lengths.length - others;
  if (correct === Math.max(...lengths)) return sameLength > 1 ? 'tied' : 'longest';
  if (correct === Math.min(...lengths) && sameLength === 1) return 'shortest';
  return 'middle';
}

export type LongestCorrectTally = {
  scenarios: number;
  /** Scenarios whose correct choice is strictly the longest. */
  longest: number;
  tied: number;
  /** Strictly the shortest: told apart, because "never the longest" is a cue too. */
  shortest: number;
  /** longest / scenarios, in %; null with no scenarios. */
  percent: number | null;
  aboveTarget: boolean;
};

/** How often the correct choice is the longest, tied, or the shortest, over some scenarios. */
export function tallyLongestCorrect(
  scenarios: readonly { choices: readonly Pick<Choice, 'text' | 'isCorrect'>[] }[],
): LongestCorrectTally {
  const kinds = scenarios.map((scenario) => correctLength(scenario.choices));
  const longest = kinds.filter((kind) => kind === 'longest').length;
  const percent = scenarios.length === 0 ? null : (longest / scenarios.length) * 100;
  return {
    scenarios: scenarios.length,
    longest,
    tied: kinds.filter((kind) => kind === 'tied').length,
    shortest: kinds.filter((kind) => kind === 'shortest').length,
    percent,
    aboveTarget: percent !== null && percent > LONGEST_CORRECT_MAX_PERCENT,
  };
}
