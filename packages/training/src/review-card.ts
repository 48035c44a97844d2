// One answered scenario's spaced-review card (FSRS): the saved progress holds one per scenario
// (progress.ts), schedule.ts moves it on and scheduler.ts computes it. Its own module, so those
// three import it without importing each other in a circle.

/** The scheduler's state for one scenario, as it is saved (review_schedule in user_progress). */
export type ReviewCard = {
  /** When the scenario is due for review again (ISO timestamp). */
  due: string;
  /** Days until the chance to remember falls to 90% (FSRS stability). */
  stability: number;
  /** 1 (easy) to 10 (hard) for this learner (FSRS difficulty). */
  difficulty: number;
  /** Days from the last review to `due`. */
  scheduledDays: number;
  /** ts-fsrs's position in the short-term steps; 0 while they are off, kept so a card resumes. */
  learningSteps: number;
  /** Answers counted on this card (right and wrong). */
  reps: number;
  /** Times a scenario that was being remembered was answered wrongly. */
  lapses: number;
  /** ts-fsrs's State: 0 new, 1 learning, 2 review, 3 relearning. */
  state: number;
  /** When the latest answer counted on this card was given (ISO timestamp). */
  lastReview: string;
};
