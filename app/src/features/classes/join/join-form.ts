// The join form's checks before any request: each problem is the key of its text, per field.

export type JoinFormProblems = {
  code?: 'myClass.codeRequired' | 'myClass.codeUnknown' | 'myClass.codeRemoved';
  name?:
    'myClass.nameRequired' | 'myClass.nameTooLong' | 'myClass.nameInvisible' | 'myClass.nameHidden';
  form?: 'myClass.joinFailed' | 'myClass.tooManyTries';
};

export type JoinFormCheck =
  | { ok: true; form: { code: string; name: string }; problems: JoinFormProblems }
  | { ok: false; problems: JoinFormProblems };

/** The migration's limit on class_members.display_name. */
export const DISPLAY_NAME_MAX = 40;

// The database's rules for a name to show (supabase/migrations/…_classroom_safety.sql): control
// characters and direction overrides or isolates (which can make a name read as another) are
// refused, and so is a name of invisible characters only.
const inRanges = (ranges: readonly (readonly [number, number])[]) => (char: string) => {
  const point = char.codePointAt(0)!;
  return ranges.some(([from, to]) => point >= from && point <= to);
};
const isHidden = inRanges([
  [0x00, 0x1f],
  [0x7f, 0x9f],
  [0x61c, 0x61c],
  [0x200e, 0x200f],
  [0x202a, 0x202e],
  [0x2066, 0x2069],
]);
const isInvisible = inRanges([
  [0x09, 0x0d],
  [0x20, 0x20],
  [0x85, 0x85],
  [0xa0, 0xa0],
  [0xad, 0xad],
  [0x34f, 0x34f],
  [0x115f, 0x1160],
  [0x1680, 0x1680],
  [0x17b4, 0x17b5],
  [0x180e, 0x180e],
  [0x2000, 0x200f],
  [0x2028, 0x202f],
  [0x205f, 0x2064],
  [0x3000, 0x3000],
  [0x3164, 0x3164],
  [0xfeff, 0xfeff],
  [0xffa0, 0xffa0],
]);

export function checkJoinForm(input: { code: string; name: string }): JoinFormCheck {
  // Spaces inside a code typed from a projector ("ABCD 2345") are not part of it.
  const code = input.code.replace(/\s+/g, '').toUpperCase();
  const name = input.name.trim().replace(/\s+/g, ' ');
  const problems: JoinFormProblems = {};
  if (code === '') problems.code = 'myClass.codeRequired';
  if (name === '') problems.name = 'myClass.nameRequired';
  else if ([...name].some(isHidden)) problems.name = 'myClass.nameHidden';
  else if ([...name].every(isInvisible)) problems.name = 'myClass.nameInvisible';
  else if ([...name].length > DISPLAY_NAME_MAX) problems.name = 'myClass.nameTooLong';
  return Object.keys(problems).length > 0
    ? { ok: false, problems }
    : { ok: true, form: { code, name }, problems };
}
