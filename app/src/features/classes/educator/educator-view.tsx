// An educator's classes, each with who has not practised and who needs help, to open one and
// follow it; then a new class (its code shows at once); and an invitation code for a colleague
// who would be an educator too (docs/decisions/0071).
import type { ContentBundle } from '@ths/content-model/bundle-schema';
import { useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { notify } from '../../../lib/notify.ts';
import { useServices } from '../../../lib/services.tsx';
import { ViewTop } from '../../../components/view-top.tsx';
import { formatDay } from '../../../lib/format-day.ts';
import { useInviteEducator } from '../../../session/my-role.ts';
import { classesAddress } from '../classes-address.ts';
import { useCreateClass } from '../class-mutations.ts';
import { taughtClassesQuery } from '../class-queries.ts';
import { ClassNameRefused } from '../classes-api.ts';
import { Field, focusFirstProblem, LoadError } from '../form-parts.tsx';
import { learnerRows, useClassData } from './class-data.ts';
import { checkClassName, CLASS_NAME_PROBLEMS, type ClassNameProblemKey } from './class-name.ts';
import { useCoTaughtClasses } from './co-teachers-api.ts';
import { JoinAsEducatorForm } from './join-as-educator-form.tsx';
import './class-code.css';
import './class-list.css';

type EducatorViewProps = {
  userId: string;
  /** The content, for each class's figures; null while it loads (the list shows without them). */
  content: ContentBundle | null;
  onBack: () => void;
  onOpen: (classId: string) => void;
};

export function EducatorView({ userId, content, onBack, onOpen }: EducatorViewProps) {
  const { t } = useTranslation('classes');
  const { supabase } = useServices();
  const classes = useQuery(taughtClassesQuery(supabase, userId));
  // The classes another educator invited them to (docs/decisions/0080), after their own.
  const coTaught = useCoTaughtClasses(userId);
  const coTaughtIds = new Set(coTaught.data?.map((info) => info.id));
  const all =
    classes.data && coTaught.data
      ? [
          ...classes.data,
          ...coTaught.data.filter((info) => !classes.data.some((c) => c.id === info.id)),
        ]
      : undefined;
  return (
    <section className="classes" aria-labelledby="educator-heading">
      <ViewTop
        id="educator-heading"
        title={t('educator.title')}
        subtitle={t('educator.subtitle')}
        // An educator lands here (docs/decisions/0074); the learner's practice is one step away.
        back={t('educator.toPractice')}
        onBack={onBack}
      />
      <section aria-labelledby="classes-heading" className="classes__list-section">
        <h2 id="classes-heading">{t('educator.classesHeading')}</h2>
        {classes.isError || coTaught.isError ? (
          <LoadError onRetry={() => void Promise.all([classes.refetch(), coTaught.refetch()])} />
        ) : all?.length === 0 ? (
          <p className="classes__empty">{t('educator.noClasses')}</p>
        ) : (
          <ul className="classes__list">
            {all?.map((info) => (
              <li key={info.id} className="classes__panel classes__class-card">
                <Link
                  to={classesAddress({ name: 'educator', classId: info.id })}
                  className="classes__class-link"
                  aria-label={t('educator.open', { name: info.name })}
                >
                  {info.name}
                </Link>
                {coTaughtIds.has(info.id) && (
                  <span className="classes__co-teacher-marker">{t('coTeachers.marker')}</span>
                )}
                {content && <ClassFigures userId={userId} classId={info.id} content={content} />}
                <span className="classes__code-small">
                  {t('educator.codeLabel')}:{' '}
                  <span className="classes__code-text">{info.joinCode}</span>
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
      {/* Follow-up first, set-up after: the classes, then a new one (docs/decisions/0070). */}
      <CreateClassForm userId={userId} onCreated={onOpen} />
      <JoinAsEducatorForm userId={userId} onJoined={onOpen} />
      <InviteEducator />
    </section>
  );
}

/**
 * What a teacher looks for in a class before opening it: how many learners, how many have not
 * practised for a week, how many need help (the class page's own signals, docs/decisions/0069).
 * The figures come from the class's own query, so opening the class shows them at once.
 */
function ClassFigures({
  userId,
  classId,
  content,
}: {
  userId: string;
  classId: string;
  content: ContentBundle;
}) {
  const { t, i18n } = useTranslation('classes');
  const { now } = useServices();
  const data = useClassData(userId, classId);
  if (!data.data) return null;
  const rows = learnerRows(data.data, content, '', i18n.language, now());
  const idle = rows.filter((row) => row.idle).length;
  const help = rows.filter((row) => row.help !== null).length;
  return (
    <p className="classes__class-figures">
      <span>{t('class.learners', { count: rows.length })}</span>
      {idle > 0 && <span className="classes__idle">{t('grid.idleCount', { count: idle })}</span>}
      {help > 0 && <span className="classes__help">{t('grid.helpCount', { count: help })}</span>}
    </p>
  );
}

/** 'Convidar um(a) educador(a)': a one-use code, valid 14 days, for a colleague's 'Minha conta'. */
function InviteEducator() {
  const { t, i18n } = useTranslation('classes');
  const id = useId();
  const invite = useInviteEducator();
  return (
    <section className="classes__panel classes__invite" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{t('educator.inviteHeading')}</h2>
      <p>{t('educator.inviteWhat')}</p>
      <button
        type="button"
        className="button button--secondary"
        disabled={invite.isPending}
        onClick={() => invite.mutate()}
      >
        {invite.isPending ? t('educator.inviting') : t('educator.invite')}
      </button>
      <div role="status">
        {invite.isError ? (
          <p className="classes__problem">
            {t(
              invite.error.message === 'too-many'
                ? 'educator.inviteTooMany'
                : 'educator.inviteFailed',
            )}
          </p>
        ) : invite.data ? (
          <p>
            {t('educator.invitationCode')}:{' '}
            <strong className="classes__code-text">{invite.data.code}</strong>.{' '}
            {t('educator.invitationUntil', {
              date: formatDay(invite.data.expiresAt, i18n.language),
            })}
          </p>
        ) : null}
      </div>
    </section>
  );
}

function CreateClassForm({
  userId,
  onCreated,
}: {
  userId: string;
  onCreated: (id: string) => void;
}) {
  const { t } = useTranslation('classes');
  const id = useId();
  const [name, setName] = useState('');
  const [problem, setProblem] = useState<ClassNameProblemKey | null>(null);
  const create = useCreateClass(userId, {
    onSuccess: (created) => {
      setName('');
      notify.success(t('educator.createdTitle'), t('educator.created', { code: created.joinCode }));
    },
    onListed: (created) => onCreated(created.id),
    // The database's rules are the last word: a name it refuses says which rule on the field.
    onError: (error) =>
      error instanceof ClassNameRefused
        ? setProblem(CLASS_NAME_PROBLEMS[error.problem])
        : notify.error(t('educator.createFailed')),
  });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = checkClassName(name);
    if ('problem' in checked) {
      setProblem(checked.problem);
      focusFirstProblem(event.currentTarget);
      return;
    }
    setProblem(null);
    create.mutate(checked.name);
  };
  return (
    <form
      className="classes__panel classes__form"
      aria-labelledby={`${id}-heading`}
      onSubmit={submit}
      noValidate
    >
      <h2 id={`${id}-heading`}>{t('educator.createHeading')}</h2>
      <Field
        id={`${id}-name`}
        label={t('educator.className')}
        hint={t('educator.classNameHint')}
        problem={problem ? t(problem) : undefined}
        value={name}
        onChange={setName}
        disabled={create.isPending}
        inputProps={{ maxLength: 120, autoComplete: 'off' }}
      />
      <button type="submit" className="button button--primary" disabled={create.isPending}>
        {create.isPending ? t('educator.creating') : t('educator.create')}
      </button>
    </form>
  );
}
