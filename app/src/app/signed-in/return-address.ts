// The address a signed-out visitor opened, carried through sign-in (issue 27; docs/decisions/0050):
// a learner who scans the classroom wall's QR code (`/?view=class&code=…`) lands on the join form
// with the code filled in once signed in or signed up, not on the home. It travels in the history
// entry's state of '/auth', which a link cannot set, so no address outside the app can be reached
// through it; and only the search of '/' travels, where every signed-in view lives
// (docs/decisions/0020).

/** The history state '/auth' is opened with. */
export type ReturnState = { returnTo: string };

// Longer than any address the app writes; a longer one is not the app's.
const MAX_LENGTH = 512;

/** The state to open '/auth' with from the signed-in app at `search`; none for the home. */
export function returnState(search: string): ReturnState | undefined {
  return search.startsWith('?') && search.length > 1 && search.length <= MAX_LENGTH
    ? { returnTo: search }
    : undefined;
}

/** The search of '/' to land on after sign-in: the one carried, or '' (the home). */
export function returnSearch(state: unknown): string {
  if (typeof state !== 'object' || state === null || !('returnTo' in state)) return '';
  const { returnTo } = state;
  return typeof returnTo === 'string' && returnState(returnTo) ? returnTo : '';
}
