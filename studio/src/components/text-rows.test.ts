// @vitest-environment node
import { TEXT_LIMITS } from '@ths/content-model/limits';
import { expect, test } from 'vitest';
import { rowsFor } from './text-rows.tsx';

test('one-sentence texts get 2 rows, long ones as many as their limit needs', () => {
  expect(rowsFor(TEXT_LIMITS.choiceText)).toBe(2);
  expect(rowsFor(TEXT_LIMITS.achievementDescription)).toBe(2);
  expect(rowsFor(TEXT_LIMITS.phaseDescription)).toBe(2);
  expect(rowsFor(TEXT_LIMITS.skillChallenge)).toBe(3);
  expect(rowsFor(TEXT_LIMITS.choiceFeedback)).toBe(6);
  expect(rowsFor(TEXT_LIMITS.scenarioDescription)).toBe(7);
});
