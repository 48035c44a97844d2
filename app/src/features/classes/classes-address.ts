// The class views' addresses under '/', beside the learner's journey (docs/decisions/0012):
// '/?view=class' is a learner's class (join, leave), '/?view=educator' an educator's classes and
// '/?view=educator&class=<id>' one of them. Read before the journey, so these never reach it.

export type ClassesView = { name: 'my-class' } | { name: 'educator'; classId: string | null };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The class view an address names, or null when it names a view of the journey. */
export function parseClassesAddress(search: string): ClassesView | null {
  const params = new URLSearchParams(search);
  switch (params.get('view')) {
    case 'class':
      return { name: 'my-class' };
    case 'educator': {
      const classId = params.get('class');
      // A mistyped id shows the list of classes, not an error page.
      return { name: 'educator', classId: classId && UUID.test(classId) ? classId : null };
    }
    default:
      return null;
  }
}

export function classesAddress(view: ClassesView): string {
  if (view.name === 'my-class') return '/?view=class';
  return view.classId ? `/?view=educator&class=${view.classId}` : '/?view=educator';
}
