import { expect, test } from 'vitest';
import { recordAnswer } from './answer.ts';
import type { Assignment } from './assignments.ts';
import { gridWork, isPastDue, workCell, workStanding } from './class-work-grid.ts';
import { emptyProgress, type Progress } from './progress.ts';

// Phase 1: scenarios 1-4; skill 'escuta' has 1, 3 and 5 (phase 1 and 2), 'pedir' has 2 and 6.
const SCENARIOS = [
  { number: 1, stage: 1, skillKey: 'escuta' },
  { number: 2, stage: 1, skillKey: 'pedir' },
  { number: 3, stage: 1, skillKey: 'escuta' },
  { number: 4, stage: 1, skillKey: 'esperar' },
  { number: 5, stage: 2, skillKey: 'escuta' },
  { number: 6, stage: 2, skillKey: 'pedir' },
];
const TODAY = '2026-11-29';

const work = (
  kind: 'phase' | 'skill',
  target: string,
  dueOn: string | null = null,
  createdAt = '2026-11-01T10:00:00Z',
): Assignment => ({ id: `${kind}-${target}-${dueOn}`, kind, target, dueOn, createdAt });

function answered(...answers: [number, boolean, boolean?][]): Progress {
  let progress = emptyProgress();
  let minute = 0;
  for (const [scenario, correct, later] of answers) {
    progress = recordAnswer(progress, {
      scenario,
      correct,
      at: `2026-11-20T10:${String(minute++).padStart(2, '0')}:00Z`,
    });
    if (later !== undefined)
      progress = recordAnswer(progress, {
        scenario,
        correct: later,
        at: `2026-11-20T11:${String(minute++).padStart(2, '0')}:00Z`,
      });
  }
  return progress;
}

test('a skill with 2 of its 3 scenarios answered is partial, "2 de 3", not "nobody did it"', () => {
  expect(
    workCell(work('skill', 'escuta'), SCENARIOS, answered([1, true], [3, true]), TODAY),
  ).toEqual({ status: 'partial', answered: 2, total: 3, toReview: 0, overdue: false });
});

test('done follows the home: a phase once each is answered, a skill once none is left to review', () => {
  const allWrongOnce = answered([1, false], [2, true], [3, true], [4, true]);
  expect(workCell(work('phase', '1'), SCENARIOS, allWrongOnce, TODAY).status).toBe('done');
  const skill = answered([1, false], [3, true], [5, true]);
  expect(workCell(work('skill', 'escuta'), SCENARIOS, skill, TODAY)).toEqual({
    status: 'partial',
    answered: 3,
    total: 3,
    toReview: 1,
    overdue: false,
  });
  const fixed = answered([1, false, true], [3, true], [5, true]);
  expect(workCell(work('skill', 'escuta'), SCENARIOS, fixed, TODAY).status).toBe('done');
});

test('nothing answered of the work is not started, even with other work answered', () => {
  expect(workCell(work('skill', 'pedir'), SCENARIOS, answered([1, true]), TODAY)).toEqual({
    status: 'not-started',
    answered: 0,
    total: 2,
    toReview: 0,
    overdue: false,
  });
});

test('late from the day after its date, when not done; done work is never late', () => {
  const partial = answered([1, true]);
  const due = (dueOn: string | null) =>
    workCell(work('skill', 'escuta', dueOn), SCENARIOS, partial, TODAY).overdue;
  expect(due('2026-11-28')).toBe(true);
  expect(due(TODAY)).toBe(false);
  expect(due('2026-11-30')).toBe(false);
  expect(due(null)).toBe(false);
  expect(workCell(work('phase', '2', '2026-01-01'), SCENARIOS, emptyProgress(), TODAY)).toEqual({
    status: 'not-started',
    answered: 0,
    total: 2,
    toReview: 0,
    overdue: true,
  });
  const done = answered([1, true], [3, true], [5, true]);
  expect(workCell(work('skill', 'escuta', '2026-01-01'), SCENARIOS, done, TODAY).overdue).toBe(
    false,
  );
  expect(isPastDue('2025-12-31', '2026-01-01')).toBe(true);
});

test('the grid shows late and soonest work first, undated after, and leaves out work that is gone', () => {
  const undatedOld = work('phase', '1', null, '2026-10-01T10:00:00Z');
  const undatedNew = work('skill', 'pedir', null, '2026-11-10T10:00:00Z');
  const late = work('skill', 'escuta', '2026-11-20');
  const soon = work('phase', '2', '2026-12-04');
  const gone = work('skill', 'apagada', '2026-11-01');
  expect(gridWork([undatedNew, soon, gone, undatedOld, late], SCENARIOS)).toEqual([
    late,
    soon,
    undatedOld,
    undatedNew,
  ]);
});

test("each learner is done, part of the way with their count, or not started, in the list's order", () => {
  const ana = { name: 'Ana', progress: answered([1, true], [3, true], [5, true]) };
  const bia = { name: 'Bia', progress: answered([1, true], [3, false]) };
  const caio = { name: 'Caio', progress: emptyProgress() };
  const standing = workStanding(work('skill', 'escuta'), SCENARIOS, [ana, bia, caio], TODAY);
  expect(standing.done).toEqual([ana]);
  expect(standing.partial).toEqual([
    {
      learner: bia,
      cell: { status: 'partial', answered: 2, total: 3, toReview: 1, overdue: false },
    },
  ]);
  expect(standing.notStarted).toEqual([caio]);
});
