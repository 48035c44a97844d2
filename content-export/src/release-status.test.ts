// A hosted document's step (decision 0057): the first run that started after it was published.
import { expect, test } from 'vitest';
import { KEPT_RUNS, parseReport, releaseOf, withReport, type RunRecord } from './release-status.ts';

const run = (name: string, startedAt: number, step: RunRecord['step'], message?: string) => ({
  run: name,
  startedAt,
  step,
  ...(message ? { message } : {}),
});

test('a document no webhook asked for has no release', () => {
  expect(releaseOf(null, [run('1-1', 5, 'live')])).toBeNull();
});

test('published after every run started: queued', () => {
  expect(releaseOf({ publishedAt: 10 }, [run('1-1', 5, 'building')])).toEqual({ step: 'queued' });
});

test('the first run started after the publish carries it, not a later one', () => {
  const runs = [
    run('1-1', 5, 'live'),
    run('2-1', 20, 'failed', 'A etapa falhou.'),
    run('3-1', 30, 'live'),
  ];
  expect(releaseOf({ publishedAt: 10 }, runs)).toEqual({
    step: 'failed',
    message: 'A etapa falhou.',
  });
  expect(releaseOf({ publishedAt: 25 }, runs)).toEqual({ step: 'live' });
  expect(releaseOf({ publishedAt: 30 }, runs)).toEqual({ step: 'live' });
});

test('building starts a run at the endpoint’s clock; live and failed finish it', () => {
  const started = withReport([], { run: '7-1', step: 'building' }, 100)!;
  expect(started).toEqual([{ run: '7-1', startedAt: 100, step: 'building' }]);
  // A repeated "building" does not move the start.
  expect(withReport(started, { run: '7-1', step: 'building' }, 200)).toEqual(started);
  expect(
    withReport(started, { run: '7-1', step: 'failed', message: 'x'.repeat(5000) }, 300),
  ).toEqual([{ run: '7-1', startedAt: 100, step: 'failed', message: 'x'.repeat(4000) }]);
  expect(withReport(started, { run: '7-1', step: 'live' }, 300)).toEqual([
    { run: '7-1', startedAt: 100, step: 'live' },
  ]);
});

test('a finish for a run that never said it was building is refused', () => {
  expect(withReport([], { run: '8-1', step: 'live' }, 1)).toBeUndefined();
});

test('only the last runs are kept', () => {
  let runs: RunRecord[] = [];
  for (let index = 0; index < KEPT_RUNS + 5; index++) {
    runs = withReport(runs, { run: `${index}-1`, step: 'building' }, index)!;
  }
  expect(runs).toHaveLength(KEPT_RUNS);
  expect(runs[0]?.run).toBe('5-1');
});

test('a report says what it is or is refused', () => {
  expect(parseReport({ run: '1-1', step: 'live' })).toEqual({ run: '1-1', step: 'live' });
  expect(parseReport({ run: '1-1', step: 'queued' })).toMatch(/"step"/);
  expect(parseReport({ run: '../x y', step: 'live' })).toMatch(/"run"/);
  expect(parseReport({ run: '1-1', step: 'failed', message: 3 })).toMatch(/"message"/);
  expect(parseReport(null)).toMatch(/JSON object/);
});
