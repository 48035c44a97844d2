// Which phases' scenario texts a view draws (docs/decisions/0015): the home, the path, the
// phase-complete screen, the achievements, 'Minhas habilidades' and a set's closing card need
// only the content index; a lesson needs its scenario's phase; review lists the played scenarios
// (docs/decisions/0023, 0068), so only their phases.
import type { ScenarioRef } from '@ths/content-model/bundle-schema';
import { currentScenarioOf } from '@ths/training/navigation';
import type { Progress } from '@ths/training/progress';
import { reviewByPhase } from '@ths/training/review-list';
import type { JourneyView } from './journey-view.ts';

/** The phases whose scenarios `view` shows, ascending, each once. */
export function phasesShown(
  view: JourneyView,
  scenarios: readonly Pick<ScenarioRef, 'number' | 'stage'>[],
  progress: Progress,
): readonly number[] {
  const phaseOf = (number: number) => scenarios.find((s) => s.number === number)?.stage;
  switch (view.name) {
    case 'review':
      return reviewByPhase(scenarios, progress).map((group) => group.phase);
    case 'lesson':
      return ascending([currentScenarioOf(scenarios, progress)?.stage]);
    case 'practice':
    case 'task':
      // The ones still to practise in a row come 1500 ms later: their phases load now.
      return ascending([currentScenarioOf(scenarios, progress)?.stage, ...view.next.map(phaseOf)]);
    case 'home':
    case 'complete':
    case 'achievements':
    case 'skills':
    case 'due-end':
    case 'review-end':
    case 'task-end':
      return [];
  }
}

function ascending(phases: ReadonlyArray<number | undefined>): number[] {
  return [...new Set(phases.filter((phase) => phase !== undefined))].sort((a, b) => a - b);
}
