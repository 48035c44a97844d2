// A reload of class work's address (docs/decisions/0053): the class's work is read after the
// first paint, and an address in a phase the learner's own progress keeps locked could be that
// work. Checked before the read came back, it would be sent away as locked; it waits instead.
import { isPhaseUnlocked, type ScenarioRef } from '@ths/training/phases';
import type { Progress } from '@ths/training/progress';
import type { JourneyView } from './journey-view.ts';

/**
 * Whether `view` is in a phase only the class's work could open for this learner, or is a class
 * session or its closing card, which are the class's work itself (docs/decisions/0072).
 */
export function waitsForClassWork(
  view: JourneyView,
  scenarios: readonly ScenarioRef[],
  progress: Progress,
): boolean {
  if (view.name === 'task' || view.name === 'task-end') return true;
  const phase =
    view.name === 'lesson' || view.name === 'complete'
      ? view.phase
      : view.name === 'practice'
        ? scenarios.find((scenario) => scenario.number === view.scenario)?.stage
        : undefined;
  return phase !== undefined && !isPhaseUnlocked(scenarios, progress, phase);
}
