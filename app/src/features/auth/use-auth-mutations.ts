// docs/product/data.md#calls, sign-up and sign-in. The hooks only talk to Supabase; the form
// decides what to show (toasts and navigation in mutate's callbacks, as the house style asks).
import type { AuthError, Session } from '@supabase/supabase-js';
import { useMutation } from '@tanstack/react-query';
import { useServices } from '../../lib/services.tsx';
import { isOffline } from '../../lib/supabase-client.ts';
import type { Credentials } from './credentials.ts';

/** A refusal from Supabase Auth: its code (or, from an older server, its message) decides the toast (auth-errors.ts). */
export class AuthRefusal extends Error {
  override name = 'AuthRefusal';
  readonly code: string | undefined;
  readonly unreachable: boolean;
  constructor(error: AuthError) {
    super(error.message, { cause: error });
    this.code = error.code;
    // By name: supabase-js's isAuthRetryableFetchError would bring the client into the first load.
    this.unreachable = error.name === 'AuthRetryableFetchError' || isOffline();
  }
}

export function useSignIn() {
  const { supabase } = useServices();
  return useMutation({
    mutationFn: async (credentials: Credentials): Promise<Session> => {
      const { data, error } = await (await supabase()).auth.signInWithPassword(credentials);
      if (error) throw new AuthRefusal(error);
      return data.session;
    },
  });
}

/**
 * What sign-up sends: the credentials and the search of '/' the confirmation e-mail's link opens
 * ('' for the home; docs/decisions/0050). Sign-up always makes a learner: becoming an educator
 * takes an invitation code, in 'Minha conta' (docs/decisions/0071).
 */
export type SignUpRequest = Credentials & { returnTo?: string };

/** Resolves to the new session, or null when the backend wants the e-mail confirmed first. */
export function useSignUp() {
  const { supabase } = useServices();
  return useMutation({
    mutationFn: async ({
      returnTo = '',
      ...credentials
    }: SignUpRequest): Promise<Session | null> => {
      const { data, error } = await (
        await supabase()
      ).auth.signUp({
        ...credentials,
        options: { emailRedirectTo: `${window.location.origin}/${returnTo}` },
      });
      if (error) throw new AuthRefusal(error);
      return data.session;
    },
  });
}
