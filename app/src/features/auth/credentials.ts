// Spec §5: the checks made on sign-in and sign-up before any request. Each rule's message is
// the key of its text in the UI strings (exact spec wording in pt-BR); the 'Dados inválidos'
// toast shows the first failing rule. zod/mini keeps the sign-in page's first load small.
import { z } from 'zod/mini';
import type { ptBR } from '../../locales/pt-BR.ts';

export type ValidationKey = `validation.${keyof typeof ptBR.validation}`;

export const CredentialsSchema = z.object({
  email: z.pipe(
    z.string().check(z.trim()),
    z
      .email('validation.emailInvalid' satisfies ValidationKey)
      .check(z.maxLength(255, 'validation.emailTooLong' satisfies ValidationKey)),
  ),
  password: z
    .string()
    .check(
      z.minLength(6, 'validation.passwordTooShort' satisfies ValidationKey),
      z.maxLength(100, 'validation.passwordTooLong' satisfies ValidationKey),
    ),
});

export type Credentials = z.infer<typeof CredentialsSchema>;

export type CredentialsCheck =
  { ok: true; credentials: Credentials } | { ok: false; firstIssue: ValidationKey };

export function checkCredentials(input: { email: string; password: string }): CredentialsCheck {
  const parsed = CredentialsSchema.safeParse(input);
  if (parsed.success) return { ok: true, credentials: parsed.data };
  return { ok: false, firstIssue: parsed.error.issues[0]!.message as ValidationKey };
}
