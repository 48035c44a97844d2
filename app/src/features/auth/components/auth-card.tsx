// docs/product/screens.md#sign-in-screen: a centred card with two tabs that share the e-mail and
// password, docs/product/journey.md#credentials checks before any request,
// docs/product/screens.md#error-notices toasts. AuthTabs gives the WAI-ARIA tabs pattern (arrow
// keys, roving focus, aria-controls).
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { notify } from '../../../lib/notify.ts';
import { useServices } from '../../../lib/services.tsx';
import { AuthTabs } from './auth-tabs.tsx';
import { signInErrorToast, signUpErrorToast, type AuthErrorToast } from '../auth-errors.ts';
import { checkCredentials, type Credentials } from '../credentials.ts';
import { useSignIn, useSignUp } from '../use-auth-mutations.ts';
import './auth.css';

type Tab = 'sign-in' | 'sign-up';

/**
 * Where the learner goes once signed in: the search of '/' (the address they opened signed out,
 * or '' for the home) and the screen's notice scope, so the welcome shows there
 * (docs/decisions/0050).
 */
export type AuthDestination = { search: string; scope: string };

const HOME: AuthDestination = { search: '', scope: 'home' };

export function AuthCard({ destination = HOME }: { destination?: AuthDestination }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { supabase } = useServices();
  const [tab, setTab] = useState<Tab>('sign-in');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const signIn = useSignIn();
  const signUp = useSignUp();
  const busy = signIn.isPending || signUp.isPending;

  // One problem with the form at a time: a new one replaces the old, and success clears it.
  const showError = (toast: AuthErrorToast) =>
    notify.error(t(toast.title), 'textKey' in toast ? t(toast.textKey) : toast.text, {
      key: FORM_PROBLEM,
    });
  // Welcome messages belong to the home they lead to; they do not follow into a lesson.
  const welcome = (title: string, text: string) => {
    notify.dismiss({ key: FORM_PROBLEM });
    notify.success(title, text, { scope: destination.scope });
  };

  // docs/product/journey.md#credentials: the first failing rule in a 'Dados inválidos' toast, and
  // no request.
  const checked = (): Credentials | null => {
    const check = checkCredentials({ email, password });
    if (check.ok) return check.credentials;
    notify.error(t('auth.invalidTitle'), t(check.firstIssue), { key: FORM_PROBLEM });
    return null;
  };

  const submitSignIn = (event: FormEvent) => {
    event.preventDefault();
    const credentials = checked();
    if (!credentials) return;
    signIn.mutate(credentials, {
      onSuccess: () => {
        welcome(t('auth.signedInTitle'), t('auth.signedIn'));
        void navigate({ pathname: '/', search: destination.search }, { replace: true });
      },
      onError: (error) => showError(signInErrorToast(error)),
    });
  };

  const submitSignUp = (event: FormEvent) => {
    event.preventDefault();
    const credentials = checked();
    if (!credentials) return;
    signUp.mutate(
      { ...credentials, returnTo: destination.search },
      {
        onSuccess: (session) => {
          if (session) {
            welcome(t('auth.signedUpTitle'), t('auth.signedUp'));
            void navigate({ pathname: '/', search: destination.search }, { replace: true });
          } else {
            // docs/product/journey.md#credentials: a backend that wants the e-mail confirmed returns
            // no session; say so and stay here, on the sign-in tab the learner will need next.
            notify.dismiss({ key: FORM_PROBLEM });
            notify.success(
              t('auth.confirmEmailTitle'),
              t('auth.confirmEmail', { email: credentials.email }),
            );
            setTab('sign-in');
          }
        },
        onError: (error) => showError(signUpErrorToast(error)),
      },
    );
  };

  const fields = { email, password, setEmail, setPassword, busy };
  return (
    // The Supabase client starts loading when the learner starts filling in the form, so the
    // page paints without it and the submit does not wait for it.
    <section className="auth-card" aria-labelledby="auth-title" onFocus={() => void supabase()}>
      <h1 id="auth-title" className="auth-card__title">
        {t('app.title')}
      </h1>
      <p className="auth-card__subtitle">{t('auth.subtitle')}</p>
      <AuthTabs
        tabs={[
          { value: 'sign-in', label: t('auth.tabSignIn') },
          { value: 'sign-up', label: t('auth.tabSignUp') },
        ]}
        selected={tab}
        onSelect={setTab}
        label={t('auth.tabsLabel')}
      >
        {tab === 'sign-in' ? (
          <form key="sign-in" onSubmit={submitSignIn} noValidate>
            <CredentialFields {...fields} autoCompletePassword="current-password" />
            <button type="submit" className="button button--primary button--wide" disabled={busy}>
              {signIn.isPending ? t('auth.signingIn') : t('auth.signIn')}
            </button>
          </form>
        ) : (
          <form key="sign-up" onSubmit={submitSignUp} noValidate>
            <CredentialFields {...fields} autoCompletePassword="new-password" showHint />
            <button type="submit" className="button button--primary button--wide" disabled={busy}>
              {signUp.isPending ? t('auth.signingUp') : t('auth.signUp')}
            </button>
          </form>
        )}
      </AuthTabs>
    </section>
  );
}

type CredentialFieldsProps = {
  email: string;
  password: string;
  setEmail: (value: string) => void;
  setPassword: (value: string) => void;
  busy: boolean;
  autoCompletePassword: 'current-password' | 'new-password';
  showHint?: boolean;
};

// docs/product/screens.md#sign-in-screen: both fields required, disabled while a request runs; the
// sign-up tab adds the hint. noValidate on the form: the docs/product/journey.md#credentials checks
// and their toast decide, not the browser's bubbles.
function CredentialFields(props: CredentialFieldsProps) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <>
      <div className="field">
        <label htmlFor={`${id}-email`}>{t('auth.email')}</label>
        <input
          id={`${id}-email`}
          type="email"
          name="email"
          autoComplete="email"
          placeholder={t('auth.emailPlaceholder')}
          required
          disabled={props.busy}
          value={props.email}
          onChange={(event) => props.setEmail(event.target.value)}
        />
      </div>
      <div className="field">
        <label htmlFor={`${id}-password`}>{t('auth.password')}</label>
        <input
          id={`${id}-password`}
          type="password"
          name="password"
          autoComplete={props.autoCompletePassword}
          required
          disabled={props.busy}
          aria-describedby={props.showHint ? `${id}-hint` : undefined}
          value={props.password}
          onChange={(event) => props.setPassword(event.target.value)}
        />
        {props.showHint && (
          <p id={`${id}-hint`} className="field__hint">
            {t('auth.passwordHint')}
          </p>
        )}
      </div>
    </>
  );
}

const FORM_PROBLEM = 'auth-form-problem';
