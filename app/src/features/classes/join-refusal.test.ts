// @vitest-environment node
import { expect, test } from 'vitest';
import { assignmentRefusalOf, classNameProblemOf, joinRefusalOf } from './classes-api.ts';

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
  expect(
    joinRefusalOf({
      code: '22023',
      message: 'display_name must not hold private-use or tag characters, which each device…',
    }),
  ).toBe('private-name');
  // The 6th try within a minute (supabase/migrations/…_join_class_limit.sql).
  expect(
    joinRefusalOf({
      code: 'PT429',
      message: 'Too many tries to join a class: at most 5 a minute',
    }),
  ).toBe('too-many-tries');
  expect(joinRefusalOf({ code: 'PGRST000', message: 'down' })).toBe('failed');
});

test("the database's refusals of a class name and of an assignment, each to its rule", () => {
  const refusal = (message: string) => classNameProblemOf({ code: '22023', message });
  expect(refusal('name must show at least one visible letter, digit or sign')).toBe('invisible');
  expect(refusal('name must not hold control characters such as tabs or new lines')).toBe('hidden');
  expect(refusal('name must not hold private-use or tag characters, which…')).toBe('private');
  expect(refusal('name: at most 80 characters')).toBe('tooLong');
  expect(classNameProblemOf({ code: '42501', message: 'permission denied' })).toBeNull();

  expect(
    assignmentRefusalOf({
      code: '23514',
      message:
        'new row for relation "class_assignments" violates check constraint "class_assignments_due_on_school_date"',
    }),
  ).toBe('due-out-of-range');
  expect(
    assignmentRefusalOf({ code: '23514', message: 'A class has at most 100 assignments' }),
  ).toBe('too-many');
  expect(assignmentRefusalOf({ code: 'PGRST000', message: 'down' })).toBe('failed');
});
