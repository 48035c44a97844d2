import { describe, expect, it } from 'vitest';
import { checkCredentials } from './credentials.ts';

describe('credentials (spec §5)', () => {
  it('accepts a valid e-mail and a password of 6 to 100 characters', () => {
    expect(checkCredentials({ email: ' ana@escola.com ', password: '123456' })).toEqual({
      ok: true,
      credentials: { email: 'ana@escola.com', password: '123456' },
    });
    expect(checkCredentials({ email: 'ana@escola.com', password: 'x'.repeat(100) }).ok).toBe(true);
  });

  it('gives the first issue with the specification’s exact message', () => {
    expect(checkCredentials({ email: 'ana', password: '123' })).toEqual({
      ok: false,
      firstIssue: 'Email inválido',
    });
    expect(checkCredentials({ email: `${'a'.repeat(250)}@x.com`, password: '123456' })).toEqual({
      ok: false,
      firstIssue: 'Email muito longo',
    });
    expect(checkCredentials({ email: 'ana@escola.com', password: '12345' })).toEqual({
      ok: false,
      firstIssue: 'A senha deve ter no mínimo 6 caracteres',
    });
    expect(checkCredentials({ email: 'ana@escola.com', password: 'x'.repeat(101) })).toEqual({
      ok: false,
      firstIssue: 'Senha muito longa',
    });
  });
});
