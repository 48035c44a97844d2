import { expect, test } from 'vitest';
import { createAccountQueue } from './account-queue.ts';

/** A write that finishes when the test says so. */
function heldWrite() {
  let finish!: () => void;
  const finished = new Promise<void>((resolve) => (finish = resolve));
  let started = false;
  return {
    work: async () => {
      started = true;
      await finished;
      return 'saved';
    },
    finish,
    get started() {
      return started;
    },
  };
}

test("one account's 9th write under way is refused while another account's write goes through", async () => {
  const queue = createAccountQueue(8);
  const writes = Array.from({ length: 8 }, heldWrite);
  const admitted = writes.map((write) => queue.run('ana', write.work));
  expect(queue.size('ana')).toBe(8);
  expect(await queue.run('ana', async () => 'ninth')).toBeUndefined();

  // Another account does not wait for Ana's writes.
  expect(await queue.run('bruno', async () => 'bruno saved')).toEqual({ value: 'bruno saved' });

  for (const write of writes) write.finish();
  expect(await Promise.all(admitted)).toEqual(writes.map(() => ({ value: 'saved' })));
  expect(queue.size('ana')).toBe(0);
  expect(await queue.run('ana', async () => 'later')).toEqual({ value: 'later' });
});

test("an account's writes run one at a time, in the order they came", async () => {
  const queue = createAccountQueue(8);
  const [first, second] = [heldWrite(), heldWrite()];
  const done = [queue.run('ana', first.work), queue.run('ana', second.work)];
  await Promise.resolve();
  expect(first.started).toBe(true);
  expect(second.started).toBe(false);
  first.finish();
  await done[0];
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(second.started).toBe(true);
  second.finish();
  await done[1];
});

test('a write that fails frees its place and lets the next one run', async () => {
  const queue = createAccountQueue(1);
  await expect(
    queue.run('ana', async () => {
      throw new Error('refused by the database');
    }),
  ).rejects.toThrow('refused by the database');
  expect(queue.size('ana')).toBe(0);
  expect(await queue.run('ana', async () => 'saved')).toEqual({ value: 'saved' });
});
