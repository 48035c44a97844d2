import { expect, test } from 'vitest';
import { formatTable, formatTargets, medianIndex, type RunSummary } from './lighthouse-summary.ts';

const run = (performance: number, accessibility = 100, bestPractices = 100): RunSummary => ({
  scores: { performance, accessibility, 'best-practices': bestPractices, seo: 100 },
  fcpMs: 1650,
  lcpMs: 1800,
  tbtMs: 30,
  cls: 0,
  transferKb: 168.2,
});

test('the median run is the middle performance score; with two runs, the lower', () => {
  expect(medianIndex([run(99), run(95), run(97)])).toBe(2);
  expect(medianIndex([run(99), run(95)])).toBe(1);
  expect(() => medianIndex([])).toThrow('No runs');
});

test('targets: performance at least 98, accessibility and best practices 100', () => {
  expect(formatTargets({ page: 'auth', median: run(98), runs: [run(98)] })).toBe(
    'auth: performance 98 (≥ 98) met · accessibility 100 (= 100) met · best-practices 100 (= 100) met',
  );
  expect(formatTargets({ page: 'auth', median: run(97, 99, 100), runs: [] })).toBe(
    'auth: performance 97 (≥ 98) MISSED · accessibility 99 (= 100) MISSED · best-practices 100 (= 100) met',
  );
});

test('the table shows the median and the range when runs differ', () => {
  const table = formatTable([
    { page: 'training', median: run(97), runs: [run(95), run(97), run(99)] },
  ]);
  expect(table).toContain('97 [95–99]');
  expect(table).toContain('1650');
  expect(table).toContain('168.2');
});
