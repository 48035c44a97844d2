// The decision records' index (docs/decisions/README.md) lists every record once, and nothing
// else: a record without a row cannot be found, and a row without a record is a broken link.
import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, test } from 'vitest';

const DECISIONS = resolve(import.meta.dirname, '../../docs/decisions');

const records = readdirSync(DECISIONS).filter((name) => /^\d{4}-.+\.md$/.test(name));
const index = readFileSync(resolve(DECISIONS, 'README.md'), 'utf8');
const rows = [
  ...index.matchAll(
    /^\| \[(\d{4})\]\((\d{4}-[^)]+\.md)\) +\| (\d{4}-\d{2}-\d{2}) +\| ([^|]+) \|/gm,
  ),
];

test('every record has one row in the index, linked by its file name', () => {
  const linked = rows.map((row) => row[2]).sort();
  expect(linked).toEqual([...records].sort());
});

test('each row names its own record, a date and a status', () => {
  for (const [, number, file, , status] of rows) {
    expect(file!.startsWith(`${number}-`), `${file} is listed as ${number}`).toBe(true);
    expect(status!.trim()).toMatch(/^(accepted|superseded|amended)/);
  }
});

test('a number is used by one record only', () => {
  const numbers = records.map((name) => name.slice(0, 4));
  expect(new Set(numbers).size).toBe(numbers.length);
});
