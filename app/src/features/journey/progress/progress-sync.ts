// The outbox for saves (docs/product/journey.md#saving). It holds the newest state not yet
// confirmed and sends it, one request at a time, until the database has it: at once, again
// with backoff after a failure, and at once when the browser comes back online. Every save
// carries the whole state and the database merges it, so a state sent twice counts once and
// a newer state includes everything an older one had.
import type { Progress } from '@ths/training/progress';

/** Waits after the 1st, 2nd, … failed save; the last one repeats. */
export const RETRY_DELAYS_MS = [1_000, 2_000, 5_000, 10_000, 30_000] as const;

export type ProgressSyncOptions = {
  send: (progress: Progress) => Promise<Progress>;
  /** The database's merged state; `settled` when nothing newer waits to be sent. */
  onSaved: (stored: Progress, settled: boolean) => void;
  /** Every failure; `firstInARow` is true for the first failure after a success. */
  onFailed: (error: unknown, firstInARow: boolean) => void;
  retryDelaysMs?: readonly number[];
};

export class ProgressSync {
  #options: Required<ProgressSyncOptions>;
  #waiting: Progress | null = null;
  #sending = false;
  #failures = 0;
  #retryTimer: ReturnType<typeof setTimeout> | undefined;
  #disposed = false;

  constructor(options: ProgressSyncOptions) {
    this.#options = { retryDelaysMs: RETRY_DELAYS_MS, ...options };
  }

  /** Queue `progress` (replacing any older unsent state) and send it as soon as possible. */
  push(progress: Progress): void {
    this.#waiting = progress;
    if (this.#retryTimer === undefined) void this.#flush();
  }

  /** Send what waits now instead of at the next retry (the browser is back online). */
  retryNow(): void {
    clearTimeout(this.#retryTimer);
    this.#retryTimer = undefined;
    void this.#flush();
  }

  get hasUnsent(): boolean {
    return this.#waiting !== null;
  }

  dispose(): void {
    this.#disposed = true;
    clearTimeout(this.#retryTimer);
  }

  async #flush(): Promise<void> {
    const sending = this.#waiting;
    if (this.#sending || this.#disposed || sending === null) return;
    this.#sending = true;
    let saved = false;
    try {
      const stored = await this.#options.send(sending);
      saved = true;
      this.#failures = 0;
      if (this.#waiting === sending) this.#waiting = null;
      if (!this.#disposed) this.#options.onSaved(stored, this.#waiting === null);
    } catch (error) {
      this.#failures += 1;
      if (!this.#disposed) {
        this.#options.onFailed(error, this.#failures === 1);
        this.#scheduleRetry();
      }
    } finally {
      this.#sending = false;
    }
    // A state pushed while this one was in flight goes next.
    if (saved && this.#waiting !== null) void this.#flush();
  }

  #scheduleRetry(): void {
    const delays = this.#options.retryDelaysMs;
    const delay = delays[Math.min(this.#failures, delays.length) - 1] ?? 0;
    clearTimeout(this.#retryTimer);
    this.#retryTimer = setTimeout(() => {
      this.#retryTimer = undefined;
      void this.#flush();
    }, delay);
  }
}
