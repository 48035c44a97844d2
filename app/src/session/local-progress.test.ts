import { recordAnswer, recordReviewPick } from '@ths/training/answer';
import { emptyProgress } from '@ths/training/progress';
import { toRow } from '@ths/training/row';
import { expect, test } from 'vitest';
import { takeConsoleErrors } from '../testing/console-errors.ts';
import { loadLocalProgress } from './load-local-progress.ts';
import { isLocalProgressKey, storeLocalProgress } from './local-progress.ts';
import '../testing/register-fsrs.ts';

const USER = '6a1c2f4e-0000-4000-8000-000000000001';

test('the device copy comes back as it was stored, with its unsent flag', () => {
  const progress = recordReviewPick(
    recordAnswer(emptyProgress(), { scenario: 3, correct: false, at: '2026-11-21T10:00:00.000Z' }),
    'device-1',
  );
  storeLocalProgress(USER, { progress, unsent: true });
  expect(loadLocalProgress(USER)).toEqual({ progress, unsent: true });
  expect(loadLocalProgress('another-user')).toBeNull();
});

test('an unreadable copy is dropped and logged, never thrown at the learner', () => {
  localStorage.setItem(`ths:progress:${USER}`, '{"row":{"current_phase":9}}');
  expect(loadLocalProgress(USER)).toBeNull();
  localStorage.setItem(`ths:progress:${USER}`, 'not json');
  expect(loadLocalProgress(USER)).toBeNull();
  const errors = takeConsoleErrors();
  expect(errors).toHaveLength(2);
  expect(errors[0]).toContain('user_progress.scenario_results');
});

test("the copy is kept in the engine's own shape, not as a database row", () => {
  const progress = recordAnswer(emptyProgress(), {
    scenario: 7,
    correct: true,
    at: '2026-11-21T10:00:00.000Z',
  });
  storeLocalProgress(USER, { progress, unsent: false });
  expect(JSON.parse(localStorage.getItem(`ths:progress:${USER}`)!)).toEqual({
    progress: JSON.parse(JSON.stringify(progress)),
    unsent: false,
  });
});

test('a copy an older app stored as a database row still comes back, unsent answers and all', () => {
  const progress = recordAnswer(emptyProgress(), {
    scenario: 12,
    correct: false,
    at: '2026-11-21T10:00:00.000Z',
  });
  localStorage.setItem(
    `ths:progress:${USER}`,
    JSON.stringify({ row: toRow(progress, USER), unsent: true }),
  );
  expect(loadLocalProgress(USER)).toEqual({ progress, unsent: true });
});

test('a copy in the new shape that breaks a rule is dropped, naming the field', () => {
  const broken = { ...emptyProgress(), currentPhase: 0, results: { 3: { firstAt: 'now' } } };
  localStorage.setItem(`ths:progress:${USER}`, JSON.stringify({ progress: broken, unsent: true }));
  expect(loadLocalProgress(USER)).toBeNull();
  const [error] = takeConsoleErrors();
  expect(error).toContain('progress.currentPhase');
  expect(error).toContain('progress.results.3.firstAt');
});

test('storage events are recognised per learner', () => {
  expect(isLocalProgressKey(`ths:progress:${USER}`, USER)).toBe(true);
  expect(isLocalProgressKey('ths:progress:other', USER)).toBe(false);
  expect(isLocalProgressKey(null, USER)).toBe(false);
});
