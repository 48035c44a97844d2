// Issue 39: a chunk that failed to load is asked for again at the next need, and one that
// arrived is never fetched twice.
import { expect, test, vi } from 'vitest';
import { retryingImport } from './retrying-import.ts';

test('a failure is passed on, and the next call loads again', async () => {
  const load = vi
    .fn<() => Promise<string>>()
    .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
    .mockResolvedValueOnce('burst');
  const loader = retryingImport(load);
  await expect(loader()).rejects.toThrow('Failed to fetch dynamically imported module');
  await expect(loader()).resolves.toBe('burst');
  expect(load).toHaveBeenCalledTimes(2);
});

test('what arrived is kept: later calls do not load again', async () => {
  const load = vi.fn(() => Promise.resolve('burst'));
  const loader = retryingImport(load);
  await loader();
  await expect(loader()).resolves.toBe('burst');
  expect(load).toHaveBeenCalledTimes(1);
});

test('calls while a load is under way share it', async () => {
  let arrive: (value: string) => void = () => {};
  const load = vi.fn(() => new Promise<string>((resolve) => (arrive = resolve)));
  const loader = retryingImport(load);
  const first = loader();
  const second = loader();
  arrive('burst');
  await expect(Promise.all([first, second])).resolves.toEqual(['burst', 'burst']);
  expect(load).toHaveBeenCalledTimes(1);
});
