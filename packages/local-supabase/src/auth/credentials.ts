// Supabase Auth's checks on e-mail and password, in its order and with its messages
// (supabase-wire.md §2c).
import { Errors } from './errors.ts';

// badoux/checkmail's format check, which Supabase Auth uses.
const EMAIL =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

export const MAX_PASSWORD_BYTES = 72;

/** Throws the AuthError Supabase would answer with; returns nothing when the password is fine. */
export function checkPassword(
  password: unknown,
  minimumLength: number,
): asserts password is string {
  if (typeof password !== 'string' || password === '') {
    throw Errors.validation('Signup requires a valid password');
  }
  // bcrypt reads at most 72 bytes: a longer password would be silently cut.
  if (Buffer.byteLength(password) > MAX_PASSWORD_BYTES) {
    throw Errors.validation(`Password cannot be longer than ${MAX_PASSWORD_BYTES} characters`);
  }
  if ([...password].length < minimumLength) throw Errors.weakPassword(minimumLength);
}

/** Returns the e-mail as stored: trimmed and lowercased. */
export function normaliseEmail(email: unknown): string {
  if (typeof email !== 'string' || email.trim() === '') {
    throw Errors.validation('An email address is required');
  }
  const trimmed = email.trim().toLowerCase();
  if (trimmed.length > 255) throw Errors.validation('An email address is too long');
  if (!EMAIL.test(trimmed))
    throw Errors.validation('Unable to validate email address: invalid format');
  return trimmed;
}
