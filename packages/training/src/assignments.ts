// Work a class's educator assigns (public.class_assignments, docs/decisions/0030): a phase or a
// skill, due on a date or not. Whether a learner has done it comes from their progress alone, so
// the learner's home and the educator's class view agree without storing anything more.
import type { ScenarioRef } from '@ths/content-model/bundle-schema';
import type { Tables } from '@ths/database-types/database';
import { schoolDateOrNull } from './class-rules.ts';
import type { GivenWork } from './phases.ts';
import { isCompleted, isFlagged, type Progress } from './progress.ts';
import { currentTarget } from './skill-renames.ts';

export type Assignment = {
  id: string;
  kind: 'phase' | 'skill';
  /** The phase's number, or the skill's key. */
  target: string;
  /** A calendar date, 'YYYY-MM-DD', or null for no due date. */
  dueOn: string | null;
  createdAt: string;
};

type AssignmentRef = Pick<Assignment, 'kind' | 'target'>;

/** The columns of public.class_assignments an assignment is read from (assignmentFromRow). */
export const ASSIGNMENT_COLUMNS = 'id,kind,target,due_on,created_at';

/** A class_assignments row as the database types (packages/database-types) say it is read. */
export type AssignmentRow = Pick<
  Tables<'class_assignments'>,
  'id' | 'kind' | 'target' | 'due_on' | 'created_at'
>;

/**
 * An assignment from its row, the one reader of the educator's class pages and the learner's
 * home: a skill under its key of today, and whatever the date column holds ('infinity', a year
 * 5874897 from before the database bounded it) shown without throwing: an odd date is no date.
 * The table's check allows only 'phase' and 'skill' as the kind.
 */
export function assignmentFromRow(row: AssignmentRow): Assignment {
  const kind = row.kind === 'skill' ? 'skill' : 'phase';
  return {
    id: row.id,
    kind,
    target: currentTarget(kind, row.target),
    dueOn: schoolDateOrNull(row.due_on),
    createdAt: row.created_at,
  };
}

/** The scenarios the work covers, in number order; none when the content no longer has it. */
export function assignmentScenarios(
  assignment: AssignmentRef,
  scenarios: readonly ScenarioRef[],
): number[] {
  const covered = scenarios.filter((scenario) =>
    assignment.kind === 'phase'
      ? String(scenario.stage) === assignment.target
      : scenario.skillKey === assignment.target,
  );
  return covered.map((scenario) => scenario.number).sort((a, b) => a - b);
}

/**
 * Done: a phase when each of its scenarios is answered; a skill when each of its scenarios is
 * answered and none is still to review (its latest answer works). Work whose scenarios the
 * content no longer has is never done, and the screens say it cannot be shown.
 */
export function isAssignmentDone(
  assignment: AssignmentRef,
  scenarios: readonly ScenarioRef[],
  progress: Progress,
): boolean {
  const covered = assignmentScenarios(assignment, scenarios);
  if (covered.length === 0) return false;
  return covered.every(
    (number) =>
      isCompleted(progress, number) &&
      (assignment.kind === 'phase' || !isFlagged(progress, number)),
  );
}

/** How many of the work's scenarios are answered (the learner's "3 de 20"). */
export function assignmentProgress(
  assignment: AssignmentRef,
  scenarios: readonly ScenarioRef[],
  progress: Progress,
): { done: number; total: number } {
  const covered = assignmentScenarios(assignment, scenarios);
  return {
    done: covered.filter((number) => isCompleted(progress, number)).length,
    total: covered.length,
  };
}

/**
 * The scenarios a class session plays (docs/decisions/0072): those of a skill's work not answered
 * yet or still to review, in number order; the ones the work still needs before it is done. A
 * phase's work opens the phase instead, so it has none.
 */
export function classSessionScenarios(
  assignment: AssignmentRef,
  scenarios: readonly ScenarioRef[],
  progress: Progress,
): number[] {
  if (assignment.kind !== 'skill') return [];
  return assignmentScenarios(assignment, scenarios).filter(
    (number) => !isCompleted(progress, number) || isFlagged(progress, number),
  );
}

/**
 * The work the learner's home puts first: of the work not yet done that the content has, the
 * one due soonest (work without a date after dated work), then the oldest assigned.
 */
export function currentAssignment<A extends Assignment>(
  assignments: readonly A[],
  scenarios: readonly ScenarioRef[],
  progress: Progress,
): A | null {
  const open = assignments.filter(
    (assignment) =>
      assignmentScenarios(assignment, scenarios).length > 0 &&
      !isAssignmentDone(assignment, scenarios, progress),
  );
  const sorted = [...open].sort(
    (a, b) =>
      (a.dueOn ?? '9999-12-31').localeCompare(b.dueOn ?? '9999-12-31') ||
      a.createdAt.localeCompare(b.createdAt),
  );
  return sorted[0] ?? null;
}

/**
 * What the work opens for the learner whatever the order of the phases (docs/decisions/0053): each
 * phase given, and each scenario of the work. Done work stays open, so the learner can go back to
 * what the class was given; work whose content is gone opens nothing.
 */
export function givenWork(
  assignments: readonly AssignmentRef[],
  scenarios: readonly ScenarioRef[],
): GivenWork {
  const covered = assignments.map((assignment) => ({
    assignment,
    numbers: assignmentScenarios(assignment, scenarios),
  }));
  return {
    phases: covered
      .filter(({ assignment, numbers }) => assignment.kind === 'phase' && numbers.length > 0)
      .map(({ assignment }) => Number(assignment.target)),
    scenarios: [...new Set(covered.flatMap(({ numbers }) => numbers))].sort((a, b) => a - b),
  };
}
