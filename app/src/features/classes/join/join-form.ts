// The join form's checks before any request: each problem is the key of its text, per field.

export type JoinFormProblems = {
  code?: 'myClass.codeRequired' | 'myClass.codeUnknown';
  name?: 'myClass.nameRequired' | 'myClass.nameTooLong';
  form?: 'myClass.joinFailed';
};

export type JoinFormCheck =
  | { ok: true; form: { code: string; name: string }; problems: JoinFormProblems }
  | { ok: false; problems: JoinFormProblems };

/** The migration's limit on class_members.display_name. */
export const DISPLAY_NAME_MAX = 40;

export function checkJoinForm(input: { code: string; name: string }): JoinFormCheck {
  // Spaces inside a code typed from a projector ("ABCD 2345") are not part of it.
  const code = input.code.replace(/\s+/g, '').toUpperCase();
  const name = input.name.trim().replace(/\s+/g, ' ');
  const problems: JoinFormProblems = {};
  if (code === '') problems.code = 'myClass.codeRequired';
  if (name === '') problems.name = 'myClass.nameRequired';
  else if ([...name].length > DISPLAY_NAME_MAX) problems.name = 'myClass.nameTooLong';
  return Object.keys(problems).length > 0
    ? { ok: false, problems }
    : { ok: true, form: { code, name }, problems };
}
