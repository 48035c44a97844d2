// docs/product/screens.md#sign-in-screen: a centred card with two tabs that share the e-mail and
// password, docs/product/journey.md#credentials checks before any request,
// docs/product/screens.md#error-notices toasts, and the same problem on the field it concerns
// (aria-invalid, the message under it, the focus on it; issue 39). AuthTabs gives the WAI-ARIA
// tabs pattern (arrow keys, roving focus, aria-controls).
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { notify } from '../../../lib/notify.ts';
import { useServices } from '../../../lib/services.tsx';
import { AuthTabs } from './auth-tabs.tsx';
import {
  signInErrorToast,
  signUpErrorToast,
  type AuthErrorToast,
  type ProblemField,
} from '../auth-errors.ts';
import { checkCredentials, fieldOf, type Credentials } from '../credentials.ts';
import { useSignIn, useSignUp } from '../use-auth-mutations.ts';
import { LANDING_STATE } from '../../../session/landing.ts';
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
  // The problem also shown on its field; it leaves when that field is typed in again.
  const [problem, setProblem] = useState<FieldProblem | null>(null);
  // After a refused submit the focus goes to the field to fix, the first one marked, once the
  // fields are usable again.
  const card = useRef<HTMLElement>(null);
  useEffect(() => {
    if (!problem) return;
    const frame = requestAnimationFrame(() =>
      card.current?.querySelector<HTMLInputElement>('[aria-invalid="true"]')?.focus(),
    );
    return () => cancelAnimationFrame(frame);
  }, [problem]);

  // One problem with the form at a time: a new one replaces the old, and success clears it.
  const showError = (toast: AuthErrorToast) => {
    const text = 'textKey' in toast ? t(toast.textKey) : toast.text;
    notify.error(t(toast.title), text, { key: FORM_PROBLEM });
    setProblem(toast.field ? { field: toast.field, text } : null);
  };
  // Welcome messages belong to the home they lead to; they do not follow into a lesson.
  const welcome = (title: string, text: string) => {
    notify.dismiss({ key: FORM_PROBLEM });
    setProblem(null);
    notify.success(title, text, { scope: destination.scope });
  };

  // docs/product/journey.md#credentials: the first failing rule in a 'Dados inválidos' toast and
  // under its field, and no request.
  const checked = (): Credentials | null => {
    const check = checkCredentials({ email, password });
    if (check.ok) return check.credentials;
    notify.error(t('auth.invalidTitle'), t(check.firstIssue), { key: FORM_PROBLEM });
    setProblem({ field: fieldOf(check.firstIssue), text: t(check.firstIssue) });
    return null;
  };

  const submitSignIn = (event: FormEvent) => {
    event.preventDefault();
    const credentials = checked();
    if (!credentials) return;
    signIn.mutate(credentials, {
      onSuccess: () => {
        welcome(t('auth.signedInTitle'), t('auth.signedIn'));
        void navigate(
          { pathname: '/', search: destination.search },
          { replace: true, state: LANDING_STATE },
        );
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
            void navigate(
              { pathname: '/', search: destination.search },
              { replace: true, state: LANDING_STATE },
            );
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

  const fields = {
    email,
    password,
    setEmail: (value: string) => {
      setEmail(value);
      if (problem && problem.field !== 'password') setProblem(null);
    },
    setPassword: (value: string) => {
      setPassword(value);
      if (problem && problem.field !== 'email') setProblem(null);
    },
    busy,
    problem,
  };
  return (
    // The Supabase client starts loading when the learner starts filling in the form, so the
    // page paints without it and the submit does not wait for it.
    <section
      ref={card}
      className="auth-card"
      aria-labelledby="auth-title"
      onFocus={() => void supabase()}
    >
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
        onSelect={(next) => {
          setTab(next);
          setProblem(null);
        }}
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

/** A problem shown on the field it concerns; 'both' marks both and says it under the password. */
type FieldProblem = { field: ProblemField; text: string };

type CredentialFieldsProps = {
  email: string;
  password: string;
  setEmail: (value: string) => void;
  setPassword: (value: string) => void;
  busy: boolean;
  problem: FieldProblem | null;
  autoCompletePassword: 'current-password' | 'new-password';
  showHint?: boolean;
};

// docs/product/screens.md#sign-in-screen: both fields required, disabled while a request runs; the
// sign-up tab adds the hint. noValidate on the form: the docs/product/journey.md#credentials checks
// and their toast decide, not the browser's bubbles.
function CredentialFields(props: CredentialFieldsProps) {
  const { t } = useTranslation();
  const id = useId();
  const { problem } = props;
  const emailWrong = problem !== null && problem.field !== 'password';
  const passwordWrong = problem !== null && problem.field !== 'email';
  // The message sits under the e-mail for an e-mail problem, under the password otherwise; both
  // fields marked for 'both' read it.
  const problemId = `${id}-problem`;
  const problemUnder = problem?.field === 'email' ? 'email' : 'password';
  const problemText = problem && (
    <p id={problemId} className="field__problem">
      {problem.text}
    </p>
  );
  const passwordDescribedBy = [props.showHint ? `${id}-hint` : '', passwordWrong ? problemId : '']
    .filter(Boolean)
    .join(' ');
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
          aria-invalid={emailWrong || undefined}
          aria-describedby={emailWrong ? problemId : undefined}
          value={props.email}
          onChange={(event) => props.setEmail(event.target.value)}
        />
        {problemUnder === 'email' && problemText}
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
          aria-invalid={passwordWrong || undefined}
          aria-describedby={passwordDescribedBy || undefined}
          value={props.password}
          onChange={(event) => props.setPassword(event.target.value)}
        />
        {props.showHint && (
          <p id={`${id}-hint`} className="field__hint">
            {t('auth.passwordHint')}
          </p>
        )}
        {problemUnder === 'password' && problemText}
      </div>
    </>
  );
}

const FORM_PROBLEM = 'auth-form-problem';
