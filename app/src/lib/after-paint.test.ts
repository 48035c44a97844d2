import { expect, test, vi } from 'vitest';
import { afterPaint } from './after-paint.ts';

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
