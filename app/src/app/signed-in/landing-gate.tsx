// An educator who lands on the home goes to their classes (landing.ts; docs/decisions/0074). The
// learner's home waits for the role only on a landing, behind the loading home it shows anyway;
// the welcome of sign-in goes along to the classes.
import { useEffect, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { notify } from '../../lib/notify.ts';
import { useMyRoleState } from '../../session/my-role.ts';
import { JourneyLoading } from '../../features/journey/journey-page.tsx';
import { EDUCATOR_HOME, isLanding, landingStep } from '../../session/landing.ts';

/** How long a landing waits for the role before it shows the learner's home. */
const ROLE_WAIT_MS = 4000;

export function LandingGate(props: { home: boolean; userId: string; children: ReactNode }) {
  const location = useLocation();
  // Only the visit's first screen can be a landing: Back to the page's first entry later on (from
  // a lesson, a class session) is a move inside the app. Fixed for the shell's life, so the tree
  // never changes shape and the screen under it is never mounted again (which lost its focus).
  const [landing] = useState(() => props.home && isLanding(location));
  if (!landing) return props.children;
  return (
    <OnLanding home={props.home} userId={props.userId}>
      {props.children}
    </OnLanding>
  );
}

function OnLanding({
  home,
  userId,
  children,
}: {
  home: boolean;
  userId: string;
  children: ReactNode;
}) {
  const step = landingStep(useMyRoleState(userId));
  // Decided once: the home stays, or the classes take its place. The journey reading the role
  // again (a failed read is tried again when another screen asks) must not take the home away
  // under the learner's fingers, and an educator who goes to the practice afterwards stays there.
  const [decided, setDecided] = useState(false);
  // The home stays, or the educator has arrived at the classes it was sent to.
  if (!decided && (step === 'stay' || (step === 'educator' && !home))) setDecided(true);
  // A backend that does not answer (no error, no role) holds the home back no longer than this.
  useEffect(() => {
    if (step !== 'wait') return;
    const timer = setTimeout(() => setDecided(true), ROLE_WAIT_MS);
    return () => clearTimeout(timer);
  }, [step]);
  const navigate = useNavigate();
  useEffect(() => {
    if (step !== 'educator' || decided) return;
    // 'Login realizado!' belongs to the home it was said for, which is now the classes.
    notify.carryScope('home', 'educator');
    void navigate(EDUCATOR_HOME, { replace: true });
  }, [step, decided, navigate]);
  return decided || !home ? children : <JourneyLoading />;
}
