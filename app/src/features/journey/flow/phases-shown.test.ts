import { emptyProgress } from '@ths/training/progress';
import { recordAnswer } from '@ths/training/answer';
import { expect, test } from 'vitest';
import { phasesShown } from './phases-shown.ts';
import '../../../testing/register-fsrs.ts';

// Five phases of three scenarios: 1–3 in phase 1, 4–6 in phase 2, and so on.
const scenarios = Array.from({ length: 15 }, (_, index) => ({
  number: index + 1,
  stage: Math.floor(index / 3) + 1,
}));

test('the home, phase complete, achievements, skills and a closing card draw from the index alone', () => {
  expect(phasesShown({ name: 'home' }, scenarios, emptyProgress())).toEqual([]);
  expect(phasesShown({ name: 'complete', phase: 1 }, scenarios, emptyProgress())).toEqual([]);
  expect(phasesShown({ name: 'achievements' }, scenarios, emptyProgress())).toEqual([]);
  expect(phasesShown({ name: 'skills' }, scenarios, emptyProgress())).toEqual([]);
  expect(phasesShown({ name: 'due-end', done: [1, 4] }, scenarios, emptyProgress())).toEqual([]);
});

test('review lists only the played scenarios, so it needs their phases only', () => {
  expect(phasesShown({ name: 'review' }, scenarios, emptyProgress())).toEqual([]);
  expect(phasesShown({ name: 'review-end', done: [1] }, scenarios, emptyProgress())).toEqual([]);
  const played = [5, 1, 2].reduce(
    (progress, scenario) =>
      recordAnswer(progress, { scenario, correct: scenario !== 2, at: '2026-11-25T09:00:00.000Z' }),
    emptyProgress(),
  );
  expect(phasesShown({ name: 'review' }, scenarios, played)).toEqual([1, 2]);
});

test('a lesson needs the phase of the scenario on its card', () => {
  const lesson = { name: 'lesson', phase: 1, scenario: null } as const;
  expect(phasesShown(lesson, scenarios, emptyProgress())).toEqual([1]);
  const inPhase2 = { ...emptyProgress(), currentPhase: 2, currentScenario: 1 };
  expect(phasesShown(lesson, scenarios, inPhase2)).toEqual([2]);
});

test('practice in a row needs the phases of the card and of the ones still to come', () => {
  const progress = recordAnswer(emptyProgress(), {
    scenario: 1,
    correct: false,
    at: '2026-11-25T09:00:00.000Z',
  });
  const practice = { name: 'practice' as const, scenario: 1, next: [14, 5, 4] };
  expect(phasesShown(practice, scenarios, progress)).toEqual([1, 2, 5]);
});
