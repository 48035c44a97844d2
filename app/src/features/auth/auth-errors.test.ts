import { expect, test } from 'vitest';
import { signInErrorToast, signUpErrorToast } from './auth-errors.ts';

test('a sign-up of an e-mail already registered gets the app’s own words', () => {
  expect(signUpErrorToast('User already registered')).toEqual({
    title: 'auth.signUpErrorTitle',
    textKey: 'auth.alreadyRegistered',
  });
});

test('any other sign-up error shows the backend’s message', () => {
  expect(signUpErrorToast('Password should be at least 6 characters.')).toEqual({
    title: 'auth.signUpErrorTitle',
    text: 'Password should be at least 6 characters.',
  });
});

test('wrong credentials get the app’s own words; other sign-in errors the backend’s', () => {
  expect(signInErrorToast('Invalid login credentials')).toEqual({
    title: 'auth.signInErrorTitle',
    textKey: 'auth.invalidCredentials',
  });
  expect(signInErrorToast('Email not confirmed')).toEqual({
    title: 'auth.signInErrorTitle',
    text: 'Email not confirmed',
  });
});
