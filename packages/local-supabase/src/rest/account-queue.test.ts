import { expect, test, vi } from 'vitest';
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
  await new Promise((resolve) => setTimeout(resolve, 0));
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

test('with a time budget, an account that used up its share waits for it to refill; another account does not wait', async () => {
  vi.useFakeTimers();
  try {
    const queue = createAccountQueue(8, { capacityMs: 250, refillMsPerSecond: 25 }, () =>
      Date.now(),
    );
    // A burst within the bucket: three writes of 100 ms each start at once, one after another.
    const started: string[] = [];
    const write = (label: string, ms: number) => async (charge: (ms: number) => void) => {
      started.push(label);
      charge(ms);
      return label;
    };
    await queue.run('ana', write('ana 1', 100));
    await queue.run('ana', write('ana 2', 100));
    await queue.run('ana', write('ana 3', 100));
    expect(started).toEqual(['ana 1', 'ana 2', 'ana 3']);

    // Ana's bucket is now 50 ms short: her next write waits 2 s (50 ms at 25 ms a second).
    const fourth = queue.run('ana', write('ana 4', 5));
    await vi.advanceTimersByTimeAsync(0);
    expect(started).toEqual(['ana 1', 'ana 2', 'ana 3']);
    // Bruno's writes do not wait for Ana's share.
    await queue.run('bruno', write('bruno 1', 5));
    expect(started).toEqual(['ana 1', 'ana 2', 'ana 3', 'bruno 1']);
    await vi.advanceTimersByTimeAsync(1_900);
    expect(started).not.toContain('ana 4');
    await vi.advanceTimersByTimeAsync(200);
    expect(await fourth).toEqual({ value: 'ana 4' });
  } finally {
    vi.useRealTimers();
  }
});

test('ordinary saves of a few milliseconds never wait for the budget', async () => {
  vi.useFakeTimers();
  try {
    const queue = createAccountQueue(8, { capacityMs: 250, refillMsPerSecond: 25 }, () =>
      Date.now(),
    );
    for (let save = 0; save < 20; save++) {
      const answer = queue.run('ana', async (charge) => {
        charge(8);
        return save;
      });
      // Each save starts without any timer having to fire.
      expect(await answer).toEqual({ value: save });
      await vi.advanceTimersByTimeAsync(1_000);
    }
  } finally {
    vi.useRealTimers();
  }
});
