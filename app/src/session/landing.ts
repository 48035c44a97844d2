// Where a signed-in account lands (issue 40, item 3; docs/decisions/0074): an educator's home is
// their classes ('Suas turmas'), a learner's is the practice. A landing is an arrival from
// outside the app: the address typed, a bookmark or the installed app's icon (the page's first
// history entry), or the end of sign-in (which marks its way to '/'). A move inside the app to
// '/' ('Voltar', 'Praticar os cenários') is not one, so an educator still reaches the practice.
import type { Role } from './my-role.ts';

/** The history state sign-in lands with (features/auth, app/routes/auth-route.tsx; app/signed-in/landing-gate.tsx reads it). */
export const LANDING_STATE = { landing: true } as const;

/** React Router's key for the first entry of a page load, the one the browser opened. */
const FIRST_ENTRY = 'default';

/** Whether the location is an arrival from outside the app or from sign-in. */
export function isLanding(location: { key: string; state: unknown }): boolean {
  const { state } = location;
  return (
    location.key === FIRST_ENTRY ||
    (typeof state === 'object' && state !== null && 'landing' in state && state.landing === true)
  );
}

/** The educator's classes, where an educator lands instead of the learner's home. */
export const EDUCATOR_HOME = '/?view=educator';

/**
 * What a landing on the home does, given the role as far as it is known: wait for it, go to the
 * educator's classes, or stay on the learner's home. A role that could not be read (offline, a
 * server error) stays: the practice works offline, the classes do not.
 */
export function landingStep(role: {
  value: Role | undefined;
  failed: boolean;
}): 'wait' | 'educator' | 'stay' {
  if (role.value === 'educator') return 'educator';
  if (role.value === 'learner' || role.failed) return 'stay';
  return 'wait';
}
