import { expect, test } from 'vitest';
import { OfflineError } from '../../../lib/supabase-client.ts';
import { SaveError, saveFailureKind } from './save-failure.ts';

test('offline, no answer, or the server away: the answers wait, nothing is refused', () => {
  expect(saveFailureKind(new SaveError('refused', 403), false)).toBe('unreachable');
  expect(saveFailureKind(new OfflineError(), true)).toBe('unreachable');
  expect(saveFailureKind(new TypeError('Failed to fetch'), true)).toBe('unreachable');
  for (const status of [0, 408, 429, 500, 502, 503, 504]) {
    expect(saveFailureKind(new SaveError('away', status), true), `status ${status}`).toBe(
      'unreachable',
    );
  }
});

test('the server answering no is a refusal', () => {
  for (const status of [400, 401, 403, 404, 409, 422]) {
    expect(saveFailureKind(new SaveError('no', status), true), `status ${status}`).toBe('refused');
  }
});
