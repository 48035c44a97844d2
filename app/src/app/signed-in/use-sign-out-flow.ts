// 'Sair' on every signed-in screen (docs/product/screens.md): it looks for progress not sent yet
// first, and asks when there is some (docs/decisions/0019); then signs out, says goodbye and
// goes to /auth.
import { useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { notify } from '../../lib/notify.ts';
import { useServices } from '../../lib/services.tsx';
import type { SessionState } from '../../session/session-provider.tsx';
import { progressUnsent } from '../../session/unsent-progress.ts';
import { useSignOut } from '../../session/use-sign-out.ts';

export function useSignOutFlow(session: SessionState) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const signOut = useSignOut();
  const { supabase } = useServices();
  const [checking, setChecking] = useState(false);
  const [asking, setAsking] = useState(false);
  const signOutButton = useRef<HTMLButtonElement>(null);

  const leave = () => {
    setAsking(false);
    signOut.mutate(undefined, {
      onSettled: () => {
        notify.success(t('training.loggedOutTitle'), t('training.loggedOut'));
        void navigate('/auth', { replace: true });
      },
    });
  };
  const start = async () => {
    // While the session is still being read, the one stored on the device is the learner's.
    const userId =
      session.status === 'signed-in' ? session.session.user.id : supabase.storedSession()?.user.id;
    if (userId === undefined) return leave();
    setChecking(true);
    const waiting = await progressUnsent(userId);
    setChecking(false);
    if (waiting) setAsking(true);
    else leave();
  };
  const stay = () => {
    // The notice and its buttons go: the focus returns to 'Sair', where the learner was.
    flushSync(() => setAsking(false));
    signOutButton.current?.focus();
  };

  return {
    /** 'Sair' was pressed. */
    start: () => void start(),
    /** The unsent-progress notice is open. */
    asking,
    /** Signing out, or about to: 'Sair' waits. */
    busy: signOut.isPending || checking || asking,
    signingOut: signOut.isPending,
    stay,
    leave,
    signOutButton,
  };
}
