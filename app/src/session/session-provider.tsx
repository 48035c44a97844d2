// Spec §7 calls 1 and 2: the current session is read once, then followed through Supabase's
// auth events (sign-in, sign-out, token refresh, another tab signing out). A browser that keeps
// no session is signed out at once and loads no client for it: the sign-in form loads one when
// the learner starts filling it in, and the session is followed from then on. A stored session
// loads the client right after the first paint. So the first paint never waits for supabase-js.
import type { Session } from '@supabase/supabase-js';
import { createContext, use, useEffect, useState, type ReactNode } from 'react';
import { afterPaint } from '../lib/after-paint.ts';
import { useServices } from '../lib/services.tsx';

export type SessionState =
  { status: 'loading' } | { status: 'signed-out' } | { status: 'signed-in'; session: Session };

const SessionContext = createContext<SessionState | null>(null);

const stateOf = (session: Session | null): SessionState =>
  session ? { status: 'signed-in', session } : { status: 'signed-out' };

export function SessionProvider({ children }: { children: ReactNode }) {
  const { supabase } = useServices();
  const [state, setState] = useState<SessionState>(() =>
    supabase.hasStoredSession() ? { status: 'loading' } : { status: 'signed-out' },
  );

  useEffect(() => {
    let active = true;
    let unsubscribe = () => {};
    // With a stored session the client is needed now, but after the first paint.
    const cancelLoad = supabase.hasStoredSession() ? afterPaint(() => void supabase()) : () => {};
    supabase.loaded
      .then(async (client) => {
        const { data, error } = await client.auth.getSession();
        if (error) console.error('Reading the session failed', error);
        if (!active) return;
        setState(stateOf(data.session ?? (unreachable(error) ? supabase.storedSession() : null)));
        const { data: listener } = client.auth.onAuthStateChange((event, session) => {
          // The first event repeats what getSession just said, or says "none" for a session
          // kept while offline (above); only later events are news.
          if (event === 'INITIAL_SESSION') return;
          setState((previous) => (sameSession(previous, session) ? previous : stateOf(session)));
        });
        unsubscribe = () => listener.subscription.unsubscribe();
        if (!active) unsubscribe();
      })
      .catch((error: unknown) => {
        // Without the client nobody can sign in; the sign-in form shows and says so on submit.
        console.error('Loading the Supabase client failed', error);
        if (active) setState({ status: 'signed-out' });
      });
    return () => {
      active = false;
      cancelLoad();
      unsubscribe();
    };
  }, [supabase]);

  return <SessionContext value={state}>{children}</SessionContext>;
}

// Offline, an expired access token cannot be renewed: supabase-js reports no session with a
// retryable fetch error (status 0 or 5xx), keeps the stored one, and renews it once the network
// is back. Until then the learner practises on the stored session (docs/decisions/0014).
function unreachable(error: { name: string } | null): boolean {
  return error?.name === 'AuthRetryableFetchError';
}

// A token refresh hands out a new session object for the same user; screens keyed on the
// user must not restart for it.
function sameSession(previous: SessionState, session: Session | null): boolean {
  if (previous.status !== 'signed-in' || !session) return false;
  return previous.session.user.id === session.user.id;
}

export function useSession(): SessionState {
  const state = use(SessionContext);
  if (!state) throw new Error('useSession must be used inside <SessionProvider>');
  return state;
}
