import { emptyProgress } from '@ths/training/progress';
import { describe, expect, it } from 'vitest';
import type { JourneyView } from './journey-view.ts';
import { waitsForClassWork } from './waits-for-class-work.ts';

// Two phases of two scenarios: a new learner has phase 1 open, phase 2 locked.
const scenarios = [
  { number: 1, stage: 1 },
  { number: 2, stage: 1 },
  { number: 3, stage: 2 },
  { number: 4, stage: 2 },
];
const progress = emptyProgress();

describe('waitsForClassWork', () => {
  it('holds an address in a phase the learner has not unlocked: only class work could open it', () => {
    expect(waitsForClassWork({ name: 'lesson', phase: 2, scenario: 3 }, scenarios, progress)).toBe(
      true,
    );
    expect(waitsForClassWork({ name: 'complete', phase: 2 }, scenarios, progress)).toBe(true);
    expect(
      waitsForClassWork({ name: 'practice', scenario: 4, next: [] }, scenarios, progress),
    ).toBe(true);
  });

  it('holds a class session and its closing card even in an open phase: they are the work itself', () => {
    const task: JourneyView = { name: 'task', task: 't', scenario: 1, next: [] };
    expect(waitsForClassWork(task, scenarios, progress)).toBe(true);
    expect(waitsForClassWork({ name: 'task-end', task: 't', done: [1] }, scenarios, progress)).toBe(
      true,
    );
  });

  it('lets every other address through at once', () => {
    expect(waitsForClassWork({ name: 'lesson', phase: 1, scenario: 2 }, scenarios, progress)).toBe(
      false,
    );
    expect(
      waitsForClassWork({ name: 'practice', scenario: 1, next: [] }, scenarios, progress),
    ).toBe(false);
    expect(
      waitsForClassWork({ name: 'practice', scenario: 99, next: [] }, scenarios, progress),
    ).toBe(false);
    for (const name of ['home', 'review', 'achievements', 'skills'] as const)
      expect(waitsForClassWork({ name }, scenarios, progress)).toBe(false);
  });
});
