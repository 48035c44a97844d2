// @vitest-environment node
import { expect, test } from 'vitest';
import { retryUnlessOffline } from './query-client.ts';
import { OfflineError } from './supabase-client.ts';

test('a failed request is tried three more times, one not even tried offline is not', () => {
  expect([0, 1, 2, 3].map((count) => retryUnlessOffline(count, new Error('503')))).toEqual([
    true,
    true,
    true,
    false,
  ]);
  expect(retryUnlessOffline(0, new OfflineError())).toBe(false);
});
