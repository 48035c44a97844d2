// 'Minha conta': which account this is, whether an educator uses it (docs/decisions/0029; becoming
// one takes an educator invitation code, docs/decisions/0071), and the
// way to delete it with everything stored about the learner (LGPD, docs/decisions/0012). Deleting
// asks first, and says what goes.
import { useMutation } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { notify } from '../../lib/notify.ts';
import { useServices } from '../../lib/services.tsx';
import { ViewTop } from '../../components/view-top.tsx';
import type { SignedInScreenProps } from '../../session/signed-in-user.ts';
import { useMyRole, useSetMyRole, type RoleChangeProblem } from '../../session/my-role.ts';
import { deleteMyAccount } from './account-api.ts';
import './account.css';
import { useOnDemandStrings } from '../../locales/use-on-demand-strings.ts';

export function AccountView({ user }: SignedInScreenProps) {
  useOnDemandStrings();
  const { id: userId, email } = user;
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { supabase } = useServices();
  const [confirming, setConfirming] = useState(false);
  const remove = useMutation({
    mutationFn: async () => deleteMyAccount(await supabase.connected(), userId),
    onSuccess: () => {
      notify.success(t('account.deletedTitle'), t('account.deleted'));
      void navigate('/auth', { replace: true });
    },
  });
  return (
    <section className="account" aria-labelledby="account-heading">
      <ViewTop
        id="account-heading"
        title={t('account.title')}
        subtitle={email ? t('account.signedInAs', { email }) : ''}
        back={t('achievements.back')}
        onBack={() => void navigate('/')}
      />
      <RoleSection userId={userId} />
      <section className="account__delete" aria-labelledby="delete-heading">
        <h2 id="delete-heading">{t('account.deleteHeading')}</h2>
        <p>{t('account.deleteWhat')}</p>
        <ul>
          <li>{t('account.deleteLogin')}</li>
          <li>{t('account.deleteProgress')}</li>
          <li>{t('account.deleteMemberships')}</li>
          <li>{t('account.deleteTaught')}</li>
        </ul>
        {confirming ? (
          <div className="account__confirm" role="group" aria-labelledby="confirm-text">
            <p id="confirm-text" className="account__warning">
              {t('account.confirm')}
            </p>
            {remove.isError && (
              <p className="account__problem" role="alert">
                {t('account.failed')}
              </p>
            )}
            <div className="account__actions">
              <button
                type="button"
                className="button button--danger"
                disabled={remove.isPending}
                onClick={() => remove.mutate()}
              >
                {remove.isPending ? t('account.deleting') : t('account.confirmYes')}
              </button>
              <button
                type="button"
                className="button button--secondary"
                disabled={remove.isPending}
                onClick={() => setConfirming(false)}
              >
                {t('account.confirmNo')}
              </button>
            </div>
          </div>
        ) : (
          <button
            type="button"
            className="button button--secondary"
            onClick={() => setConfirming(true)}
          >
            {t('account.delete')}
          </button>
        )}
      </section>
    </section>
  );
}

/** The problem a refused change shows, by the database's reason (session/my-role.ts). */
const PROBLEM_TEXT = {
  'has-classes': 'account.roleHasClasses',
  'code-missing': 'account.codeMissing',
  'code-unknown': 'account.codeUnknown',
  'code-used': 'account.codeUsed',
  'code-expired': 'account.codeExpired',
  failed: 'account.roleFailed',
} as const satisfies Record<RoleChangeProblem, string>;

// For adults (docs/decisions/0071): what an educator account is, and the educator invitation code
// that makes one; a child cannot become an educator by ticking a box. An educator may go back to
// a learner's account (not while they have classes), and would need a new code to return.
function RoleSection({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const id = useId();
  const role = useMyRole(userId);
  const setRole = useSetMyRole(userId);
  const [code, setCode] = useState('');
  const [missing, setMissing] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const refused = setRole.error ? (setRole.error.message as RoleChangeProblem) : null;
  const problem = missing ? 'code-missing' : refused;
  const codeProblem = problem && problem !== 'has-classes' ? problem : null;
  // After a refusal the focus goes to the field, once it is enabled again.
  const [refusals, setRefusals] = useState(0);
  const focusCode = () => setRefusals((count) => count + 1);
  useEffect(() => {
    if (refusals > 0 && !setRole.isPending) input.current?.focus();
  }, [refusals, setRole.isPending]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (code.trim() === '') {
      setMissing(true);
      setRole.reset();
      focusCode();
      return;
    }
    setMissing(false);
    setRole.mutate(
      { role: 'educator', invitation: code.trim() },
      { onSuccess: () => setCode(''), onError: focusCode },
    );
  };
  return (
    <section className="account__role" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{t('account.roleHeading')}</h2>
      <p>{t('account.educatorWhat')}</p>
      {role === 'educator' ? (
        <>
          <p>{t('account.isEducator')}</p>
          <p id={`${id}-learner-hint`} className="field__hint">
            {t('account.becomeLearnerHint')}
          </p>
          <button
            type="button"
            className="button button--secondary"
            disabled={setRole.isPending}
            aria-describedby={`${id}-learner-hint`}
            onClick={() => setRole.mutate({ role: 'learner' })}
          >
            {t('account.becomeLearner')}
          </button>
        </>
      ) : (
        <form className="account__invitation" onSubmit={submit} noValidate>
          <p>{t('account.educatorHow')}</p>
          <div className="field">
            <label htmlFor={`${id}-code`}>{t('account.invitationLabel')}</label>
            <input
              ref={input}
              id={`${id}-code`}
              name="invitation"
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={20}
              value={code}
              disabled={role === undefined || setRole.isPending}
              aria-invalid={codeProblem ? true : undefined}
              aria-describedby={`${id}-code-hint${codeProblem ? ` ${id}-code-problem` : ''}`}
              onChange={(event) => setCode(event.target.value)}
            />
            <span id={`${id}-code-hint`} className="field__hint">
              {t('account.invitationHint')}
            </span>
            {codeProblem && (
              <span id={`${id}-code-problem`} className="account__problem">
                {t(PROBLEM_TEXT[codeProblem])}
              </span>
            )}
          </div>
          <button
            type="submit"
            className="button button--primary"
            disabled={role === undefined || setRole.isPending}
          >
            {setRole.isPending ? t('account.invitationUsing') : t('account.invitationUse')}
          </button>
        </form>
      )}
      <p className={problem ? 'account__problem' : 'account__saved'} role="status">
        {problem === 'has-classes'
          ? t('account.roleHasClasses')
          : setRole.isSuccess
            ? t(setRole.data === 'educator' ? 'account.roleSaved' : 'account.roleSavedLearner')
            : ''}
      </p>
    </section>
  );
}
