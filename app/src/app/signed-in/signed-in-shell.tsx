// The signed-in app at '/' (docs/product/screens.md#routes): for signed-in learners only. The
// header with 'Sair' shows on every view, the loading one included; the view the address names
// comes from one table (signed-in-views.ts). What that view reads starts loading as soon as the
// page has painted, beside the session, not after it.
import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useEffect, useState } from 'react';
import { Navigate, useLocation } from 'react-router';
import { LoadingView } from '../../components/loading-view.tsx';
import { TrainingHeader } from '../../components/training-header.tsx';
import { UnsentProgressNotice } from '../../components/unsent-progress-notice.tsx';
import { useContentLocale } from '../../content/use-content-index.ts';
import { afterPaint } from '../../lib/after-paint.ts';
import { useSession } from '../../session/session-provider.tsx';
import { JourneyLoading } from '../../features/journey/journey-page.tsx';
import { ProgressProvider } from '../../features/journey/progress/progress-provider.tsx';
import { LandingGate } from './landing-gate.tsx';
import { RoleGate } from './role-gate.tsx';
import { returnState } from './return-address.ts';
import { signedInView } from './signed-in-views.ts';
import { AfterCelebration } from '../../components/after-celebration.tsx';
import { InstallOffer } from '../install/install-offer.tsx';
import { UpdateOffer } from '../updates/update-offer.tsx';
import { useSignOutFlow } from './use-sign-out-flow.ts';

export function SignedInShell() {
  const session = useSession();
  const { search } = useLocation();
  const row = signedInView(search);
  const signOut = useSignOutFlow(session);
  const queryClient = useQueryClient();
  const locale = useContentLocale();
  const { prefetch } = row;
  useEffect(() => afterPaint(() => prefetch(queryClient, locale)), [prefetch, queryClient, locale]);
  // Whether this visit was signed in at some point: after "Sair" (or a session that ended), the
  // next sign-in starts at the home, never at the view someone else left on a shared tablet.
  // (Set while rendering, React's way of keeping state that follows a prop.)
  const [wasSignedIn, setWasSignedIn] = useState(session.status === 'signed-in');
  if (session.status === 'signed-in' && !wasSignedIn) setWasSignedIn(true);

  if (session.status === 'signed-out' && !signOut.signingOut) {
    // An address opened signed out comes back after sign-in (the wall's QR code,
    // docs/decisions/0050).
    return <Navigate to="/auth" replace state={wasSignedIn ? undefined : returnState(search)} />;
  }
  const { Screen } = row;
  return (
    <div className="training-layout">
      <TrainingHeader
        onSignOut={signOut.start}
        busy={signOut.busy}
        signOutRef={signOut.signOutButton}
      />
      <main className="training">
        {signOut.asking && (
          <UnsentProgressNotice
            onStay={signOut.stay}
            onLeave={signOut.leave}
            busy={signOut.signingOut}
          />
        )}
        {/* A new version, offered between scenarios (docs/decisions/0056). */}
        <UpdateOffer />
        {session.status === 'signed-in' ? (
          // The progress is the learner's on every view: its outbox sends what this device
          // kept, whichever view the app opens on.
          <ProgressProvider key={session.session.user.id} userId={session.session.user.id}>
            <Suspense fallback={<LoadingView />}>
              <RoleGate who={row.who} userId={session.session.user.id}>
                {/* An educator lands on their classes, not on the learner's home
                    (docs/decisions/0074). */}
                <LandingGate home={row.view === ''} userId={session.session.user.id}>
                  {/* The offer to install comes after a phase's celebration (docs/decisions/0068). */}
                  <AfterCelebration.Provider value={<InstallOffer />}>
                    <Screen
                      user={{ id: session.session.user.id, email: session.session.user.email }}
                    />
                  </AfterCelebration.Provider>
                </LandingGate>
              </RoleGate>
            </Suspense>
          </ProgressProvider>
        ) : (
          <JourneyLoading />
        )}
      </main>
    </div>
  );
}
