// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { ptBR } from '../../locales/pt-BR.ts';
import { checkCredentials, fieldOf } from './credentials.ts';

/** The pt-BR text of the first issue, as the toast shows it. */
function firstIssueText(input: { email: string; password: string }) {
  const check = checkCredentials(input);
  if (check.ok) return undefined;
  const name = check.firstIssue.replace('validation.', '') as keyof typeof ptBR.validation;
  return ptBR.validation[name];
}

describe('credentials (docs/product/journey.md#credentials)', () => {
  it('accepts a valid e-mail and a password of 6 to 100 characters', () => {
    expect(checkCredentials({ email: ' ana@escola.com ', password: '123456' })).toEqual({
      ok: true,
      credentials: { email: 'ana@escola.com', password: '123456' },
    });
    expect(checkCredentials({ email: 'ana@escola.com', password: 'x'.repeat(100) }).ok).toBe(true);
  });

  it('reports the first failing rule with the specification’s message', () => {
    expect(firstIssueText({ email: 'ana', password: '123' })).toBe('Email inválido');
    expect(
      firstIssueText({
        email: `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(63)}.com`,
        password: '123456',
      }),
    ).toBe('Email muito longo');
    expect(firstIssueText({ email: 'ana@escola.com', password: '12345' })).toBe(
      'A senha deve ter no mínimo 6 caracteres',
    );
    expect(firstIssueText({ email: 'ana@escola.com', password: 'x'.repeat(101) })).toBe(
      'Senha muito longa',
    );
  });

  it('names the field each rule is about, to mark it on the form', () => {
    expect(fieldOf('validation.emailInvalid')).toBe('email');
    expect(fieldOf('validation.emailTooLong')).toBe('email');
    expect(fieldOf('validation.passwordTooShort')).toBe('password');
    expect(fieldOf('validation.passwordTooLong')).toBe('password');
  });
});
