// Spec §5: the checks made on sign-in and sign-up before any request. Each rule's message is
// the key of its text in the UI strings (exact spec wording in pt-BR); the 'Dados inválidos'
// toast shows the first failing rule.
import { z } from 'zod';
import type { ptBR } from '../i18n/pt-BR.ts';

export type ValidationKey = `validation.${keyof typeof ptBR.validation}`;

export const CredentialsSchema = z.object({
  email: z
    .string()
    .trim()
    .pipe(
      z
        .email('validation.emailInvalid' satisfies ValidationKey)
        .max(255, 'validation.emailTooLong' satisfies ValidationKey),
    ),
  password: z
    .string()
    .min(6, 'validation.passwordTooShort' satisfies ValidationKey)
    .max(100, 'validation.passwordTooLong' satisfies ValidationKey),
});

export type Credentials = z.infer<typeof CredentialsSchema>;

export type CredentialsCheck =
  { ok: true; credentials: Credentials } | { ok: false; firstIssue: ValidationKey };

export function checkCredentials(input: { email: string; password: string }): CredentialsCheck {
  const parsed = CredentialsSchema.safeParse(input);
  if (parsed.success) return { ok: true, credentials: parsed.data };
  return { ok: false, firstIssue: parsed.error.issues[0]!.message as ValidationKey };
}
