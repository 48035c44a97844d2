// Spec §8: which toast a failed sign-up or sign-in shows. Two known messages get the app's own
// words; any other message is the backend's, shown as it came.
import type { ptBR } from '../../locales/pt-BR.ts';

type AuthKey = `auth.${keyof typeof ptBR.auth}`;

export type AuthErrorToast = { title: AuthKey } & ({ textKey: AuthKey } | { text: string });

export function signUpErrorToast(message: string): AuthErrorToast {
  return message.includes('already registered')
    ? { title: 'auth.signUpErrorTitle', textKey: 'auth.alreadyRegistered' }
    : { title: 'auth.signUpErrorTitle', text: message };
}

export function signInErrorToast(message: string): AuthErrorToast {
  return message.includes('Invalid login credentials')
    ? { title: 'auth.signInErrorTitle', textKey: 'auth.invalidCredentials' }
    : { title: 'auth.signInErrorTitle', text: message };
}
