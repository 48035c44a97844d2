import { Navigate } from 'react-router';
import { LanguageSwitch } from '../../components/language-switch.tsx';
import { AuthCard } from '../../features/auth/components/auth-card.tsx';
import { useSession } from '../../session/session-provider.tsx';

/**
 * docs/product/screens.md#sign-in-screen: a learner who already has a session goes straight to
 * training. The form shows while the session is still being read, so the page paints before the
 * Supabase client loads.
 */
export function AuthRoute() {
  const session = useSession();
  if (session.status === 'signed-in') return <Navigate to="/" replace />;
  return (
    <main className="auth-page">
      <div className="auth-page__language">
        <LanguageSwitch />
      </div>
      <AuthCard />
    </main>
  );
}
