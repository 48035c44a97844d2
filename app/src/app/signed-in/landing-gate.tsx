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
  if (!props.home || !isLanding(location)) return props.children;
  return <OnLanding userId={props.userId}>{props.children}</OnLanding>;
}

function OnLanding({ userId, children }: { userId: string; children: ReactNode }) {
  const step = landingStep(useMyRoleState(userId));
  // Once the home shows, it stays: the journey reading the role again (a failed read is tried
  // again when another screen asks) must not take the home away under the learner's fingers.
  const [stayed, setStayed] = useState(false);
  if (step === 'stay' && !stayed) setStayed(true);
  // A backend that does not answer (no error, no role) holds the home back no longer than this.
  useEffect(() => {
    if (step !== 'wait') return;
    const timer = setTimeout(() => setStayed(true), ROLE_WAIT_MS);
    return () => clearTimeout(timer);
  }, [step]);
  const navigate = useNavigate();
  useEffect(() => {
    if (step !== 'educator' || stayed) return;
    // 'Login realizado!' belongs to the home it was said for, which is now the classes.
    notify.carryScope('home', 'educator');
    void navigate(EDUCATOR_HOME, { replace: true });
  }, [step, stayed, navigate]);
  return step === 'stay' || stayed ? children : <JourneyLoading />;
}
