// The class views' addresses under '/', beside the learner's journey (docs/decisions/0012):
// '/?view=class' is a learner's class (join, leave; '&code=' fills the code in, as the classroom
// wall's QR code does), '/?view=educator' an educator's classes, '/?view=educator&class=<id>' one
// of them, and under it one learner ('&learner=<id>'), one skill ('&skill=<key>') or the page to
// print for the wall ('&print=code') (docs/decisions/0032). Read before the journey, so these never
// reach it. The learners' table's order is in the address too ('&sort=accuracy&dir=desc', none for
// the default, by name), so Back, a reload and a shared link keep it; a learner's and a skill's
// page opened from the table keep it for 'Voltar à turma' (docs/decisions/0051).
import { BY_NAME, SORT_COLUMNS, type SortColumn, type SortOrder } from './educator/learner-sort.ts';
import { SKILL_KEY, SKILL_KEY_MAX_LENGTH } from '@ths/content-model/skill-key';

export type ClassesView =
  | { name: 'my-class'; code?: string }
  | { name: 'educator'; classId: string | null; order?: SortOrder }
  | { name: 'class-learner'; classId: string; learnerId: string; order?: SortOrder }
  | { name: 'class-skill'; classId: string; skillKey: string; order?: SortOrder }
  | { name: 'class-code'; classId: string };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
// A join code as a person may have typed it: letters and digits, at most a few more than 8.
const CODE = /^[a-z0-9 ]{1,16}$/i;

/** The class view an address names, or null when it names a view of the journey. */
export function parseClassesAddress(search: string): ClassesView | null {
  const params = new URLSearchParams(search);
  switch (params.get('view')) {
    case 'class': {
      const code = params.get('code')?.trim();
      return code && CODE.test(code) ? { name: 'my-class', code } : { name: 'my-class' };
    }
    case 'educator': {
      const classId = params.get('class');
      // A mistyped id shows the list of classes, not an error page.
      if (!classId || !UUID.test(classId)) return { name: 'educator', classId: null };
      const order = sortOrderOf(params);
      const sorted = order ? { order } : {};
      const learnerId = params.get('learner');
      if (learnerId && UUID.test(learnerId)) {
        return { name: 'class-learner', classId, learnerId, ...sorted };
      }
      const skillKey = params.get('skill');
      if (skillKey && skillKey.length <= SKILL_KEY_MAX_LENGTH && SKILL_KEY.test(skillKey)) {
        return { name: 'class-skill', classId, skillKey, ...sorted };
      }
      if (params.get('print') === 'code') return { name: 'class-code', classId };
      // Anything else under a class (a mistyped learner or skill) is the class itself.
      return { name: 'educator', classId, ...sorted };
    }
    default:
      return null;
  }
}

export function classesAddress(view: ClassesView): string {
  switch (view.name) {
    case 'my-class':
      return view.code ? `/?view=class&code=${encodeURIComponent(view.code)}` : '/?view=class';
    case 'educator':
      return view.classId
        ? `/?view=educator&class=${view.classId}${sortParams(view.order)}`
        : '/?view=educator';
    case 'class-learner':
      return `/?view=educator&class=${view.classId}&learner=${view.learnerId}${sortParams(view.order)}`;
    case 'class-skill':
      return `/?view=educator&class=${view.classId}&skill=${view.skillKey}${sortParams(view.order)}`;
    case 'class-code':
      return `/?view=educator&class=${view.classId}&print=code`;
  }
}

/**
 * The table's order an address names: `sort`, a column, and `dir=desc` for down (up otherwise).
 * Null for the default (by name, A to Z) and for what is not an order: a mistyped column sorts
 * by name, never an error.
 */
function sortOrderOf(params: URLSearchParams): SortOrder | null {
  const column = params.get('sort');
  if (!column || !(SORT_COLUMNS as readonly string[]).includes(column)) return null;
  const order: SortOrder = {
    column: column as SortColumn,
    direction: params.get('dir') === 'desc' ? 'descending' : 'ascending',
  };
  return isDefault(order) ? null : order;
}

function isDefault(order: SortOrder): boolean {
  return order.column === BY_NAME.column && order.direction === BY_NAME.direction;
}

/** The address's words for an order; none for the default. */
function sortParams(order: SortOrder | undefined): string {
  if (!order || isDefault(order)) return '';
  return `&sort=${order.column}${order.direction === 'descending' ? '&dir=desc' : ''}`;
}
