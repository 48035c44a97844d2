import { describe, expect, it } from 'vitest';
import { createFailureDelay, createRateLimiter, failedPasswordKey } from './rate-limit.ts';

describe('rate limiter', () => {
  it('allows the limit per key within the window, then refuses until the oldest request ages out', () => {
    const limiter = createRateLimiter(2, 1000);
    expect([limiter.allow('a', 0), limiter.allow('a', 10), limiter.allow('a', 20)]).toEqual([
      true,
      true,
      false,
    ]);
    expect(limiter.allow('b', 20)).toBe(true);
    expect(limiter.allow('a', 999)).toBe(false);
    expect(limiter.allow('a', 1000)).toBe(true);
  });
});

describe('createFailureDelay', () => {
  it('lets 5 failures through, then waits 1 s, 2 s, 4 s … and forgets on success', () => {
    const delay = createFailureDelay({ free: 5, baseMs: 1000, maxMs: 8000, forgetMs: 60_000 });
    for (let failure = 0; failure < 5; failure++) {
      expect(delay.waitMs('ana', 0)).toBe(0);
      delay.failed('ana', 0);
    }
    expect(delay.waitMs('ana', 0)).toBe(1000);
    expect(delay.waitMs('ana', 1000)).toBe(0);
    delay.failed('ana', 1000);
    expect(delay.waitMs('ana', 1000)).toBe(2000);
    delay.failed('ana', 3000);
    delay.failed('ana', 7000);
    delay.failed('ana', 15_000);
    expect(delay.waitMs('ana', 15_000)).toBe(8000);
    expect(delay.waitMs('bia', 15_000)).toBe(0);
    delay.succeeded('ana');
    expect(delay.waitMs('ana', 15_001)).toBe(0);
  });

  it('forgets failures after a quiet while', () => {
    const delay = createFailureDelay({ free: 1, baseMs: 1000, forgetMs: 60_000 });
    delay.failed('ana', 0);
    delay.failed('ana', 0);
    expect(delay.waitMs('ana', 0)).toBe(2000);
    expect(delay.waitMs('ana', 60_000)).toBe(0);
  });
});

describe('failedPasswordKey', () => {
  it("keeps one account's failures from one address apart from the same account elsewhere", () => {
    const delay = createFailureDelay({ free: 1, baseMs: 1000 });
    const stranger = failedPasswordKey('ana@escola.example', '203.0.113.66');
    delay.failed(stranger, 0);
    delay.failed(stranger, 0);
    expect(delay.waitMs(stranger, 0)).toBe(2000);
    expect(delay.waitMs(failedPasswordKey('ana@escola.example', '198.51.100.20'), 0)).toBe(0);
    expect(delay.waitMs(failedPasswordKey('bia@escola.example', '203.0.113.66'), 0)).toBe(0);
  });
});
