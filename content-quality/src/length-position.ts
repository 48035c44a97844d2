// Where the correct choice stands by length, all three positions at once. A learner who always
// picks the longest, the shortest or the middle-length answer should not do better than chance
// (a third): each position may hold the correct choice in at most 40 % of the scenarios
// (docs/content/README.md, "The rules every scenario follows"). Ties count as middle, since
// neither "the longest" nor "the shortest" finds a tied correct choice for sure.
import type { Choice } from '@ths/content-model/bundle-schema';
import {
  LENGTH_POSITION_MAX_PERCENT,
  LENGTH_POSITIONS,
  lengthPosition,
  type LengthPosition,
} from '@ths/content-model/answer-length';

export {
  LENGTH_POSITION_MAX_PERCENT,
  LENGTH_POSITIONS,
  lengthPosition,
  type LengthPosition,
} from '@ths/content-model/answer-length';

export type LengthPositionTally = {
  scenarios: number;
  counts: Record<LengthPosition, number>;
  /** Each position's share in %; null with no scenarios. */
  percents: Record<LengthPosition, number | null>;
  /** The positions above the target, in the order of LENGTH_POSITIONS. */
  aboveTarget: LengthPosition[];
};

/** How often the correct choice is the longest, the shortest and in the middle. */
export function tallyLengthPositions(
  scenarios: readonly { choices: readonly Pick<Choice, 'text' | 'isCorrect'>[] }[],
): LengthPositionTally {
  const positions = scenarios.map((scenario) => lengthPosition(scenario.choices));
  const count = (position: LengthPosition) => positions.filter((p) => p === position).length;
  const counts = {
    longest: count('longest'),
    shortest: count('shortest'),
    middle: count('middle'),
  };
  const percent = (n: number) => (scenarios.length === 0 ? null : (n / scenarios.length) * 100);
  const percents = {
    longest: percent(counts.longest),
    shortest: percent(counts.shortest),
    middle: percent(counts.middle),
  };
  return {
    scenarios: scenarios.length,
    counts,
    percents,
    aboveTarget: LENGTH_POSITIONS.filter(
      (position) => (percents[position] ?? 0) > LENGTH_POSITION_MAX_PERCENT,
    ),
  };
}
