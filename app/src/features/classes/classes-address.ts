// The class views' addresses under '/', beside the learner's journey (docs/decisions/0012):
// '/?view=class' is a learner's class (join, leave; '&code=' fills the code in, as the classroom
// wall's QR code does), '/?view=educator' an educator's classes, '/?view=educator&class=<id>' one
// of them, and under it one learner ('&learner=<id>'), one skill ('&skill=<key>') or the page to
// print for the wall ('&print=code') (docs/decisions/0032). Read before the journey, so these never
// reach it.

export type ClassesView =
  | { name: 'my-class'; code?: string }
  | { name: 'educator'; classId: string | null }
  | { name: 'class-learner'; classId: string; learnerId: string }
  | { name: 'class-skill'; classId: string; skillKey: string }
  | { name: 'class-code'; classId: string };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
// The content's skill key rule (packages/training/src/challenges.ts).
const SKILL_KEY = /^[a-z0-9]+(-[a-z0-9]+)*$/;
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
      const learnerId = params.get('learner');
      if (learnerId && UUID.test(learnerId)) return { name: 'class-learner', classId, learnerId };
      const skillKey = params.get('skill');
      if (skillKey && skillKey.length <= 48 && SKILL_KEY.test(skillKey)) {
        return { name: 'class-skill', classId, skillKey };
      }
      if (params.get('print') === 'code') return { name: 'class-code', classId };
      // Anything else under a class (a mistyped learner or skill) is the class itself.
      return { name: 'educator', classId };
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
      return view.classId ? `/?view=educator&class=${view.classId}` : '/?view=educator';
    case 'class-learner':
      return `/?view=educator&class=${view.classId}&learner=${view.learnerId}`;
    case 'class-skill':
      return `/?view=educator&class=${view.classId}&skill=${view.skillKey}`;
    case 'class-code':
      return `/?view=educator&class=${view.classId}&print=code`;
  }
}
