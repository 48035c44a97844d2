import { expect, test, vi } from 'vitest';
import { afterPaint, NO_PAINT_MS } from './after-paint.ts';

test('runs the task after the next frame, not before', async () => {
  const task = vi.fn();
  afterPaint(task);
  expect(task).not.toHaveBeenCalled();
  await vi.waitFor(() => expect(task).toHaveBeenCalledOnce());
});

test('a cancelled task never runs', async () => {
  const task = vi.fn();
  const cancel = afterPaint(task);
  cancel();
  await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 20)));
  expect(task).not.toHaveBeenCalled();
});

test('a page that never paints (a hidden tab) still runs the task, after NO_PAINT_MS', () => {
  vi.useFakeTimers();
  const frames = vi.spyOn(window, 'requestAnimationFrame').mockImplementation(() => 1);
  const task = vi.fn();
  afterPaint(task);
  vi.advanceTimersByTime(NO_PAINT_MS - 1);
  expect(task).not.toHaveBeenCalled();
  vi.advanceTimersByTime(1);
  expect(task).toHaveBeenCalledTimes(1);
  frames.mockRestore();
  vi.useRealTimers();
});
