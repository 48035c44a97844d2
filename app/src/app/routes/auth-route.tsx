import { Navigate, useLocation } from 'react-router';
import { LanguageSwitch } from '../../components/language-switch.tsx';
import { AuthCard } from '../../features/auth/components/auth-card.tsx';
import { useSession } from '../../session/session-provider.tsx';
import { LANDING_STATE } from '../../session/landing.ts';
import { returnSearch } from '../signed-in/return-address.ts';
import { signedInView } from '../signed-in/signed-in-views.ts';

/**
 * docs/product/screens.md#sign-in-screen: a learner who already has a session goes straight to
 * training. The form shows while the session is still being read, so the page paints before the
 * Supabase client loads. Signed in, the learner lands where the address they opened signed out
 * was (the wall's QR code, docs/decisions/0050), or on the home.
 */
export function AuthRoute() {
  const session = useSession();
  const search = returnSearch(useLocation().state);
  if (session.status === 'signed-in') {
    return <Navigate to={{ pathname: '/', search }} replace state={LANDING_STATE} />;
  }
  return (
    <main className="auth-page">
      <div className="auth-page__language">
        <LanguageSwitch />
      </div>
      <AuthCard destination={{ search, scope: signedInView(search).scope(search) }} />
    </main>
  );
}
