// A learner who looks for the one answer with a question mark should not find the correct one
// more often than by a coin toss (the outside read of 2026-11-29 found it correct in 39 of 43).
// The measure lives in @ths/content-model/question-cue, shared with the Studio's warning; this
// file tallies it over the content, per phase and overall (docs/decisions/0065).
import type { Choice } from '@ths/content-model/bundle-schema';
import { loneQuestion, QUESTION_CUE_MAX_PERCENT } from '@ths/content-model/question-cue';

export {
  asksQuestion,
  loneQuestion,
  QUESTION_CUE_MAX_PERCENT,
} from '@ths/content-model/question-cue';

export type QuestionCueTally = {
  scenarios: number;
  /** Scenarios where exactly one choice asks a question. */
  loneQuestion: number;
  /** ...and that choice is the correct one. */
  correct: number;
  /** correct / loneQuestion, in %; null when no scenario has a lone question. */
  percent: number | null;
  aboveTarget: boolean;
};

/** How often the only choice that asks a question is the correct one, over some scenarios. */
export function tallyQuestionCue(
  scenarios: readonly { choices: readonly Pick<Choice, 'text' | 'isCorrect'>[] }[],
): QuestionCueTally {
  const lone = scenarios
    .map((scenario) => loneQuestion(scenario.choices))
    .filter((kind) => kind !== undefined);
  const correct = lone.filter((kind) => kind === 'correct').length;
  const percent = lone.length === 0 ? null : (correct / lone.length) * 100;
  return {
    scenarios: scenarios.length,
    loneQuestion: lone.length,
    correct,
    percent,
    aboveTarget: percent !== null && percent > QUESTION_CUE_MAX_PERCENT,
  };
}
