// The class page's first answer (issue 40, docs/decisions/0070): for each learner and each piece of
// the class's work (public.class_assignments), done, part of it ("2 de 3"), or not started, and
// late once its day has passed. Computed from the progress the educator already reads and the
// class's assignments, with the rule the learner's home uses for done (isAssignmentDone).
import type { ScenarioRef } from '@ths/content-model/bundle-schema';
import { assignmentScenarios, isAssignmentDone, type Assignment } from './assignments.ts';
import { isCompleted, isFlagged, type Progress } from './progress.ts';

type WorkRef = Pick<Assignment, 'kind' | 'target' | 'dueOn'>;

export type WorkCell = {
  status: 'done' | 'partial' | 'not-started';
  /** Scenarios of the work answered (the learner's home's "2 de 3 feitos"). */
  answered: number;
  total: number;
  /**
   * Answered scenarios still to review: why a skill with every scenario answered is not done yet
   * (a phase is done once each is answered, docs/decisions/0030).
   */
  toReview: number;
  /** Not done and its day is before today: late, whatever part of it was done. */
  overdue: boolean;
};

/**
 * Whether a due day has passed on `today` (both 'YYYY-MM-DD', compared as days: the work is due
 * by the end of its day, so it is late from the next one). No day: never late.
 */
export function isPastDue(dueOn: string | null, today: string): boolean {
  return dueOn !== null && dueOn < today;
}

/** One learner's state in one piece of work; see WorkCell. */
export function workCell(
  work: WorkRef,
  scenarios: readonly ScenarioRef[],
  progress: Progress,
  today: string,
): WorkCell {
  const covered = assignmentScenarios(work, scenarios);
  const answered = covered.filter((number) => isCompleted(progress, number)).length;
  const toReview = covered.filter((number) => isFlagged(progress, number)).length;
  const done = isAssignmentDone(work, scenarios, progress);
  return {
    status: done ? 'done' : answered === 0 ? 'not-started' : 'partial',
    answered,
    total: covered.length,
    toReview,
    overdue: !done && isPastDue(work.dueOn, today),
  };
}

/**
 * The work a grid shows, in the order the learner's home takes it up (currentAssignment): due
 * soonest first (so late work leads), work without a day after, then the oldest. Work whose
 * content is gone has no scenario to show and is left out (its row in 'Tarefas da turma' says so).
 */
export function gridWork<A extends Assignment>(
  assignments: readonly A[],
  scenarios: readonly ScenarioRef[],
): A[] {
  return assignments
    .filter((work) => assignmentScenarios(work, scenarios).length > 0)
    .sort(
      (a, b) =>
        (a.dueOn ?? '9999-12-31').localeCompare(b.dueOn ?? '9999-12-31') ||
        a.createdAt.localeCompare(b.createdAt),
    );
}

export type WorkStanding<L> = {
  done: L[];
  /** Started, not done, with how far each is. */
  partial: { learner: L; cell: WorkCell }[];
  notStarted: L[];
};

/**
 * Who has done one piece of work, who is part of the way and who has not started, in the order
 * the learners come: the line under each task in 'Tarefas da turma', which said only who had
 * finished ("Ninguém fez ainda" while a learner had done 2 of 3).
 */
export function workStanding<L extends { progress: Progress }>(
  work: WorkRef,
  scenarios: readonly ScenarioRef[],
  learners: readonly L[],
  today: string,
): WorkStanding<L> {
  const standing: WorkStanding<L> = { done: [], partial: [], notStarted: [] };
  for (const learner of learners) {
    const cell = workCell(work, scenarios, learner.progress, today);
    if (cell.status === 'done') standing.done.push(learner);
    else if (cell.status === 'partial') standing.partial.push({ learner, cell });
    else standing.notStarted.push(learner);
  }
  return standing;
}
