// @vitest-environment node
import { learnerReport } from '@ths/training/class-report';
import { emptyProgress, type Progress } from '@ths/training/progress';
import { expect, test } from 'vitest';
import type { LearnerRow } from './class-data.ts';
import { BY_NAME, nextOrder, sortLearnerRows } from './learner-sort.ts';

const SCENARIOS = Array.from({ length: 40 }, (_, index) => ({
  number: index + 1,
  stage: index < 20 ? 1 : 2,
  skill: `Habilidade ${index + 1}`,
}));

const AT = '2026-11-20T10:00:00.000Z';
function answered(right: number[], wrong: number[]): Progress {
  const result = (correct: boolean) => ({
    firstAt: AT,
    firstCorrect: correct,
    lastAt: AT,
    lastCorrect: correct,
  });
  return {
    ...emptyProgress(),
    results: Object.fromEntries([
      ...right.map((n) => [n, result(true)]),
      ...wrong.map((n) => [n, result(false)]),
    ]),
  };
}

function row(name: string, progress: Progress | null, lastActivity: string | null): LearnerRow {
  return {
    userId: name,
    name,
    ownName: name,
    classOnlyName: null,
    report: progress === null ? null : learnerReport(SCENARIOS, progress),
    progress: progress ?? emptyProgress(),
    lastActivity,
    joinedAt: '2026-11-01T10:00:00.000Z',
    idle: false,
    help: null,
    sameName: false,
  };
}

const ROWS = [
  row('Bruno', answered([1, 2, 3], [4]), '2026-11-25T10:00:00.000Z'),
  row('ana', answered([1], [2, 3]), '2026-11-20T10:00:00.000Z'),
  row('Carla', emptyProgress(), null),
  row('Davi', null, '2026-11-26T10:00:00.000Z'),
  row('Érica', answered([1, 2, 3, 4, 5], []), '2026-11-22T10:00:00.000Z'),
];
const names = (order: Parameters<typeof sortLearnerRows>[1]) =>
  sortLearnerRows(ROWS, order, 'pt-BR').map((r) => r.name);

test('by name, as a Brazilian reads it (case and accents do not push a name to the end)', () => {
  expect(names(BY_NAME)).toEqual(['ana', 'Bruno', 'Carla', 'Davi', 'Érica']);
  expect(names({ column: 'name', direction: 'descending' })).toEqual([
    'Érica',
    'Davi',
    'Carla',
    'Bruno',
    'ana',
  ]);
});

test('by first-try accuracy: lowest first, then highest first; no answers and unreadable at the end', () => {
  expect(names({ column: 'accuracy', direction: 'ascending' })).toEqual([
    'ana',
    'Bruno',
    'Érica',
    'Carla',
    'Davi',
  ]);
  expect(names({ column: 'accuracy', direction: 'descending' })).toEqual([
    'Érica',
    'Bruno',
    'ana',
    'Carla',
    'Davi',
  ]);
});

test('by scenarios to review, done, open skills and last activity', () => {
  expect(names({ column: 'review', direction: 'descending' })).toEqual([
    'ana',
    'Bruno',
    'Carla',
    'Érica',
    'Davi',
  ]);
  expect(names({ column: 'done', direction: 'descending' }).slice(0, 3)).toEqual([
    'Érica',
    'Bruno',
    'ana',
  ]);
  expect(names({ column: 'skills', direction: 'descending' })[0]).toBe('ana');
  // Oldest first: who has been away longest; never practised at the end.
  expect(names({ column: 'last', direction: 'ascending' })).toEqual([
    'ana',
    'Érica',
    'Bruno',
    'Davi',
    'Carla',
  ]);
});

test('by the day they joined: first in first, then newest first; an unreadable row has its day too', () => {
  const joined = ROWS.map((r, index) => ({
    ...r,
    joinedAt: ['2026-09-03', '2026-10-15', '2026-08-01', '2026-11-02', '2026-09-20'][index]!,
  }));
  const order = (direction: 'ascending' | 'descending') =>
    sortLearnerRows(joined, { column: 'joined', direction }, 'pt-BR').map((r) => r.name);
  expect(order('ascending')).toEqual(['Carla', 'Bruno', 'Érica', 'ana', 'Davi']);
  expect(order('descending')).toEqual(['Davi', 'ana', 'Érica', 'Bruno', 'Carla']);
});

test('a header pressed once sorts up, again down; another header starts up', () => {
  const once = nextOrder(BY_NAME, 'review');
  expect(once).toEqual({ column: 'review', direction: 'ascending' });
  expect(nextOrder(once, 'review')).toEqual({ column: 'review', direction: 'descending' });
  expect(nextOrder(nextOrder(once, 'review'), 'review')).toEqual(once);
  expect(nextOrder(BY_NAME, 'name')).toEqual({ column: 'name', direction: 'descending' });
});
