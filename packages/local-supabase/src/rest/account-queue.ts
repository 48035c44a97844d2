// Fair share per account (issue 30; docs/decisions/0038-fair-share-and-join-limit.md). PGlite runs
// one transaction at a time, so eight tabs of one account sending the largest rows the database
// allows would line up eight slow writes ahead of every other learner's save. Here each account's
// writes run one at a time: whatever one account sends, it holds at most one place in the
// database's line, and another learner waits behind at most one of its writes. An account may
// have `bound` writes under way (the one running and those waiting for it); one more is refused at
// once, which the server answers 429.

export type AccountQueue = {
  /**
   * Runs `work` after the account's writes already under way; undefined without running it when
   * the account already has `bound` of them.
   */
  run<T>(account: string, work: () => Promise<T>): Promise<{ value: T } | undefined>;
  /** Writes under way for the account (running and waiting). */
  size(account: string): number;
};

export function createAccountQueue(bound: number): AccountQueue {
  const accounts = new Map<string, { size: number; tail: Promise<void> }>();
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
        // The write before this one handed over in a microtask; yield to the event loop first,
        // so that requests of other accounts that arrived meanwhile (read while PGlite, which
        // runs on this thread, was busy) take their place in the database's line before this
        // account's next write does.
        await new Promise((resolve) => setImmediate(resolve));
        return { value: await work() };
      } finally {
        entry.size -= 1;
        done();
        if (entry.size === 0) accounts.delete(account);
      }
    },
    size: (account) => accounts.get(account)?.size ?? 0,
  };
}
