// The product's numbers (docs/product/journey.md#constants), in one place so the UI and the engine
// never disagree.

// The phases the content model allows, which the saved position is checked against (row.ts and
// the database's check, supabase/tests). Screens and rules count the content's own phases
// (phases.ts, phaseCountOf), never this.
export { PHASE_COUNT } from '@ths/content-model/stage';

/**
 * docs/product/journey.md#delays: in normal mode the next scenario shows 500 ms after the continue
 * button.
 */
export const NEXT_SCENARIO_DELAY_MS = 500;

/**
 * docs/product/journey.md#delays: in review mode the review list comes back 1500 ms after the
 * continue button.
 */
export const REVIEW_RETURN_DELAY_MS = 1500;

/**
 * docs/product/journey.md#phase-score: a phase score of 80 % or more earns the excellent message.
 */
export const PHASE_SCORE_THRESHOLD = 80;

/**
 * docs/product/journey.md#spaced-review: 'Para revisar hoje' is practised in sets of at most 5,
 * each ending on a closing card (issue 26, docs/decisions/0023): a child can finish a set.
 */
export const DUE_SET_SIZE = 5;

/** docs/product/data.md#user_progress: the category of a user_progress row when none is chosen. */
export const DEFAULT_CATEGORY = 'default';
