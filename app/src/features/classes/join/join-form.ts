// The join form's checks before any request: each problem is the key of its text, per field.
import { checkName, DisplayNameSchema, type NameProblem } from '@ths/training/class-rules';

export type JoinFormProblems = {
  code?: 'myClass.codeRequired' | 'myClass.codeUnknown' | 'myClass.codeRemoved';
  name?:
    | 'myClass.nameRequired'
    | 'myClass.nameTooLong'
    | 'myClass.nameInvisible'
    | 'myClass.nameHidden'
    | 'myClass.namePrivate';
  form?: 'myClass.joinFailed' | 'myClass.tooManyTries';
};

export type JoinFormCheck =
  | { ok: true; form: { code: string; name: string }; problems: JoinFormProblems }
  | { ok: false; problems: JoinFormProblems };

// The database's rules for a name to show (packages/training/src/class-rules.ts): each rule it
// breaks is the key of its text.
const NAME_PROBLEMS: Record<NameProblem, NonNullable<JoinFormProblems['name']>> = {
  required: 'myClass.nameRequired',
  hidden: 'myClass.nameHidden',
  private: 'myClass.namePrivate',
  invisible: 'myClass.nameInvisible',
  tooLong: 'myClass.nameTooLong',
};

export function checkJoinForm(input: { code: string; name: string }): JoinFormCheck {
  // Spaces inside a code typed from a projector ("ABCD 2345") are not part of it.
  const code = input.code.replace(/\s+/g, '').toUpperCase();
  const checked = checkName(DisplayNameSchema, input.name);
  const problems: JoinFormProblems = {};
  if (code === '') problems.code = 'myClass.codeRequired';
  if ('problem' in checked) problems.name = NAME_PROBLEMS[checked.problem];
  return 'name' in checked && Object.keys(problems).length === 0
    ? { ok: true, form: { code, name: checked.name }, problems }
    : { ok: false, problems };
}
