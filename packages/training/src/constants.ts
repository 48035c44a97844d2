// The product's numbers (spec §9), in one place so the UI and the engine never disagree.

// Re-exported rather than repeated: the content bundle is validated against the same count.
export { PHASE_COUNT } from '@ths/content-model/stage';

/** Spec §4: in normal mode the next scenario shows 500 ms after the continue button. */
export const NEXT_SCENARIO_DELAY_MS = 500;

/** Spec §4: in review mode the review list comes back 1500 ms after the continue button. */
export const REVIEW_RETURN_DELAY_MS = 1500;

/** Spec §4 and §9: a phase score of 80 % or more earns the excellent message. */
export const PHASE_SCORE_THRESHOLD = 80;

/** Spec §3 and §9: the category of a user_progress row when none is chosen. */
export const DEFAULT_CATEGORY = 'default';
