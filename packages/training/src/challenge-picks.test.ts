import type { Skill } from '@ths/content-model/bundle-schema';
import { expect, test } from 'vitest';
import { recordAnswer } from './answer.ts';
import { PHASE_CHALLENGES, phaseChallenges, practisedChallenges } from './challenge-picks.ts';
import { markChallengeDone } from './challenges.ts';
import { emptyProgress, type Progress } from './progress.ts';
import { at } from './test-helpers.ts';

const skill = (key: string): Skill => ({
  key,
  name: `Skill ${key}`,
  casel: 'relationship-skills',
  bncc: 9,
  challenge: `Try ${key} today.`,
});
const content = {
  skills: ['a', 'b', 'c', 'd'].map(skill),
  scenarios: [
    { number: 1, stage: 1, skillKey: 'a' },
    { number: 2, stage: 1, skillKey: 'b' },
    { number: 3, stage: 1, skillKey: 'c' },
    { number: 4, stage: 1, skillKey: 'd' },
    { number: 21, stage: 2, skillKey: 'a' },
  ],
};
const answer = (progress: Progress, scenario: number, correct: boolean, minute: number) =>
  recordAnswer(progress, { scenario, correct, at: at(minute) });

test('after a phase: its skills with mistakes first, then the latest, at most a few', () => {
  let progress = answer(emptyProgress(), 1, true, 1);
  progress = answer(progress, 2, false, 2);
  progress = answer(progress, 3, true, 3);
  progress = answer(progress, 4, true, 4);
  progress = answer(progress, 21, false, 5); // another phase: not counted for phase 1
  const keys = phaseChallenges(content, progress, 1).map((item) => item.key);
  expect(keys).toEqual(['b', 'd', 'c']);
  expect(keys).toHaveLength(PHASE_CHALLENGES);
});

test('every practised skill, the latest first; a marked one stays, with its time', () => {
  let progress = answer(emptyProgress(), 3, true, 1);
  progress = answer(progress, 1, true, 2);
  progress = markChallengeDone(progress, 'c', at(9));
  const items = practisedChallenges(content, progress);
  expect(items.map((item) => [item.key, item.doneAt])).toEqual([
    ['a', null],
    ['c', at(9)],
  ]);
  expect(items[0]!.challenge).toBe('Try a today.');
});
