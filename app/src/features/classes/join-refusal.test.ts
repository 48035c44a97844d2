// @vitest-environment node
import { expect, test } from 'vitest';
import { joinRefusalOf } from './classes-api.ts';

test("join_class's refusals, each to what the join form says", () => {
  expect(joinRefusalOf({ code: 'PT404', message: 'No class has the code "ZZZZ2222"' })).toBe(
    'unknown-code',
  );
  expect(joinRefusalOf({ code: 'PT403' })).toBe('removed');
  expect(
    joinRefusalOf({ code: '22023', message: 'display_name must not hold control characters' }),
  ).toBe('hidden-name');
  expect(
    joinRefusalOf({ code: '22023', message: 'display_name must show at least one visible letter' }),
  ).toBe('invisible-name');
  // The 6th try within a minute (supabase/migrations/…_join_class_limit.sql).
  expect(
    joinRefusalOf({
      code: 'PT429',
      message: 'Too many tries to join a class: at most 5 a minute',
    }),
  ).toBe('too-many-tries');
  expect(joinRefusalOf({ code: 'PGRST000', message: 'down' })).toBe('failed');
});
