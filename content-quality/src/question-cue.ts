// A learner who looks for the one answer with a question mark should not find the correct one
// more often than by a coin toss. Asking is often the skill a scenario teaches, so questions
// belong in correct choices; but when the correct choice is, scenario after scenario, the only
// one that asks, "?" becomes the cue (the outside read of 2026-11-29 found it in 39 of 43).
// The target: of the scenarios where exactly one choice contains "?", that one is the correct
// one in at most 50 %, per phase and overall, in each language (docs/content/README.md, "The
// rules every scenario follows"; docs/decisions/0065-question-cue-and-safe-online-play.md).
import type { Choice } from '@ths/content-model/bundle-schema';

export const QUESTION_CUE_MAX_PERCENT = 50;

/** Whether a choice asks something: a question mark anywhere, in or out of quotes. */
export const asksQuestion = (text: string): boolean => text.includes('?');

/**
 * The one choice of a scenario that asks a question: `correct` or `wrong`; undefined when none or
 * more than one choice asks (then "?" does not point at a single answer).
 */
export function loneQuestion(
  choices: readonly Pick<Choice, 'text' | 'isCorrect'>[],
): 'correct' | 'wrong' | undefined {
  const asking = choices.filter((choice) => asksQuestion(choice.text));
  if (asking.length !== 1) return undefined;
  return asking[0]!.isCorrect ? 'correct' : 'wrong';
}

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
