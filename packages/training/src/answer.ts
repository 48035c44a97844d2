// docs/product/journey.md#answering, with its rules for what counts: a scenario is completed once,
// correct_answers counts first attempts, and the latest attempt decides the 'Revisar' flag.
import { CHOICE_KEY } from '@ths/content-model/choice-key';
import { mergeResult } from './merge.ts';
import { resultOf, type Progress, type ScenarioResult } from './progress.ts';
import { scheduleAnswer } from './schedule.ts';
import { instantOf, latestOf } from './timestamps.ts';

export type Answer = {
  /** The scenario's number. */
  scenario: number;
  correct: boolean;
  /** When the learner answered, an ISO timestamp from the device's clock. */
  at: string;
  /** The key of the choice picked (docs/decisions/0049), when the content gives it one. */
  choice?: string;
};

/**
 * The state after one answer: first attempt kept, latest attempt updated, streak +1 or back to 0,
 * and the scenario's review card moved on (every answer counts: first, practice, review, due).
 */
export function recordAnswer(progress: Progress, answer: Answer): Progress {
  const { scenario, correct, at, choice } = answer;
  if (!Number.isInteger(scenario) || scenario < 1) {
    throw new RangeError(`A scenario number is a positive integer, got ${scenario}`);
  }
  instantOf(at); // throws on a malformed timestamp before anything is built
  // The database refuses any other key (…_first_choice.sql), which would block every later save.
  if (choice !== undefined && !CHOICE_KEY.test(choice)) {
    throw new RangeError(`A choice key has 1 to 64 letters, digits, "_" or "-", got "${choice}"`);
  }
  const attempt: ScenarioResult = {
    firstAt: at,
    firstCorrect: correct,
    ...(choice === undefined ? {} : { firstChoice: choice }),
    lastAt: at,
    lastCorrect: correct,
  };
  const previous = resultOf(progress, scenario);
  return {
    ...scheduleAnswer(progress, scenario, correct, at),
    // The same rule as a merge, so recording an answer here and saving it agree with the
    // database even when an older answer arrives late.
    results: {
      ...progress.results,
      [scenario]: previous ? mergeResult(previous, attempt) : attempt,
    },
    streak: correct ? progress.streak + 1 : 0,
    updatedAt: latestOf(progress.updatedAt, at),
  };
}

/**
 * docs/product/journey.md#answering: choosing a scenario from the review list counts one review, on
 * this device.
 */
export function recordReviewPick(progress: Progress, deviceId: string): Progress {
  // The trigger refuses other ids: review_counts keys have 1 to 64 characters (code points).
  const length = [...deviceId].length;
  if (length < 1 || length > 64) {
    throw new RangeError(`A device id has 1 to 64 characters, got "${deviceId}"`);
  }
  return {
    ...progress,
    reviewCounts: {
      ...progress.reviewCounts,
      [deviceId]: (progress.reviewCounts[deviceId] ?? 0) + 1,
    },
  };
}
