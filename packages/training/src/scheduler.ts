// The FSRS computations the spaced review needs (schedule.ts), behind a small interface so the
// engine does not import ts-fsrs itself. ts-fsrs is 6 kB gzip that no screen needs before the
// first answer: the app downloads `fsrs.ts` after its first paint and registers it before it
// draws the journey (docs/decisions/0015, after issue 18). Node (the tests, the e2e seeding)
// registers it once at start. Everything stays synchronous and deterministic once registered.
import type { ReviewCard } from './review-card.ts';

export type Scheduler = {
  /**
   * The card after one answer given at `when` (ms since the epoch), rated Good when right and
   * Again when wrong; `card` undefined is a scenario never reviewed. Its lastReview is `when`.
   */
  next(card: ReviewCard | undefined, correct: boolean, when: number): ReviewCard;
  /** The chance (0 to 1) to remember the card at `when` (ms since the epoch). */
  retrievability(card: ReviewCard, when: number): number;
};

let registered: Scheduler | undefined;

/** Makes `scheduler` the one every review card is computed with (the app: once it is loaded). */
export function registerScheduler(scheduler: Scheduler): void {
  registered = scheduler;
}

/** True once a scheduler is registered: the review cards can be computed. */
export function schedulerReady(): boolean {
  return registered !== undefined;
}

/** The registered scheduler; throws if none is, rather than leave a card unscheduled. */
export function scheduler(): Scheduler {
  if (!registered) {
    throw new Error(
      'No spaced-review scheduler registered: call registerScheduler(fsrsScheduler) from ' +
        "'@ths/training/fsrs' before recording answers or reading review cards.",
    );
  }
  return registered;
}
