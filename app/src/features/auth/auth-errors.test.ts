// @vitest-environment node
import { expect, test } from 'vitest';
import { signInErrorToast, signUpErrorToast } from './auth-errors.ts';

const signUp = (text: string) => ({ title: 'auth.signUpErrorTitle', text });
const signIn = (text: string) => ({ title: 'auth.signInErrorTitle', text });
// The field each refusal is about is marked on the form too (issue 39).
const ALREADY_REGISTERED = {
  title: 'auth.signUpErrorTitle',
  textKey: 'auth.alreadyRegistered',
  field: 'email',
};
const INVALID_CREDENTIALS = {
  title: 'auth.signInErrorTitle',
  textKey: 'auth.invalidCredentials',
  field: 'both',
};

test.each([
  [{ code: 'user_already_exists', message: 'User already registered' }, ALREADY_REGISTERED],
  [{ code: 'email_exists', message: 'Email address already registered' }, ALREADY_REGISTERED],
  [{ message: 'User already registered' }, ALREADY_REGISTERED],
  [
    { code: 'weak_password', message: 'Password should be at least 6 characters.' },
    { ...signUp('Password should be at least 6 characters.'), field: 'password' },
  ],
  // The code decides when there is one, whatever the message says.
  [
    { code: 'over_email_send_rate_limit', message: 'already registered?' },
    signUp('already registered?'),
  ],
  [
    { code: 'over_request_rate_limit', message: 'Request rate limit reached' },
    { title: 'auth.signUpErrorTitle', textKey: 'auth.tooManyAttempts' },
  ],
  [
    { message: 'Request rate limit reached' },
    { title: 'auth.signUpErrorTitle', textKey: 'auth.tooManyAttempts' },
  ],
])('sign-up refused with %j: %j', (failure, toast) => {
  expect(signUpErrorToast(failure)).toEqual(toast);
});

test.each([
  [{ code: 'invalid_credentials', message: 'Invalid login credentials' }, INVALID_CREDENTIALS],
  [{ message: 'Invalid login credentials' }, INVALID_CREDENTIALS],
  [{ code: 'email_not_confirmed', message: 'Email not confirmed' }, signIn('Email not confirmed')],
  [{ message: 'Email not confirmed' }, signIn('Email not confirmed')],
  [
    { code: 'over_request_rate_limit', message: 'Request rate limit reached' },
    { title: 'auth.signInErrorTitle', textKey: 'auth.tooManyAttempts' },
  ],
])('sign-in refused with %j: %j', (failure, toast) => {
  expect(signInErrorToast(failure)).toEqual(toast);
});

test('a server that cannot be reached gets the app’s words, whatever the browser said', () => {
  const failure = { message: 'Failed to fetch', unreachable: true };
  expect(signInErrorToast(failure)).toEqual({
    title: 'auth.signInErrorTitle',
    textKey: 'auth.unreachable',
  });
  expect(signUpErrorToast(failure)).toEqual({
    title: 'auth.signUpErrorTitle',
    textKey: 'auth.unreachable',
  });
});
