// Sorting the learners' table by any column (issue 27, docs/decisions/0033): the first press on a
// header sorts up (A to Z, fewest first, oldest first), the next one down, as in a spreadsheet.
// A learner whose data could not be read, or who has nothing in that column yet (no answer, never
// practised), stays at the end either way: an empty cell is not the lowest value.
import type { LearnerRow } from './class-data.ts';

export const SORT_COLUMNS = [
  'name',
  'phase',
  'done',
  'accuracy',
  'review',
  'last',
  'skills',
  // The day the learner joined (docs/decisions/0074).
  'joined',
] as const;
export type SortColumn = (typeof SORT_COLUMNS)[number];
export type SortDirection = 'ascending' | 'descending';
export type SortOrder = { column: SortColumn; direction: SortDirection };

export const BY_NAME: SortOrder = { column: 'name', direction: 'ascending' };

/** The order after pressing a column's header. */
export function nextOrder(current: SortOrder, column: SortColumn): SortOrder {
  if (current.column !== column) return { column, direction: 'ascending' };
  return { column, direction: current.direction === 'ascending' ? 'descending' : 'ascending' };
}

// A column's value, or null for an empty cell.
function valueOf(row: LearnerRow, column: SortColumn): number | string | null {
  if (column === 'name') return row.name;
  if (column === 'last') return row.lastActivity === null ? null : Date.parse(row.lastActivity);
  if (column === 'joined') return Date.parse(row.joinedAt);
  const report = row.report;
  if (report === null) return null;
  switch (column) {
    case 'phase':
      return report.currentPhase;
    case 'done':
      return report.completed;
    case 'accuracy':
      return report.accuracy;
    case 'review':
      return report.toReview;
    case 'skills':
      return report.skillsToReinforce.filter((skill) => !skill.corrected).length;
  }
}

/** The rows in `order`; ties keep the name order. */
export function sortLearnerRows(
  rows: readonly LearnerRow[],
  order: SortOrder,
  language: string,
): LearnerRow[] {
  const byName = (a: LearnerRow, b: LearnerRow) => a.name.localeCompare(b.name, language);
  const sign = order.direction === 'ascending' ? 1 : -1;
  return [...rows].sort((a, b) => {
    const x = valueOf(a, order.column);
    const y = valueOf(b, order.column);
    if (x === null || y === null) {
      if (x !== y) return x === null ? 1 : -1;
      return byName(a, b);
    }
    const compared =
      typeof x === 'string' && typeof y === 'string'
        ? x.localeCompare(y, language)
        : (x as number) - (y as number);
    return sign * compared || byName(a, b);
  });
}
