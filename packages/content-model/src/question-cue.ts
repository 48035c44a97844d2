// The question mark as an answer cue. Asking is often the skill a scenario teaches, so questions
// belong in correct choices; but when, scenario after scenario, the correct choice is the only
// one that asks, a learner finds it by looking for "?". The target: of the scenarios where
// exactly one choice contains "?", that one is the correct one in at most 50 %, per phase and
// overall, in each language (docs/content/README.md, "The rules every scenario follows";
// docs/decisions/0065-the-question-mark-and-safe-online-games.md). Shared by `pnpm quality`
// (content-quality), which tallies it over the content, and the Studio, which warns while a
// scenario is written (writing-rules.ts).

/** The most the lone question may be the correct choice, in % of the scenarios that have one. */
export const QUESTION_CUE_MAX_PERCENT = 50;

/** Whether a choice asks something: a question mark anywhere, in quotes or not. */
export const asksQuestion = (text: string): boolean => text.includes('?');

export type LoneQuestion = 'correct' | 'wrong';

/**
 * Which choice is the only one that asks a question: the correct one or a wrong one; undefined
 * when none or more than one asks (then "?" points at no single answer).
 */
export function loneQuestion(
  choices: readonly { text: string; isCorrect: boolean }[],
): LoneQuestion | undefined {
  const asking = choices.filter((choice) => asksQuestion(choice.text));
  if (asking.length !== 1) return undefined;
  return asking[0]!.isCorrect ? 'correct' : 'wrong';
}
