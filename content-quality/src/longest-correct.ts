// A learner who always picks the longest answer should not do better than chance. With three
// choices chance is 33 %; the target leaves some room: the correct choice may be the longest in
// at most 40 % of the scenarios.
import { correctLength } from '@ths/content-model/answer-length';
import type { Choice } from '@ths/content-model/bundle-schema';

export { correctLength, type CorrectLength } from '@ths/content-model/answer-length';

export const LONGEST_CORRECT_MAX_PERCENT = 40;

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
