import { expect, test, vi } from 'vitest';
import { createAccountQueue, createEngineShare } from './account-queue.ts';

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

// The budget the local backend gives each account on PGlite (routes.ts, docs/decisions/0038).
const BUDGET = { capacityMs: 25, refillMsPerSecond: 25, freeMsPerRequest: 25 };

test('with a time budget, a long write is followed by a wait as long as its cost; another account does not wait', async () => {
  vi.useFakeTimers();
  try {
    const queue = createAccountQueue(8, BUDGET, () => Date.now());
    const started: string[] = [];
    const write = (label: string, ms: number) => async (charge: (ms: number) => void) => {
      started.push(label);
      charge(ms);
      return label;
    };
    // The bucket is full: one long write starts at once. It ran 125 ms, 100 beyond the free 25,
    // so the bucket is 75 ms short.
    await queue.run('ana', write('ana 1', 125));
    expect(started).toEqual(['ana 1']);

    // Ana's next write waits until the bucket is not empty: 3 s (75 ms at 25 ms a second).
    const second = queue.run('ana', write('ana 2', 5));
    await vi.advanceTimersByTimeAsync(0);
    expect(started).toEqual(['ana 1']);
    // Bruno's writes do not wait for Ana's share.
    await queue.run('bruno', write('bruno 1', 5));
    expect(started).toEqual(['ana 1', 'bruno 1']);
    await vi.advanceTimersByTimeAsync(2_900);
    expect(started).not.toContain('ana 2');
    await vi.advanceTimersByTimeAsync(200);
    expect(await second).toEqual({ value: 'ana 2' });
  } finally {
    vi.useRealTimers();
  }
});

test('writes within the free time never wait, however fast one account sends them', async () => {
  vi.useFakeTimers();
  try {
    const queue = createAccountQueue(8, BUDGET, () => Date.now());
    // 100 saves of 20 ms back to back, with no time passing: 2 s of the engine, all free.
    for (let save = 0; save < 100; save++) {
      const answer = queue.run('ana', async (charge) => {
        charge(20);
        return save;
      });
      // Each save starts without any timer having to fire.
      expect(await answer).toEqual({ value: save });
    }
  } finally {
    vi.useRealTimers();
  }
});

test("an account's reads spend the same bucket as its writes when the queues share it", async () => {
  vi.useFakeTimers();
  try {
    const share = createEngineShare(BUDGET, () => Date.now());
    const writes = createAccountQueue(8, share);
    const reads = createAccountQueue(8, share);
    const started: string[] = [];
    const request = (label: string, ms: number) => async (charge: (ms: number) => void) => {
      started.push(label);
      charge(ms);
      return label;
    };
    // A read of 125 ms leaves Ana's bucket 75 ms short: her next write waits 3 s for it.
    await reads.run('ana', request('ana read', 125));
    const write = writes.run('ana', request('ana write', 5));
    await vi.advanceTimersByTimeAsync(2_900);
    expect(started).toEqual(['ana read']);
    await vi.advanceTimersByTimeAsync(200);
    expect(await write).toEqual({ value: 'ana write' });
  } finally {
    vi.useRealTimers();
  }
});

test('the long lane: one key for all accounts, so a second long request waits for the first one to be paid for', async () => {
  vi.useFakeTimers();
  try {
    const lane = createAccountQueue(8, BUDGET, () => Date.now());
    const started: string[] = [];
    const request = (label: string, ms: number) => async (charge: (ms: number) => void) => {
      started.push(label);
      charge(ms);
      return label;
    };
    // Two accounts' long writes arrive together: the first runs, the second waits for the bucket.
    const first = lane.run('long', request('ana', 125));
    const second = lane.run('long', request('bruno', 125));
    await first;
    await vi.advanceTimersByTimeAsync(2_900);
    expect(started).toEqual(['ana']);
    await vi.advanceTimersByTimeAsync(200);
    expect(await second).toEqual({ value: 'bruno' });
  } finally {
    vi.useRealTimers();
  }
});
