// What an educator reads about a class (docs/decisions/0012): per learner, where they are and
// how it goes; for the class, where it goes well and which skills need a lesson. Derived from
// each learner's attempts, with the same rules the learner sees (first attempt counts, the
// latest wrong one is 'Revisar').
import type { Scenario } from '@ths/content-model/bundle-schema';
import { overallAccuracy } from './accuracy-summary.ts';
import { roundedPercent } from './percent.ts';
import { phaseCompletedCount, phaseNumbersOf, scenariosOfPhase } from './phases.ts';
import { completedIds, resultEntries, type Progress } from './progress.ts';
import { fromRow, ProgressRowError } from './row.ts';

type ReportScenario = Pick<Scenario, 'number' | 'stage' | 'skill'>;

export type PhaseCount = { phase: number; completed: number; total: number };

export type LearnerReport = {
  currentPhase: number;
  completed: number;
  total: number;
  /** Right on the first attempt. */
  firstTryRight: number;
  /** Wrong at first, right now: "4 corrigidos depois" (accuracy-summary.ts). */
  correctedLater: number;
  /**
   * firstTryRight of completed, in whole percent; null before any answer (nothing to judge). The
   * learner's screens read the same function (docs/decisions/0022).
   */
  accuracy: number | null;
  /** Latest attempt wrong: the learner's 'Revisar' list. */
  toReview: number;
  phases: PhaseCount[];
  /**
   * The skills of the scenarios missed at the first try, those still to review first, each
   * once. With almost one skill per scenario, a skill is "to reinforce" as soon as it was missed;
   * `corrected` once every scenario of it that was missed has been fixed (docs/decisions/0022).
   */
  skillsToReinforce: SkillToReinforce[];
};

export type SkillToReinforce = { skill: string; corrected: boolean };

export function learnerReport(
  scenarios: readonly ReportScenario[],
  progress: Progress,
): LearnerReport {
  const completed = completedIds(progress).length;
  const skillOf = new Map(scenarios.map((scenario) => [scenario.number, scenario.skill]));
  const missed = resultEntries(progress).filter(([, result]) => !result.firstCorrect);
  const stillWrong = missed.filter(([, result]) => !result.lastCorrect);
  const fixed = missed.filter(([, result]) => result.lastCorrect);
  const skillsOf = (entries: typeof missed) =>
    entries
      .map(([number]) => skillOf.get(number))
      .filter((skill): skill is string => skill !== undefined);
  const open = new Set(skillsOf(stillWrong));
  const corrected = skillsOf(fixed).filter((skill) => !open.has(skill));
  const summary = overallAccuracy(progress);
  return {
    currentPhase: progress.currentPhase,
    completed,
    total: scenarios.length,
    firstTryRight: summary.firstTry,
    correctedLater: summary.correctedLater,
    accuracy: summary.percent,
    toReview: summary.toReview,
    phases: phaseNumbersOf(scenarios).map((phase) => ({
      phase,
      completed: phaseCompletedCount(scenarios, progress, phase),
      total: scenariosOfPhase(scenarios, phase).length,
    })),
    skillsToReinforce: [
      ...[...open].map((skill) => ({ skill, corrected: false })),
      ...[...new Set(corrected)].map((skill) => ({ skill, corrected: true })),
    ],
  };
}

export type PhaseAccuracy = {
  phase: number;
  /** Answers given in this phase by the whole class (each learner's scenario once). */
  answered: number;
  firstTryRight: number;
  /** Whole percent; null while nobody has answered in this phase. */
  percent: number | null;
};

/** Per phase, how often the class was right on the first try: the chart a teacher looks at. */
export function classPhaseAccuracy(
  scenarios: readonly ReportScenario[],
  learners: readonly Progress[],
): PhaseAccuracy[] {
  const phaseOf = new Map(scenarios.map((scenario) => [scenario.number, scenario.stage]));
  return phaseNumbersOf(scenarios).map((phase) => {
    let answered = 0;
    let firstTryRight = 0;
    for (const progress of learners) {
      for (const [number, result] of resultEntries(progress)) {
        if (phaseOf.get(number) !== phase) continue;
        answered += 1;
        if (result.firstCorrect) firstTryRight += 1;
      }
    }
    const percent = answered === 0 ? null : roundedPercent(firstTryRight, answered);
    return { phase, answered, firstTryRight, percent };
  });
}

export type SkillStruggle = {
  skill: string;
  /** Learners who missed a scenario of this skill at the first try. */
  learners: number;
  /** Learners who answered a scenario of this skill. */
  answered: number;
};

/** The skills most of the class missed at the first try, most learners first; at most `limit`. */
export function classSkillStruggles(
  scenarios: readonly ReportScenario[],
  learners: readonly Progress[],
  limit: number,
): SkillStruggle[] {
  const skillOf = new Map(scenarios.map((scenario) => [scenario.number, scenario.skill]));
  const tally = new Map<string, { missed: Set<number>; answered: Set<number> }>();
  learners.forEach((progress, learner) => {
    for (const [number, result] of resultEntries(progress)) {
      const skill = skillOf.get(number);
      if (skill === undefined) continue;
      const entry = tally.get(skill) ?? { missed: new Set(), answered: new Set() };
      entry.answered.add(learner);
      if (!result.firstCorrect) entry.missed.add(learner);
      tally.set(skill, entry);
    }
  });
  return [...tally]
    .map(([skill, { missed, answered }]) => ({
      skill,
      learners: missed.size,
      answered: answered.size,
    }))
    .filter((struggle) => struggle.learners > 0)
    .sort(
      (a, b) =>
        b.learners - a.learners ||
        b.learners / b.answered - a.learners / a.answered ||
        a.skill.localeCompare(b.skill),
    )
    .slice(0, limit);
}

/** The members' stored rows, each read on its own; see readMemberRows. */
export type MemberRows<R> = {
  read: { row: R; progress: Progress }[];
  /** Rows the reader refused, each with the reason naming the field. */
  unreadable: { row: R; error: ProgressRowError }[];
};

/**
 * Reads each member's stored progress row with fromRow. One row the reader refuses is left out
 * and returned with its reason, so the rest of the class still has its report: one learner's
 * data never stops the educator's whole class view (issue 30,
 * docs/decisions/0021-timestamps-are-timestamps.md). Anything but a ProgressRowError is a bug
 * and is thrown.
 */
export function readMemberRows<R>(rows: readonly R[]): MemberRows<R> {
  const result: MemberRows<R> = { read: [], unreadable: [] };
  for (const row of rows) {
    try {
      result.read.push({ row, progress: fromRow(row) });
    } catch (error) {
      if (!(error instanceof ProgressRowError)) throw error;
      result.unreadable.push({ row, error });
    }
  }
  return result;
}
