// @vitest-environment node
import { recordAnswer } from '@ths/training/answer';
import { emptyProgress } from '@ths/training/progress';
import { expect, test } from 'vitest';
import { keepOwnPosition } from './keep-own-position.ts';
import '../../../testing/register-fsrs.ts';

test('another tab’s answers come in; this tab stays on its phase, scenario and streak', () => {
  const mine = {
    ...recordAnswer(emptyProgress(), { scenario: 1, correct: true, at: '2026-11-21T10:00:00Z' }),
    currentScenario: 1,
  };
  const theirs = {
    ...recordAnswer(emptyProgress(), { scenario: 2, correct: false, at: '2026-11-21T10:05:00Z' }),
    currentScenario: 2,
    unlockedAchievements: ['first_steps'],
  };
  const merged = keepOwnPosition(mine, theirs);
  expect(Object.keys(merged.results)).toEqual(['1', '2']);
  expect(merged.unlockedAchievements).toEqual(['first_steps']);
  expect(merged.currentScenario).toBe(1);
  expect(merged.streak).toBe(1);
  expect(merged.updatedAt).toBe(mine.updatedAt);
});
