// @vitest-environment node
// The engine's rule (packages/training) on the real content bundle; the engine's own tests use a
// small made-up set.
import { recordAnswer } from '@ths/training/answer';
import { markChallengeDone } from '@ths/training/challenges';
import { emptyProgress, type Progress } from '@ths/training/progress';
import { expect, test } from 'vitest';
import { bundle } from './generated/pt-BR.ts';
import { phaseChallenges, practisedChallenges } from '@ths/training/challenge-picks';
import '../testing/register-fsrs.ts';

const at = (minute: number) => new Date(Date.UTC(2026, 10, 25, 9, minute)).toISOString();
const skillOf = (number: number) => bundle.scenarios.find((s) => s.number === number)!.skillKey;

/** These scenarios answered in this order, right except `wrong`. */
function answered(numbers: number[], wrong: number[] = []): Progress {
  return numbers.reduce(
    (state, scenario, index) =>
      recordAnswer(state, { scenario, correct: !wrong.includes(scenario), at: at(index) }),
    emptyProgress(),
  );
}
const phaseOne = Array.from({ length: 20 }, (_, index) => index + 1);

test('after a phase: at most three challenges, skills with mistakes first, then the latest practised', () => {
  const progress = answered(phaseOne, [4, 9]);
  const picked = phaseChallenges(bundle, progress, 1);
  // 9 and 4 had a mistake (9 the later); then 20, the latest practised.
  expect(picked.map((item) => item.key)).toEqual([skillOf(9), skillOf(4), skillOf(20)]);
  const skill = bundle.skills.find((s) => s.key === skillOf(9))!;
  expect(picked[0]).toEqual({
    key: skill.key,
    name: skill.name,
    challenge: skill.challenge,
    doneAt: null,
  });
});

test('a challenge marked done stays in its place, with its date', () => {
  const progress = markChallengeDone(answered(phaseOne, [4, 9]), skillOf(9), at(40));
  const picked = phaseChallenges(bundle, progress, 1);
  expect(picked.map((item) => [item.key, item.doneAt])).toEqual([
    [skillOf(9), at(40)],
    [skillOf(4), null],
    [skillOf(20), null],
  ]);
});

test('only the phase asked for counts', () => {
  expect(phaseChallenges(bundle, answered([1, 2]), 2)).toEqual([]);
});

test('the home: every practised skill, the most recently practised first', () => {
  const keys = practisedChallenges(bundle, answered([3, 1, 2])).map((item) => item.key);
  expect(keys).toEqual([skillOf(2), skillOf(1), skillOf(3)]);
});
