import { expect, test } from 'vitest';
import {
  checkName,
  ClassNameSchema,
  DisplayNameSchema,
  nameProblem,
  schoolDateOrNull,
} from './class-rules.ts';

test('the invisible names of issue 41 are refused, each with its rule', () => {
  expect(nameProblem('\u2800\u2800', 40)).toBe('invisible');
  expect(nameProblem('\u0301\u0308', 40)).toBe('invisible');
  expect(nameProblem('\u3164\ufe0f\u200b', 40)).toBe('invisible');
  expect(nameProblem('\u{e0041}\u{e006e}', 40)).toBe('private');
  expect(nameProblem('Ana \ue000', 40)).toBe('private');
  expect(nameProblem('Ana\u2028Bia', 40)).toBe('hidden');
  expect(nameProblem('Ana\u202eaiB', 40)).toBe('hidden');
  expect(nameProblem('', 40)).toBe('required');
  expect(nameProblem('a'.repeat(41), 40)).toBe('tooLong');
});

test('names in any script, with accents and emoji, pass', () => {
  for (const name of [
    'Ana Júlia',
    'Zoë 🌟',
    '❤️',
    'José\u0301',
    'अनु',
    'محمد',
    '李华',
    '5º ano B',
  ]) {
    expect(nameProblem(name, 40), name).toBeNull();
  }
});

test('the schemas clean a typed name as the database keeps it, and name the rule a name breaks', () => {
  expect(checkName(DisplayNameSchema, '\u00a0Ana\tBia\n')).toEqual({ name: 'Ana Bia' });
  // A line separator typed inside is white space: it becomes one space.
  expect(checkName(DisplayNameSchema, 'Ana\u2028Bia')).toEqual({ name: 'Ana Bia' });
  expect(checkName(DisplayNameSchema, '\u2800')).toEqual({ problem: 'invisible' });
  expect(checkName(ClassNameSchema, 'é'.repeat(80))).toEqual({ name: 'é'.repeat(80) });
  expect(checkName(ClassNameSchema, 'a'.repeat(81))).toEqual({ problem: 'tooLong' });
  expect(checkName(ClassNameSchema, '  ')).toEqual({ problem: 'required' });
});

test('a due date read back is a school day or no date at all', () => {
  expect(schoolDateOrNull('2026-12-04')).toBe('2026-12-04');
  expect(schoolDateOrNull('2000-01-01')).toBe('2000-01-01');
  expect(schoolDateOrNull('2099-12-31')).toBe('2099-12-31');
  for (const odd of [
    'infinity',
    '-infinity',
    '5874897-12-31',
    '1999-12-31',
    '2100-01-01',
    '2026-02-30',
    '',
    null,
    20261204,
  ]) {
    expect(schoolDateOrNull(odd), String(odd)).toBeNull();
  }
});
