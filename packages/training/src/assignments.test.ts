import { expect, test } from 'vitest';
import { currentTarget } from './skill-renames.ts';
import {
  assignmentFromRow,
  assignmentProgress,
  assignmentScenarios,
  classSessionScenarios,
  currentAssignment,
  givenWork,
  isAssignmentDone,
  type Assignment,
} from './assignments.ts';
import { answerAll } from './test-helpers.ts';
import { emptyProgress } from './progress.ts';

// Phase 1: 1–3 (skills a, a, b); phase 2: 4–5 (skills b, c).
const scenarios = [
  { number: 1, stage: 1, skillKey: 'ouvir' },
  { number: 2, stage: 1, skillKey: 'ouvir' },
  { number: 3, stage: 1, skillKey: 'pedir-ajuda' },
  { number: 4, stage: 2, skillKey: 'pedir-ajuda' },
  { number: 5, stage: 2, skillKey: 'esperar' },
];

const work = (
  kind: Assignment['kind'],
  target: string,
  dueOn: string | null = null,
  createdAt = '2026-11-20T10:00:00Z',
): Assignment => ({
  id: `${kind}-${target}-${dueOn}`,
  kind,
  target,
  dueOn,
  createdAt,
});

test('a phase covers its scenarios; a skill, its scenarios across phases; unknown work covers none', () => {
  expect(assignmentScenarios(work('phase', '2'), scenarios)).toEqual([4, 5]);
  expect(assignmentScenarios(work('skill', 'pedir-ajuda'), scenarios)).toEqual([3, 4]);
  expect(assignmentScenarios(work('phase', '6'), scenarios)).toEqual([]);
  expect(assignmentScenarios(work('skill', 'voar'), scenarios)).toEqual([]);
});

test('a phase is done when each scenario is answered, mistakes included', () => {
  const phase2 = work('phase', '2');
  expect(isAssignmentDone(phase2, scenarios, answerAll([4], true))).toBe(false);
  expect(isAssignmentDone(phase2, scenarios, answerAll([5], false, answerAll([4], true)))).toBe(
    true,
  );
  expect(assignmentProgress(phase2, scenarios, answerAll([4], true))).toEqual({
    done: 1,
    total: 2,
  });
});

test('a skill is done when each scenario is answered and none is still to review', () => {
  const skill = work('skill', 'pedir-ajuda');
  const oneWrong = answerAll([4], false, answerAll([3], true));
  expect(isAssignmentDone(skill, scenarios, oneWrong)).toBe(false);
  // Practised again right (review): done.
  expect(isAssignmentDone(skill, scenarios, answerAll([4], true, oneWrong, 10))).toBe(true);
});

// docs/decisions/0072: 'Fazer a tarefa' plays what the work still needs, and only that.
test("a class session plays the skill's scenarios not answered yet or still to review; a phase has none", () => {
  const skill = work('skill', 'ouvir');
  expect(classSessionScenarios(skill, scenarios, emptyProgress())).toEqual([1, 2]);
  // 1 right: only 2 is left; 2 wrong: it is still to review, so it is played again.
  expect(classSessionScenarios(skill, scenarios, answerAll([1], true))).toEqual([2]);
  const oneWrong = answerAll([2], false, answerAll([1], true));
  expect(classSessionScenarios(skill, scenarios, oneWrong)).toEqual([2]);
  expect(classSessionScenarios(skill, scenarios, answerAll([2], true, oneWrong, 10))).toEqual([]);
  expect(classSessionScenarios(work('phase', '1'), scenarios, emptyProgress())).toEqual([]);
});

test('work the content no longer has is never done and never current', () => {
  const gone = work('phase', '9');
  expect(isAssignmentDone(gone, scenarios, emptyProgress())).toBe(false);
  expect(currentAssignment([gone], scenarios, emptyProgress())).toBeNull();
});

test('the current work: not done, due soonest, undated after dated, then the oldest', () => {
  const undated = work('skill', 'esperar', null, '2026-11-01T00:00:00Z');
  const later = work('phase', '2', '2026-12-10');
  const sooner = work('skill', 'ouvir', '2026-12-03');
  const sameDayOlder = work('skill', 'pedir-ajuda', '2026-12-03', '2026-11-19T00:00:00Z');
  const all = [undated, later, sooner, sameDayOlder];
  expect(currentAssignment(all, scenarios, emptyProgress())).toBe(sameDayOlder);
  const didTwo = answerAll([3, 4], true);
  expect(currentAssignment(all, scenarios, didTwo)).toBe(sooner);
  const didMore = answerAll([1, 2], true, didTwo);
  expect(currentAssignment(all, scenarios, didMore)).toBe(later);
  expect(currentAssignment(all, scenarios, answerAll([5], true, didMore))).toBeNull();
});

test('a skill assigned before the skills were regrouped is read under its key of today; a phase is left alone', () => {
  expect(currentTarget('skill', 'aceitar-ajuda')).toBe('pedir-ajuda');
  expect(currentTarget('skill', 'pedir-ajuda')).toBe('pedir-ajuda');
  expect(currentTarget('phase', '2')).toBe('2');
  expect(
    assignmentScenarios(work('skill', currentTarget('skill', 'aceitar-ajuda')), scenarios),
  ).toEqual([3, 4]);
});

test('the work opens its phases and every scenario it covers; work whose content is gone opens nothing', () => {
  expect(givenWork([], scenarios)).toEqual({ phases: [], scenarios: [] });
  expect(
    givenWork(
      [work('phase', '2'), work('skill', 'pedir-ajuda'), work('phase', '6'), work('skill', 'voar')],
      scenarios,
    ),
  ).toEqual({ phases: [2], scenarios: [3, 4, 5] });
});

test("an assignment's row is read the same on every page: a renamed skill under today's key, an odd date as none", () => {
  const row = {
    id: 'a1',
    kind: 'skill',
    target: 'esperar-a-vez-de-falar',
    due_on: 'infinity',
    created_at: '2026-11-29T10:00:00+00:00',
  };
  expect(assignmentFromRow(row)).toEqual({
    id: 'a1',
    kind: 'skill',
    target: 'esperar-a-vez',
    dueOn: null,
    createdAt: '2026-11-29T10:00:00+00:00',
  });
  expect(assignmentFromRow({ ...row, kind: 'phase', target: '3', due_on: '2026-12-04' })).toEqual({
    id: 'a1',
    kind: 'phase',
    target: '3',
    dueOn: '2026-12-04',
    createdAt: row.created_at,
  });
});
