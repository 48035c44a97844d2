// Notices that belong to a screen leave when the learner moves to another (lib/toast-queue.ts).
// Which screen the learner is on is read from the address, here, once for the whole app: a
// screen that unmounts and mounts again (a loading state between, React's StrictMode in
// development) has not been left, so a notice for the home ('Login realizado!') stays through it
// (issue 31, docs/decisions/0020). Away from '/', no screen's notices stay.
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { notify } from '../lib/notify.ts';
import { signedInView } from './signed-in/signed-in-views.ts';

export function NoticeScope() {
  const { pathname, search } = useLocation();
  const scope = pathname === '/' ? signedInView(search).scope(search) : null;
  useEffect(() => notify.enterScope(scope), [scope]);
  return null;
}
