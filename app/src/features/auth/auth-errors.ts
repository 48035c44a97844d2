// docs/product/screens.md#error-notices: which toast a failed sign-up or sign-in shows. Three
// refusals, and a server that cannot be reached, get the app's own words;
// any other is shown in the backend's words. Supabase Auth names its refusals with a code
// (supabase-js's AuthError.code); a server too old to send one is read by its message.
import type { ptBR } from '../../locales/pt-BR.ts';

type AuthKey = `auth.${keyof typeof ptBR.auth}`;

/**
 * The field a refusal is about, marked on the form beside the notice (aria-invalid, the message
 * under it; issue 39): the e-mail already registered, the password too weak, or, for a wrong
 * e-mail or password, both (the server does not say which).
 */
export type ProblemField = 'email' | 'password' | 'both';

export type AuthErrorToast = { title: AuthKey; field?: ProblemField } & (
  { textKey: AuthKey } | { text: string }
);

/**
 * A refusal as supabase-js reports it. `unreachable`: the request never reached the server (no
 * network, or the server is down); supabase-js then reports the browser's own words ("Failed to
 * fetch", "Load failed"), in English, which a child cannot act on.
 */
export type AuthFailure = { code?: string | undefined; message: string; unreachable?: boolean };

// email_exists: the same refusal from newer servers and from the admin API.
const ALREADY_REGISTERED = {
  codes: ['user_already_exists', 'email_exists'],
  text: 'already registered',
};
const INVALID_CREDENTIALS = { codes: ['invalid_credentials'], text: 'Invalid login credentials' };
// A whole class behind one school address can reach the per-address limit (decision 0013): the
// learner is told to wait, in words a child reads, not GoTrue's "Request rate limit reached".
const WEAK_PASSWORD = { codes: ['weak_password'], text: 'Password should be' };
const RATE_LIMITED = { codes: ['over_request_rate_limit'], text: 'Request rate limit reached' };
const TOO_MANY = { textKey: 'auth.tooManyAttempts' } as const;
const UNREACHABLE = { textKey: 'auth.unreachable' } as const;

function matches({ code, message }: AuthFailure, known: { codes: string[]; text: string }) {
  return code ? known.codes.includes(code) : message.includes(known.text);
}

export function signUpErrorToast(failure: AuthFailure): AuthErrorToast {
  if (failure.unreachable) return { title: 'auth.signUpErrorTitle', ...UNREACHABLE };
  if (matches(failure, RATE_LIMITED)) return { title: 'auth.signUpErrorTitle', ...TOO_MANY };
  if (matches(failure, ALREADY_REGISTERED)) {
    return { title: 'auth.signUpErrorTitle', textKey: 'auth.alreadyRegistered', field: 'email' };
  }
  return matches(failure, WEAK_PASSWORD)
    ? { title: 'auth.signUpErrorTitle', text: failure.message, field: 'password' }
    : { title: 'auth.signUpErrorTitle', text: failure.message };
}

export function signInErrorToast(failure: AuthFailure): AuthErrorToast {
  if (failure.unreachable) return { title: 'auth.signInErrorTitle', ...UNREACHABLE };
  if (matches(failure, RATE_LIMITED)) return { title: 'auth.signInErrorTitle', ...TOO_MANY };
  return matches(failure, INVALID_CREDENTIALS)
    ? { title: 'auth.signInErrorTitle', textKey: 'auth.invalidCredentials', field: 'both' }
    : { title: 'auth.signInErrorTitle', text: failure.message };
}
