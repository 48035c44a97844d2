import { PHASE_COUNT as CONTENT_PHASE_COUNT } from '@ths/content-model/stage';
import { expect, test } from 'vitest';
import {
  DEFAULT_CATEGORY,
  DUE_SET_SIZE,
  NEXT_SCENARIO_DELAY_MS,
  PHASE_COUNT,
  PHASE_SCORE_THRESHOLD,
  REVIEW_RETURN_DELAY_MS,
} from './constants.ts';

test('the constants are the ones of docs/product/journey.md#constants', () => {
  expect(NEXT_SCENARIO_DELAY_MS).toBe(500);
  expect(REVIEW_RETURN_DELAY_MS).toBe(1500);
  expect(PHASE_SCORE_THRESHOLD).toBe(80);
  expect(PHASE_COUNT).toBe(5);
  expect(DEFAULT_CATEGORY).toBe('default');
  expect(DUE_SET_SIZE).toBe(5);
});

test('the phase count is the one the content bundle is validated against', () => {
  expect(PHASE_COUNT).toBe(CONTENT_PHASE_COUNT);
});
