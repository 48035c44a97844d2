// The Scheduler (scheduler.ts) of the spaced review, with FSRS through ts-fsrs; the only module
// of the engine that imports ts-fsrs, so that the app can download it after its first paint.
//
// Short-term learning steps are off: with them ts-fsrs brings a card back after 1 or 10 minutes,
// so a child who just answered right would find the scenario 'Para revisar hoje' within the same
// session. Days are the unit a child and a teacher think in, and a wrong answer is already
// flagged 'Revisar' for practice at once (the review mode, docs/product/journey.md#review-mode).
// Fuzz is off so two devices computing the same review get the same card.
import { createEmptyCard, fsrs, Rating, type Card, type State } from 'ts-fsrs';
import type { ReviewCard } from './review-card.ts';
import type { Scheduler } from './scheduler.ts';
import { instantOf } from './timestamps.ts';

const fsrsOptions = fsrs({ enable_short_term: false, enable_fuzz: false });

function toCard(card: ReviewCard): Card {
  return {
    due: new Date(instantOf(card.due)),
    stability: card.stability,
    difficulty: card.difficulty,
    // Deprecated in ts-fsrs 5 and recomputed from last_review; not saved.
    elapsed_days: 0,
    scheduled_days: card.scheduledDays,
    learning_steps: card.learningSteps,
    reps: card.reps,
    lapses: card.lapses,
    state: card.state as State,
    last_review: new Date(instantOf(card.lastReview)),
  };
}

function fromCard(card: Card, when: number): ReviewCard {
  return {
    due: card.due.toISOString(),
    stability: card.stability,
    difficulty: card.difficulty,
    scheduledDays: card.scheduled_days,
    learningSteps: card.learning_steps,
    reps: card.reps,
    lapses: card.lapses,
    state: card.state,
    lastReview: new Date(when).toISOString(),
  };
}

export const fsrsScheduler: Scheduler = {
  next(card, correct, when) {
    const rating = correct ? Rating.Good : Rating.Again;
    const before = card === undefined ? createEmptyCard(new Date(when)) : toCard(card);
    return fromCard(fsrsOptions.next(before, when, rating).card, when);
  },
  retrievability: (card, when) => fsrsOptions.get_retrievability(toCard(card), when, false),
};
