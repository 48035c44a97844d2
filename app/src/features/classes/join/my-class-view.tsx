// A learner's class: join one with the code the educator gives, see the classes joined and
// leave them. Before joining, the learner reads plainly what the educator will see.
import { useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../lib/notify.ts';
import { useServices } from '../../../lib/services.tsx';
import { ViewTop } from '../../../components/view-top.tsx';
import { JoinClassError, type JoinRefusal, type Membership } from '../classes-api.ts';
import { useJoinClass, useLeaveClass } from '../class-mutations.ts';
import { membershipsQuery } from '../class-queries.ts';
import { Field, focusFirstProblem, LoadError } from '../form-parts.tsx';
import { checkJoinForm, type JoinFormProblems } from './join-form.ts';
import './my-class.css';

/** `code`: the code the address brought (the classroom wall's QR code), filled in for the learner. */
type MyClassViewProps = { userId: string; code?: string; onBack: () => void };

const JOIN_PROBLEMS: Record<JoinRefusal, JoinFormProblems> = {
  'unknown-code': { code: 'myClass.codeUnknown' },
  removed: { code: 'myClass.codeRemoved' },
  'hidden-name': { name: 'myClass.nameHidden' },
  'private-name': { name: 'myClass.namePrivate' },
  'invisible-name': { name: 'myClass.nameInvisible' },
  'too-many-tries': { form: 'myClass.tooManyTries' },
  failed: { form: 'myClass.joinFailed' },
};

export function MyClassView({ userId, code, onBack }: MyClassViewProps) {
  const { t } = useTranslation('classes');
  const { supabase } = useServices();
  const memberships = useQuery(membershipsQuery(supabase, userId));
  const joined = memberships.data ?? [];
  return (
    <section className="classes" aria-labelledby="my-class-heading">
      <ViewTop
        id="my-class-heading"
        title={t('myClass.title')}
        subtitle={t('myClass.subtitle')}
        back={t('back')}
        onBack={onBack}
      />
      {memberships.isError ? (
        <LoadError onRetry={() => void memberships.refetch()} />
      ) : (
        <>
          {joined.length > 0 && (
            <ul className="classes__memberships">
              {joined.map((membership) => (
                <MembershipCard key={membership.classId} membership={membership} userId={userId} />
              ))}
            </ul>
          )}
          {!memberships.isPending && (
            <JoinForm userId={userId} another={joined.length > 0} initialCode={code ?? ''} />
          )}
        </>
      )}
      <section className="classes__panel" aria-labelledby="sees-heading">
        <h2 id="sees-heading">{t('myClass.seesHeading')}</h2>
        <ul className="classes__sees">
          {t('myClass.sees', { returnObjects: true }).map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
        <p>{t('myClass.notSees')}</p>
      </section>
    </section>
  );
}

function JoinForm({
  userId,
  another,
  initialCode,
}: {
  userId: string;
  another: boolean;
  initialCode: string;
}) {
  const { t } = useTranslation('classes');
  const id = useId();
  const [code, setCode] = useState(initialCode);
  const [name, setName] = useState('');
  const [problems, setProblems] = useState<JoinFormProblems>({});
  const join = useJoinClass(userId, {
    onSent: () => setCode(''),
    onSuccess: (joinedNow) => {
      notify.success(
        t('myClass.joinedTitle'),
        joinedNow ? t('myClass.joined', { name: joinedNow.className }) : undefined,
      );
    },
    onError: (error) => {
      const reason = error instanceof JoinClassError ? error.reason : 'failed';
      setProblems(JOIN_PROBLEMS[reason]);
    },
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const check = checkJoinForm({ code, name });
    setProblems(check.problems);
    if (check.ok) join.mutate(check.form);
    else focusFirstProblem(event.currentTarget);
  };

  const headingId = `${id}-heading`;
  return (
    <form
      className="classes__panel classes__form"
      aria-labelledby={headingId}
      onSubmit={submit}
      noValidate
    >
      <h2 id={headingId}>{another ? t('myClass.joinAnotherHeading') : t('myClass.joinHeading')}</h2>
      <Field
        id={`${id}-code`}
        label={t('myClass.code')}
        hint={t('myClass.codeHint')}
        problem={problems.code && t(problems.code)}
        value={code}
        onChange={(value) => setCode(value.toUpperCase())}
        disabled={join.isPending}
        inputProps={{
          autoCapitalize: 'characters',
          autoComplete: 'off',
          spellCheck: false,
          maxLength: 20,
          className: 'classes__code-input',
        }}
      />
      <Field
        id={`${id}-name`}
        label={t('myClass.name')}
        hint={t('myClass.nameHint')}
        problem={problems.name && t(problems.name)}
        value={name}
        onChange={setName}
        disabled={join.isPending}
        inputProps={{ autoComplete: 'nickname', maxLength: 60 }}
      />
      {problems.form && (
        <p className="classes__problem" role="alert">
          {t(problems.form)}
        </p>
      )}
      <button type="submit" className="button button--primary" disabled={join.isPending}>
        {join.isPending ? t('myClass.joining') : t('myClass.join')}
      </button>
    </form>
  );
}

function MembershipCard({ membership, userId }: { membership: Membership; userId: string }) {
  const { t } = useTranslation('classes');
  const [confirming, setConfirming] = useState(false);
  const leave = useLeaveClass(userId, membership.classId, {
    onSuccess: () => notify.success(t('myClass.leftTitle'), t('myClass.left')),
    onError: () => notify.error(t('myClass.leaveFailed')),
  });
  return (
    <li className="classes__panel classes__membership">
      <p className="classes__label">{t('myClass.youAreIn')}</p>
      <p className="classes__class-name">{membership.className}</p>
      {membership.displayName && <p>{t('myClass.shownAs', { name: membership.displayName })}</p>}
      {confirming ? (
        <div className="classes__confirm" role="group" aria-label={t('myClass.leave')}>
          <p>{t('myClass.leaveConfirm', { name: membership.className })}</p>
          <div className="classes__actions">
            <button
              type="button"
              className="button button--secondary"
              disabled={leave.isPending}
              onClick={() => leave.mutate()}
            >
              {t('myClass.leaveYes')}
            </button>
            <button
              type="button"
              className="button button--quiet"
              onClick={() => setConfirming(false)}
            >
              {t('myClass.leaveNo')}
            </button>
          </div>
        </div>
      ) : (
        <button type="button" className="button button--quiet" onClick={() => setConfirming(true)}>
          {t('myClass.leave')}
        </button>
      )}
    </li>
  );
}
