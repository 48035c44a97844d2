// docs/product/data.md#calls: the current session is read once, then followed through Supabase's
// auth events (sign-in, sign-out, token refresh, another tab signing out). A browser that keeps
// no session is signed out at once and loads no client for it: the sign-in form loads one when
// the learner starts filling it in, and the session is followed from then on. A stored session
// loads the client right after the first paint. So the first paint never waits for supabase-js.
// Offline (navigator.onLine false) a stored session is used at once and the client waits for the
// network: loaded offline it would try to renew an expired access token for about 30 s, then
// refuse to try again for a minute once online (docs/decisions/0014).
import type { Session } from '@supabase/supabase-js';
import { useQueryClient } from '@tanstack/react-query';
import {
  createContext,
  startTransition,
  use,
  useEffect,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { afterPaint } from '../lib/after-paint.ts';
import { forgetAccountData } from '../lib/query-client.ts';
import { isOffline } from '../lib/supabase-client.ts';
import { useServices } from '../lib/services.tsx';

export type SessionState =
  { status: 'loading' } | { status: 'signed-out' } | { status: 'signed-in'; session: Session };

const SessionContext = createContext<SessionState | null>(null);

const stateOf = (session: Session | null): SessionState =>
  session ? { status: 'signed-in', session } : { status: 'signed-out' };

export function SessionProvider({ children }: { children: ReactNode }) {
  const { supabase } = useServices();
  const [state, setState] = useState<SessionState>(() => {
    const offline = supabase.offlineSession();
    if (offline) return { status: 'signed-in', session: offline };
    return supabase.hasStoredSession() ? { status: 'loading' } : { status: 'signed-out' };
  });

  useEffect(() => {
    let active = true;
    let unsubscribe = () => {};
    // With a stored session the client is needed now, but after the first paint; offline, once
    // the browser is back online (supabase-js then renews the session as it loads).
    const cancelLoad = !supabase.hasStoredSession()
      ? () => {}
      : isOffline()
        ? whenOnline(() => void supabase())
        : afterPaint(() => void supabase());
    supabase.loaded
      .then(async (client) => {
        const { data, error } = await client.auth.getSession();
        if (error) console.error('Reading the session failed', error);
        if (!active) return;
        const found = data.session ?? (unreachable(error) ? supabase.storedSession() : null);
        // In a transition: a stored session's answer draws the whole signed-in view, which
        // React then renders in short slices, so a tap meanwhile is answered at once
        // (docs/decisions/0041).
        startTransition(() =>
          setState((previous) => (sameSession(previous, found) ? previous : stateOf(found))),
        );
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

  // Signed out: what the account read is forgotten, before anyone else signs in on this device.
  // (Another tab's sign-out reaches this one as a sign-out too; the forgetting runs after the
  // signed-in screens have gone, so no screen still reads a removed query.)
  const queryClient = useQueryClient();
  const signedIn = state.status === 'signed-in';
  const wasSignedIn = useRef(signedIn);
  useEffect(() => {
    if (wasSignedIn.current && state.status === 'signed-out') forgetAccountData(queryClient);
    wasSignedIn.current = signedIn;
  }, [signedIn, state.status, queryClient]);

  return <SessionContext value={state}>{children}</SessionContext>;
}

/** Runs `then` at the next 'online' event; returns how to cancel it. */
function whenOnline(then: () => void): () => void {
  window.addEventListener('online', then, { once: true });
  return () => window.removeEventListener('online', then);
}

// Without a way through (a network that is there for the browser but goes nowhere, or the client
// loaded offline after all), an expired access token cannot be renewed: supabase-js reports no
// session with a retryable fetch error (status 0 or 5xx), keeps the stored one, and renews it
// once the network is back. Until then the learner practises on the stored session
// (docs/decisions/0014).
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
