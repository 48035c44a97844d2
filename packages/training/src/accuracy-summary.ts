// One truth about accuracy (issue 26, docs/decisions/0022): the learner's progress header, the
// phase-complete view and the educator's class report all read it from here. The number is the
// share right at the first try, which never changes once given, so it cannot say 80 % on one
// screen and 100 % on another after a review; fixing a mistake later is counted beside it, as
// "16 de 20 de primeira · 4 corrigidos depois", never hidden inside it.
import { roundedPercent } from './percent.ts';
import { scenariosOfPhase, type ScenarioRef } from './phases.ts';
import { resultEntries, resultOf, type Progress, type ScenarioResult } from './progress.ts';

export type AccuracySummary = {
  /** Scenarios answered at least once. */
  answered: number;
  /** Of those, right at the first try. */
  firstTry: number;
  /** Wrong at the first try, right now (fixed in review or on a second go). */
  correctedLater: number;
  /** Latest answer wrong: the 'Revisar' ones (a first-try right one missed later in review too). */
  toReview: number;
  /** firstTry of answered, a whole percent; null before any answer (nothing to judge yet). */
  percent: number | null;
};

/** The summary of some results: a phase's, or a learner's whole set. */
export function accuracySummary(results: Iterable<ScenarioResult>): AccuracySummary {
  let answered = 0;
  let firstTry = 0;
  let correctedLater = 0;
  let toReview = 0;
  for (const result of results) {
    answered += 1;
    if (result.firstCorrect) firstTry += 1;
    else if (result.lastCorrect) correctedLater += 1;
    if (!result.lastCorrect) toReview += 1;
  }
  return {
    answered,
    firstTry,
    correctedLater,
    toReview,
    percent: answered === 0 ? null : roundedPercent(firstTry, answered),
  };
}

/** The summary of one phase's answered scenarios. */
export function phaseAccuracy(
  scenarios: readonly ScenarioRef[],
  progress: Progress,
  phase: number,
): AccuracySummary {
  return accuracySummary(
    scenariosOfPhase(scenarios, phase)
      .map((scenario) => resultOf(progress, scenario.number))
      .filter((result): result is ScenarioResult => result !== undefined),
  );
}

/** The summary of everything the learner answered (the educator's row). */
export function overallAccuracy(progress: Progress): AccuracySummary {
  return accuracySummary(resultEntries(progress).map(([, result]) => result));
}
