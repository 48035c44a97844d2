// Supabase Auth's error bodies (README.md#the-wire-protocol): the 2024-01-01 shape when the
// request asks for that API version (supabase-js always does), the legacy shape otherwise.
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

export const API_VERSION = '2024-01-01';
export const API_VERSION_HEADER = 'X-Supabase-Api-Version';

export class AuthError extends Error {
  readonly status: ContentfulStatusCode;
  readonly code: string;
  readonly extra: Record<string, unknown>;
  constructor(
    status: ContentfulStatusCode,
    code: string,
    message: string,
    extra: Record<string, unknown> = {},
  ) {
    super(message);
    this.status = status;
    this.code = code;
    this.extra = extra;
  }
}

/** An OAuth-style refusal ({error, error_description}), which GoTrue still uses for a few cases. */
export class OAuthError extends Error {
  readonly error: string;
  constructor(error: string, description: string) {
    super(description);
    this.error = error;
  }
}

export function wantsDatedErrors(c: Context): boolean {
  const requested = c.req.header(API_VERSION_HEADER);
  if (!requested || !/^\d{4}-\d{2}-\d{2}$/.test(requested)) return false;
  return requested >= API_VERSION;
}

export function authErrorResponse(c: Context, error: AuthError): Response {
  c.header('x-sb-error-code', error.code);
  if (wantsDatedErrors(c)) {
    // The X-Supabase-Api-Version header itself is added to every answer by the auth routes.
    return c.json({ code: error.code, message: error.message, ...error.extra }, error.status);
  }
  return c.json(
    { code: error.status, error_code: error.code, msg: error.message, ...error.extra },
    error.status,
  );
}

export const Errors = {
  badJson: (reason: string) =>
    new AuthError(400, 'bad_json', `Could not parse request body as JSON: ${reason}`),
  noAuthorization: () =>
    new AuthError(401, 'no_authorization', 'This endpoint requires a valid Bearer token'),
  badJwt: (reason: string) =>
    new AuthError(403, 'bad_jwt', `invalid JWT: unable to parse or verify signature, ${reason}`),
  missingSub: () => new AuthError(403, 'bad_jwt', 'invalid claim: missing sub claim'),
  userNotFound: () =>
    new AuthError(403, 'user_not_found', 'User from sub claim in JWT does not exist'),
  sessionNotFound: () =>
    new AuthError(403, 'session_not_found', 'Session from session_id claim in JWT does not exist'),
  validation: (message: string) => new AuthError(400, 'validation_failed', message),
  weakPassword: (minimum: number) =>
    new AuthError(422, 'weak_password', `Password should be at least ${minimum} characters.`, {
      weak_password: { reasons: ['length'] },
    }),
  userAlreadyExists: () => new AuthError(422, 'user_already_exists', 'User already registered'),
  signupDisabled: () =>
    new AuthError(422, 'signup_disabled', 'Signups not allowed for this instance'),
  invalidCredentials: () => new AuthError(400, 'invalid_credentials', 'Invalid login credentials'),
  emailNotConfirmed: () => new AuthError(400, 'email_not_confirmed', 'Email not confirmed'),
  unsupportedGrant: () => new AuthError(400, 'invalid_credentials', 'unsupported_grant_type'),
  refreshTokenNotFound: () =>
    new AuthError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found'),
  refreshTokenAlreadyUsed: () =>
    new AuthError(400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used'),
  rateLimited: () => new AuthError(429, 'over_request_rate_limit', 'Request rate limit reached'),
  notFound: () => new AuthError(404, 'not_found', 'Not Found'),
};
