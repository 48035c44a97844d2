// docs/product/journey.md#credentials: the checks made on sign-in and sign-up before any request.
// Each rule's message is the key of its text in the UI strings (the exact contract wording in
// pt-BR); the 'Dados inválidos' toast shows the first failing rule. Written out rather than with
// zod: four rules did not need 5 kB gzip of the sign-in page's first load (docs/decisions/0015,
// after issue 18).
import type { ptBR } from '../../locales/pt-BR.ts';

export type ValidationKey = `validation.${keyof typeof ptBR.validation}`;

export type Credentials = { email: string; password: string };

export type CredentialsCheck =
  { ok: true; credentials: Credentials } | { ok: false; firstIssue: ValidationKey };

// zod 4's email pattern (what these checks used before), so the same addresses pass: no quotes,
// no IP hosts, a dot-separated domain ending in two or more letters.
const EMAIL =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

/** The rules in the order the toast reports them: the e-mail's first, then the password's. */
function firstIssue({ email, password }: Credentials): ValidationKey | null {
  if (!EMAIL.test(email)) return 'validation.emailInvalid';
  if (email.length > 255) return 'validation.emailTooLong';
  if (password.length < 6) return 'validation.passwordTooShort';
  if (password.length > 100) return 'validation.passwordTooLong';
  return null;
}

/** The field a rule is about, marked on the form beside the 'Dados inválidos' notice (issue 39). */
export function fieldOf(issue: ValidationKey): 'email' | 'password' {
  return issue === 'validation.emailInvalid' || issue === 'validation.emailTooLong'
    ? 'email'
    : 'password';
}

export function checkCredentials(input: { email: string; password: string }): CredentialsCheck {
  // The e-mail is trimmed before it is checked and sent; the password is taken as typed.
  const credentials = { email: input.email.trim(), password: input.password };
  const issue = firstIssue(credentials);
  return issue === null ? { ok: true, credentials } : { ok: false, firstIssue: issue };
}
