// Supabase Auth's checks on e-mail and password, in its order and with its messages
// (README.md#the-wire-protocol).
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

/**
 * The most user metadata (sign-up's `options.data`, serialized) the local backend keeps.
 * Supabase Auth documents no limit of its own, only its 1 MB request body (limitRequestBody in
 * internal/api/api.go). But every access token carries user_metadata, base64url-encoded (4/3 of
 * its size), and goes back in the Authorization header of each request: with 800 KB of metadata
 * the token was 1.07 MB and every request of that user was refused by the HTTP server's header
 * limit (431; Node's http.maxHeaderSize is 16 KiB for all the headers together). 4 KiB of
 * metadata makes a token of about 7 KB, which leaves room for a browser's other headers. So,
 * on purpose, more is refused with 400 validation_failed, before the account exists.
 */
export const MAX_USER_METADATA_BYTES = 4096;

export function checkUserMetadata(data: Record<string, unknown>): void {
  const size = Buffer.byteLength(JSON.stringify(data));
  if (size > MAX_USER_METADATA_BYTES) {
    throw Errors.validation(
      `data (user metadata) is ${size} bytes as JSON; the local backend accepts at most ${MAX_USER_METADATA_BYTES}, as access tokens carry it in every request's headers`,
    );
  }
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
