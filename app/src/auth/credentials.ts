// Spec §5: the checks made on sign-in and sign-up before any request, with their exact
// messages. The first failing rule is the one the 'Dados inválidos' toast shows.
import { z } from 'zod';

export const CredentialsSchema = z.object({
  email: z.string().trim().email('Email inválido').max(255, 'Email muito longo'),
  password: z
    .string()
    .min(6, 'A senha deve ter no mínimo 6 caracteres')
    .max(100, 'Senha muito longa'),
});

export type Credentials = z.infer<typeof CredentialsSchema>;

export type CredentialsCheck =
  { ok: true; credentials: Credentials } | { ok: false; firstIssue: string };

export function checkCredentials(input: { email: string; password: string }): CredentialsCheck {
  const parsed = CredentialsSchema.safeParse(input);
  if (parsed.success) return { ok: true, credentials: parsed.data };
  return { ok: false, firstIssue: parsed.error.issues[0]?.message ?? 'Dados inválidos' };
}
