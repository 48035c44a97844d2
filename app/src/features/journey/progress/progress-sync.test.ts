// @vitest-environment node
import { recordAnswer } from '@ths/training/answer';
import { emptyProgress, type Progress } from '@ths/training/progress';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { ProgressSync, RETRY_DELAYS_MS } from './progress-sync.ts';
import '../../../testing/register-fsrs.ts';

const answered = (...scenarios: number[]): Progress =>
  scenarios.reduce(
    (progress, scenario) =>
      recordAnswer(progress, { scenario, correct: true, at: `2026-11-21T10:00:0${scenario}Z` }),
    emptyProgress(),
  );

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

function setup(send: (progress: Progress) => Promise<Progress>) {
  const saved: [Progress, boolean][] = [];
  const failed: boolean[] = [];
  const sync = new ProgressSync({
    send,
    onSaved: (stored, settled) => saved.push([stored, settled]),
    onFailed: (_error, first) => failed.push(first),
  });
  return { sync, saved, failed };
}

test('a pushed state is sent at once and reported settled', async () => {
  const send = vi.fn(async (progress: Progress) => progress);
  const { sync, saved } = setup(send);
  sync.push(answered(1));
  await vi.runAllTimersAsync();
  expect(send).toHaveBeenCalledTimes(1);
  expect(saved).toEqual([[answered(1), true]]);
  expect(sync.hasUnsent).toBe(false);
});

test('one request at a time: states pushed meanwhile are sent next, only the newest', async () => {
  let release!: () => void;
  const send = vi.fn(
    (progress: Progress) => new Promise<Progress>((resolve) => (release = () => resolve(progress))),
  );
  const { sync, saved } = setup(send);
  sync.push(answered(1));
  sync.push(answered(1, 2));
  sync.push(answered(1, 2, 3));
  expect(send).toHaveBeenCalledTimes(1);
  release();
  await vi.advanceTimersByTimeAsync(0);
  expect(saved[0]).toEqual([answered(1), false]);
  expect(send).toHaveBeenCalledTimes(2);
  expect(send.mock.calls[1]![0]).toEqual(answered(1, 2, 3));
  release();
  await vi.advanceTimersByTimeAsync(0);
  expect(saved[1]).toEqual([answered(1, 2, 3), true]);
});

test('a failure is reported once in a row and retried with growing delays until it works', async () => {
  let failures = 3;
  const send = vi.fn(async (progress: Progress) => {
    if (failures-- > 0) throw new Error('offline');
    return progress;
  });
  const { sync, saved, failed } = setup(send);
  sync.push(answered(1));
  await vi.advanceTimersByTimeAsync(0);
  expect(failed).toEqual([true]);
  await vi.advanceTimersByTimeAsync(RETRY_DELAYS_MS[0] - 1);
  expect(send).toHaveBeenCalledTimes(1);
  await vi.advanceTimersByTimeAsync(1);
  expect(send).toHaveBeenCalledTimes(2);
  expect(failed).toEqual([true, false]);
  await vi.advanceTimersByTimeAsync(RETRY_DELAYS_MS[1]);
  expect(send).toHaveBeenCalledTimes(3);
  await vi.advanceTimersByTimeAsync(RETRY_DELAYS_MS[2]);
  expect(send).toHaveBeenCalledTimes(4);
  expect(saved).toEqual([[answered(1), true]]);
  expect(sync.hasUnsent).toBe(false);
});

test('a state pushed while waiting to retry waits for the retry, then goes instead', async () => {
  let fail = true;
  const send = vi.fn(async (progress: Progress) => {
    if (fail) throw new Error('offline');
    return progress;
  });
  const { sync } = setup(send);
  sync.push(answered(1));
  await vi.advanceTimersByTimeAsync(0);
  sync.push(answered(1, 2));
  expect(send).toHaveBeenCalledTimes(1);
  fail = false;
  await vi.advanceTimersByTimeAsync(RETRY_DELAYS_MS[0]);
  expect(send).toHaveBeenCalledTimes(2);
  expect(send.mock.calls[1]![0]).toEqual(answered(1, 2));
});

test('retryNow sends at once instead of at the next retry (the browser is online again)', async () => {
  let fail = true;
  const send = vi.fn(async (progress: Progress) => {
    if (fail) throw new Error('offline');
    return progress;
  });
  const { sync, saved } = setup(send);
  sync.push(answered(1));
  await vi.advanceTimersByTimeAsync(0);
  fail = false;
  sync.retryNow();
  await vi.advanceTimersByTimeAsync(0);
  expect(send).toHaveBeenCalledTimes(2);
  expect(saved).toHaveLength(1);
  await vi.advanceTimersByTimeAsync(60_000);
  expect(send).toHaveBeenCalledTimes(2);
});

test('the last delay repeats for as long as saving fails', async () => {
  const send = vi.fn(async () => {
    throw new Error('offline');
  });
  const { sync } = setup(send);
  sync.push(answered(1));
  const total = RETRY_DELAYS_MS.reduce((sum, delay) => sum + delay, 0);
  await vi.advanceTimersByTimeAsync(total + 2 * RETRY_DELAYS_MS.at(-1)!);
  expect(send).toHaveBeenCalledTimes(1 + RETRY_DELAYS_MS.length + 2);
  expect(sync.hasUnsent).toBe(true);
});

test('after dispose nothing is sent or reported', async () => {
  const send = vi.fn(async () => {
    throw new Error('offline');
  });
  const { sync, failed } = setup(send);
  sync.push(answered(1));
  sync.dispose();
  await vi.advanceTimersByTimeAsync(0);
  expect(failed).toEqual([]);
  await vi.advanceTimersByTimeAsync(60_000);
  expect(send).toHaveBeenCalledTimes(1);
});
