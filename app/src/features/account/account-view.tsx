// 'Minha conta': which account this is, whether an educator uses it (docs/decisions/0029), and the
// way to delete it with everything stored about the learner (LGPD, docs/decisions/0012). Deleting
// asks first, and says what goes.
import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { notify } from '../../lib/notify.ts';
import { useServices } from '../../lib/services.tsx';
import { ViewTop } from '../../components/view-top.tsx';
import type { SignedInScreenProps } from '../../session/signed-in-user.ts';
import { useMyRole, useSetMyRole } from '../../session/my-role.ts';
import { deleteMyAccount } from './account-api.ts';
import './account.css';

export function AccountView({ user }: SignedInScreenProps) {
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

function RoleSection({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const id = useId();
  const role = useMyRole(userId);
  const setRole = useSetMyRole(userId);
  const problem = setRole.error?.message === 'has-classes' ? 'roleHasClasses' : 'roleFailed';
  return (
    <section className="account__role" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{t('account.roleHeading')}</h2>
      <div className="field field--check">
        <input
          id={id}
          type="checkbox"
          checked={role === 'educator'}
          disabled={role === undefined || setRole.isPending}
          aria-describedby={`${id}-hint`}
          onChange={(event) => setRole.mutate(event.target.checked ? 'educator' : 'learner')}
        />
        <label htmlFor={id}>{t('account.roleEducator')}</label>
        <p id={`${id}-hint`} className="field__hint">
          {t('account.roleHint')}
        </p>
      </div>
      <p className={setRole.isError ? 'account__problem' : 'account__saved'} role="status">
        {setRole.isError
          ? t(`account.${problem}`)
          : setRole.isSuccess
            ? t(setRole.data === 'educator' ? 'account.roleSaved' : 'account.roleSavedLearner')
            : ''}
      </p>
    </section>
  );
}
