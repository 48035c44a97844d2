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
