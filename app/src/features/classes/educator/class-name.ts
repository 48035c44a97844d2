// A class name as the form checks it before asking the database: the rules of
// packages/training/src/class-rules.ts, each as the key of its text.
import { checkName, ClassNameSchema, type NameProblem } from '@ths/training/class-rules';

/** Each rule a class name can break (packages/training/src/class-rules.ts), as the key of its text. */
export const CLASS_NAME_PROBLEMS = {
  required: 'educator.nameRequired',
  hidden: 'educator.nameHidden',
  private: 'educator.namePrivate',
  invisible: 'educator.nameInvisible',
  tooLong: 'educator.nameTooLong',
} as const satisfies Record<NameProblem, string>;
export type ClassNameProblemKey = (typeof CLASS_NAME_PROBLEMS)[NameProblem];

/** The name as the database keeps it, or the key of the rule it breaks. */
export function checkClassName(name: string): { name: string } | { problem: ClassNameProblemKey } {
  const checked = checkName(ClassNameSchema, name);
  return 'name' in checked ? checked : { problem: CLASS_NAME_PROBLEMS[checked.problem] };
}
