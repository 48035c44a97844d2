// Fair share per account (issue 30, issue 41; docs/decisions/0038-fair-share-and-join-limit.md).
//
// 1. An account's requests of one kind (its writes; its reads) run one at a time. An account may
//    have `bound` of them under way (the one running and those waiting for it); one more is
//    refused at once, which the server answers 429. Whatever one account sends, it holds at most
//    one place in the database's line for each kind.
// 2. On PGlite, an account's reads and writes also share the engine's time (an `EngineShare`).
//    PGlite runs one statement at a time on the server's own thread: while a long request runs
//    (a write of the largest row the bounds allow, 100 ms and more), nothing else happens, not
//    even reading another learner's request. So each account has a bucket of database time (a
//    token bucket: `capacityMs`, refilled at `refillMsPerSecond`); a request starts only while its
//    account's bucket is not empty, and the time it ran beyond `freeMsPerRequest` is taken from it.
//    Short requests are free because point 1 already bounds them: another account waits behind at
//    most one of them, a few milliseconds. Only a long request holds the engine long enough to
//    hurt others, so only long requests spend the share. An ordinary save never waits, however
//    fast an account sends them; an account that keeps sending the largest rows gets one now and
//    then and no more.
// 3. Accounts are free to make, so a share per account is not a share per person. The long lane
//    (routes.ts: an account queue whose one key stands for every account) takes the writes
//    whose body is larger than the content ever makes: one at a time across all accounts and, on
//    PGlite, from one shared bucket. 8 accounts sending the largest rows get what one account gets.

export type TimeBudget = {
  capacityMs: number;
  refillMsPerSecond: number;
  freeMsPerRequest: number;
};

/** Buckets of engine time, one per key, that several queues may share. */
export type EngineShare = {
  /** Waits until the key's bucket is not empty. */
  turnOf(key: string): Promise<void>;
  /** Takes from the key's bucket the time `ms` went beyond the free time of a request. */
  charge(key: string, ms: number): void;
};

export function createEngineShare(
  budget: TimeBudget,
  now: () => number = () => performance.now(),
): EngineShare {
  // Only keys whose bucket is not full are kept.
  const buckets = new Map<string, { tokens: number; at: number }>();

  const tokensOf = (key: string, at: number): number => {
    const bucket = buckets.get(key);
    if (!bucket) return budget.capacityMs;
    const tokens = Math.min(
      budget.capacityMs,
      bucket.tokens + ((at - bucket.at) / 1000) * budget.refillMsPerSecond,
    );
    if (tokens >= budget.capacityMs) buckets.delete(key);
    return tokens;
  };

  return {
    async turnOf(key) {
      for (;;) {
        const tokens = tokensOf(key, now());
        if (tokens > 0) return;
        const waitMs = (-tokens / budget.refillMsPerSecond) * 1000 + 1;
        await new Promise((resolve) => setTimeout(resolve, waitMs));
      }
    },
    charge(key, ms) {
      if (ms <= budget.freeMsPerRequest) return;
      const at = now();
      buckets.set(key, { tokens: tokensOf(key, at) - (ms - budget.freeMsPerRequest), at });
    },
  };
}

export type AccountQueue = {
  /**
   * Runs `work` after the account's requests already under way (and, with a share, once its
   * bucket is not empty); undefined without running it when the account already has `bound` of
   * them. `work` reports the database time it used through `charge`.
   */
  run<T>(
    account: string,
    work: (charge: (ms: number) => void) => Promise<T>,
  ): Promise<{ value: T } | undefined>;
  /** Requests under way for the account (running and waiting). */
  size(account: string): number;
};

/**
 * `share`: the buckets this queue's requests take their turn from and are charged to, shared
 * with other queues (reads and writes of one account spend one bucket), or a budget for buckets
 * of this queue's own.
 */
export function createAccountQueue(
  bound: number,
  share?: EngineShare | TimeBudget,
  now: () => number = () => performance.now(),
): AccountQueue {
  const accounts = new Map<string, { size: number; tail: Promise<void> }>();
  const buckets = share && 'capacityMs' in share ? createEngineShare(share, now) : share;

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
        await buckets?.turnOf(account);
        return { value: await work((ms) => buckets?.charge(account, ms)) };
      } finally {
        entry.size -= 1;
        done();
        if (entry.size === 0) accounts.delete(account);
      }
    },
    size: (account) => accounts.get(account)?.size ?? 0,
  };
}
