// Fair share per account (issue 30; docs/decisions/0038-fair-share-and-join-limit.md).
//
// 1. An account's writes run one at a time. An account may have `bound` writes under way (the one
//    running and those waiting for it); one more is refused at once, which the server answers 429.
//    Whatever one account sends, it holds at most one place in the database's line.
// 2. On PGlite, an account's writes also share the engine's time (`budget`). PGlite runs one
//    statement at a time on the server's own thread: while a write of the largest row the bounds
//    allow runs (100 ms and more), nothing else happens, not even reading another learner's
//    request. So each account has a bucket of database time (a token bucket: `capacityMs`, refilled
//    at `refillMsPerSecond`); a write starts only while its account's bucket is not empty, and the
//    time it ran beyond `freeMsPerWrite` is taken from it. Short writes are free because point 1
//    already bounds them: another account waits behind at most one of them, a few milliseconds.
//    Only a long write holds the engine long enough to hurt others, so only long writes spend the
//    share. An ordinary save never waits, however fast an account sends them; an account that
//    keeps sending the largest rows gets one now and then and no more.

export type TimeBudget = { capacityMs: number; refillMsPerSecond: number; freeMsPerWrite: number };

export type AccountQueue = {
  /**
   * Runs `work` after the account's writes already under way (and, with a budget, once its bucket
   * is not empty); undefined without running it when the account already has `bound` of them.
   * `work` reports the database time it used through `charge`.
   */
  run<T>(
    account: string,
    work: (charge: (ms: number) => void) => Promise<T>,
  ): Promise<{ value: T } | undefined>;
  /** Writes under way for the account (running and waiting). */
  size(account: string): number;
};

export function createAccountQueue(
  bound: number,
  budget?: TimeBudget,
  now: () => number = () => performance.now(),
): AccountQueue {
  const accounts = new Map<string, { size: number; tail: Promise<void> }>();
  // Only accounts whose bucket is not full are kept.
  const buckets = new Map<string, { tokens: number; at: number }>();

  const tokensOf = (account: string, at: number): number => {
    if (!budget) return Infinity;
    const bucket = buckets.get(account);
    if (!bucket) return budget.capacityMs;
    const tokens = Math.min(
      budget.capacityMs,
      bucket.tokens + ((at - bucket.at) / 1000) * budget.refillMsPerSecond,
    );
    if (tokens >= budget.capacityMs) buckets.delete(account);
    return tokens;
  };

  /** Waits until the account's bucket is not empty. */
  async function turnOf(account: string) {
    for (;;) {
      const tokens = tokensOf(account, now());
      if (tokens > 0 || !budget) return;
      const waitMs = (-tokens / budget.refillMsPerSecond) * 1000 + 1;
      await new Promise((resolve) => setTimeout(resolve, waitMs));
    }
  }

  const charge = (account: string) => (ms: number) => {
    if (!budget || ms <= budget.freeMsPerWrite) return;
    const at = now();
    buckets.set(account, { tokens: tokensOf(account, at) - (ms - budget.freeMsPerWrite), at });
  };

  return {
    async run(account, work) {
      const entry = accounts.get(account) ?? { size: 0, tail: Promise.resolve() };
      if (entry.size >= bound) return undefined;
      entry.size += 1;
      accounts.set(account, entry);
      const previous = entry.tail;
      let done!: () => void;
      entry.tail = new Promise<void>((resolve) => (done = resolve));
      try {
        await previous;
        await turnOf(account);
        return { value: await work(charge(account)) };
      } finally {
        entry.size -= 1;
        done();
        if (entry.size === 0) accounts.delete(account);
      }
    },
    size: (account) => accounts.get(account)?.size ?? 0,
  };
}
