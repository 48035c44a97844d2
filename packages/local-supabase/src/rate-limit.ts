// Requests per client address in a sliding window, as Supabase Auth limits sign-ins and
// sign-ups (supabase/config.toml [auth.rate_limit], per 5 minutes).
export type RateLimiter = { allow(key: string, now?: number): boolean };

export function createRateLimiter(limit: number, windowMs: number): RateLimiter {
  const hits = new Map<string, number[]>();
  return {
    allow(key, now = Date.now()) {
      const recent = (hits.get(key) ?? []).filter((at) => now - at < windowMs);
      const allowed = recent.length < limit;
      if (allowed) recent.push(now);
      if (recent.length === 0) hits.delete(key);
      else hits.set(key, recent);
      return allowed;
    },
  };
}

/**
 * Failed passwords per account (issue 30): the first `free` failures cost nothing; after them each
 * attempt waits a delay that doubles with every further failure (1 s, 2 s, 4 s … at most `maxMs`),
 * as GoTrue slows down guessing. A sign-in that works forgets the account's failures, and so does
 * `forgetMs` without a failure. An attempt within the delay is refused before the password is
 * checked and before the client address's limit counts it, so one learner's wrong passwords slow
 * only their own account, never a classroom that shares one address. The routes key it by
 * `failedPasswordKey`, the e-mail and the client's address, so that they slow the one who fails
 * and never the owner signing in from elsewhere (docs/decisions/0028, the threat model).
 */
export type FailureDelay = {
  /** Milliseconds this account must still wait, 0 when it may try. */
  waitMs(key: string, now?: number): number;
  failed(key: string, now?: number): void;
  succeeded(key: string): void;
};

/** The failure delay's key: one account as tried from one client address. */
export function failedPasswordKey(email: string, address: string | undefined): string {
  return `${email}\n${address ?? 'unknown'}`;
}

/** Entries kept before the expired ones are swept (each address is bounded by its own limit). */
const SWEEP_AT = 10_000;

export function createFailureDelay({
  free = 5,
  baseMs = 1000,
  maxMs = 300_000,
  forgetMs = 900_000,
} = {}): FailureDelay {
  const accounts = new Map<string, { failures: number; last: number }>();
  const current = (key: string, now: number) => {
    const entry = accounts.get(key);
    if (entry && now - entry.last >= forgetMs) {
      accounts.delete(key);
      return undefined;
    }
    return entry;
  };
  return {
    waitMs(key, now = Date.now()) {
      const entry = current(key, now);
      if (!entry || entry.failures < free) return 0;
      const delay = Math.min(maxMs, baseMs * 2 ** (entry.failures - free));
      return Math.max(0, entry.last + delay - now);
    },
    failed(key, now = Date.now()) {
      // Keys are e-mail and address, so strangers could fill the map with ones never tried again.
      if (accounts.size >= SWEEP_AT) {
        for (const [other, entry] of accounts) {
          if (now - entry.last >= forgetMs) accounts.delete(other);
        }
      }
      const entry = current(key, now);
      accounts.set(key, { failures: (entry?.failures ?? 0) + 1, last: now });
    },
    succeeded(key) {
      accounts.delete(key);
    },
  };
}
