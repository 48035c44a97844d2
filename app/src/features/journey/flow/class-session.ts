// A class session (docs/decisions/0072): 'Fazer a tarefa' on a skill plays the scenarios the work
// still needs one after another, as new scenarios (no review is counted, the lesson's 500 ms),
// then its closing card. Pure: the step (journey-step.ts) moves the position and the address.
import {
  assignmentScenarios,
  classSessionScenarios,
  type Assignment,
} from '@ths/training/assignments';
import { dueSetTally } from '@ths/training/due-today';
import type { ScenarioRef } from '@ths/content-model/bundle-schema';
import type { Progress } from '@ths/training/progress';
import type { JourneyView } from './journey-view.ts';

export type TaskView = Extract<JourneyView, { name: 'task' }>;
type WorkRef = Pick<Assignment, 'id' | 'kind' | 'target'>;

/** The class's work named `task`, when the learner's classes have it and it is a skill's. */
export function skillTask(work: readonly WorkRef[], task: string): WorkRef | undefined {
  return work.find((assignment) => assignment.id === task && assignment.kind === 'skill');
}

/**
 * What 'Fazer a tarefa' opens: a phase's work, the phase (docs/decisions/0053); a skill's, the
 * first scenario it still needs with the rest after it; nothing when the work is unknown or done.
 */
export function classWorkStart(
  work: readonly WorkRef[],
  task: string,
  scenarios: readonly ScenarioRef[],
  progress: Progress,
): { kind: 'phase'; phase: number } | { kind: 'session'; view: TaskView } | null {
  const assignment = work.find((candidate) => candidate.id === task);
  if (!assignment) return null;
  if (assignment.kind === 'phase') return { kind: 'phase', phase: Number(assignment.target) };
  const [first, ...next] = classSessionScenarios(assignment, scenarios, progress);
  return first === undefined
    ? null
    : { kind: 'session', view: { name: 'task', task, scenario: first, next } };
}

/**
 * After an answer: the next of the session the work still needs (one answered meanwhile on another
 * device drops out), or the closing card once none is left. Either takes the answered one's place.
 */
export function classSessionNext(
  view: TaskView,
  work: readonly WorkRef[],
  scenarios: readonly ScenarioRef[],
  progress: Progress,
): JourneyView {
  const done = [...(view.done ?? []), view.scenario];
  const assignment = skillTask(work, view.task);
  const still = assignment ? classSessionScenarios(assignment, scenarios, progress) : [];
  const [next, ...rest] = view.next.filter((number) => still.includes(number));
  if (next === undefined) return { name: 'task-end', task: view.task, done };
  return { name: 'task', task: view.task, scenario: next, next: rest, done };
}

/**
 * Whether an address of a session or of its closing card can be shown: the work is the learner's
 * class's skill, the scenario is one of it, and a closing card has something answered in it.
 * Otherwise (the work deleted, an address typed by hand) it is the home.
 */
export function classSessionShows(
  view: Extract<JourneyView, { name: 'task' | 'task-end' }>,
  work: readonly WorkRef[],
  scenarios: readonly ScenarioRef[],
  progress: Progress,
): boolean {
  const assignment = skillTask(work, view.task);
  if (!assignment) return false;
  if (view.name === 'task-end') return dueSetTally(progress, view.done).practised > 0;
  return assignmentScenarios(assignment, scenarios).includes(view.scenario);
}

/**
 * 'Tarefa da turma · 2 de 5': where this scenario stands in the whole work, so a session left and
 * taken up again goes on counting (the ones before it are the work's already done).
 */
export function sessionPosition(
  view: TaskView,
  work: readonly WorkRef[],
  scenarios: readonly ScenarioRef[],
): { position: number; total: number } {
  const assignment = skillTask(work, view.task);
  const total = assignment ? assignmentScenarios(assignment, scenarios).length : 0;
  const left = 1 + view.next.length;
  return { position: Math.max(1, total - left + 1), total: Math.max(total, left) };
}
