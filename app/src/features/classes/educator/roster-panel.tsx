// 'Gerenciar turma' (issue 27, docs/decisions/0034): rename the class, change its code, delete it.
// Changing the code and deleting ask first, in a dialog that says what happens; the database's
// rules decide (only the class's educator may, supabase/migrations/…_classes.sql and
// …_classroom_safety.sql), the screen only asks.
import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../lib/notify.ts';
import { useDeleteClass, useRenameClass, useRotateJoinCode } from '../class-mutations.ts';
import type { ClassInfo } from '../classes-api.ts';
import { ClassNameRefused } from '../classes-api.ts';
import { Field, focusFirstProblem } from '../form-parts.tsx';
import { checkClassName, CLASS_NAME_PROBLEMS, type ClassNameProblemKey } from './class-name.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';

type RosterPanelProps = {
  userId: string;
  info: ClassInfo;
  /** Only the class's owner deletes it; a co-teacher is not offered it (docs/decisions/0080). */
  canDelete: boolean;
  onDeleted: () => void;
};

export function RosterPanel({ userId, info, canDelete, onDeleted }: RosterPanelProps) {
  const { t } = useTranslation('classes');
  const [asking, setAsking] = useState<'rotate' | 'delete' | null>(null);
  const [renaming, setRenaming] = useState(false);
  const renameButton = useRef<HTMLButtonElement>(null);
  const rotate = useRotateJoinCode(userId, info.id, {
    onSuccess: (code) => {
      setAsking(null);
      notify.success(t('class.rotatedTitle'), t('class.rotated', { code }));
    },
  });
  const remove = useDeleteClass(userId, info.id, {
    onSuccess: () => {
      setAsking(null);
      notify.success(t('class.deleted'), info.name);
    },
    onListed: onDeleted,
  });
  const ask = (what: 'rotate' | 'delete') => {
    rotate.reset();
    remove.reset();
    setAsking(what);
  };
  return (
    <section className="classes__panel" aria-labelledby="manage-heading">
      <h2 id="manage-heading">{t('class.manageHeading')}</h2>
      {renaming ? (
        <RenameForm
          userId={userId}
          info={info}
          onDone={() => {
            setRenaming(false);
            // Back where the keyboard was: the button that opened the form.
            requestAnimationFrame(() => renameButton.current?.focus());
          }}
        />
      ) : (
        <div className="classes__actions">
          <button
            type="button"
            className="button button--secondary"
            ref={renameButton}
            onClick={() => setRenaming(true)}
          >
            {t('class.rename')}
          </button>
          <button type="button" className="button button--secondary" onClick={() => ask('rotate')}>
            {t('class.rotate')}
          </button>
          {canDelete && (
            <button type="button" className="button button--quiet" onClick={() => ask('delete')}>
              {t('class.deleteClass')}
            </button>
          )}
        </div>
      )}
      <ConfirmDialog
        open={asking === 'rotate'}
        title={t('class.rotateTitle')}
        confirm={t('class.rotate')}
        cancel={t('class.cancel')}
        busy={rotate.isPending}
        problem={rotate.isError ? t('class.rotateFailed') : null}
        onConfirm={() => rotate.mutate()}
        onClose={() => setAsking(null)}
      >
        <ul className="classes__sees">
          {t('class.rotateBody', { code: info.joinCode, returnObjects: true }).map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </ConfirmDialog>
      <ConfirmDialog
        open={asking === 'delete'}
        title={t('class.deleteTitle', { name: info.name })}
        confirm={t('class.deleteClass')}
        cancel={t('class.cancel')}
        busy={remove.isPending}
        problem={remove.isError ? t('class.deleteFailed') : null}
        onConfirm={() => remove.mutate()}
        onClose={() => setAsking(null)}
      >
        <ul className="classes__sees">
          {t('class.deleteBody', { returnObjects: true }).map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </ConfirmDialog>
    </section>
  );
}

function RenameForm({
  userId,
  info,
  onDone,
}: {
  userId: string;
  info: ClassInfo;
  /** Closes the form; the class and the list read again after a rename (useRenameClass). */
  onDone: () => void;
}) {
  const { t } = useTranslation('classes');
  const id = useId();
  const [name, setName] = useState(info.name);
  const [problem, setProblem] = useState<ClassNameProblemKey | null>(null);
  const rename = useRenameClass(userId, info.id, {
    onSuccess: () => {
      notify.success(t('class.renamed'));
      onDone();
    },
    // The database's rules are the last word: a name it refuses says which rule on the field.
    onError: (error) => {
      if (error instanceof ClassNameRefused) setProblem(CLASS_NAME_PROBLEMS[error.problem]);
    },
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
    rename.mutate(checked.name);
  };
  return (
    <form className="classes__form classes__rename" onSubmit={submit} noValidate>
      <Field
        id={`${id}-name`}
        label={t('class.renameLabel')}
        hint={t('educator.classNameHint')}
        problem={problem ? t(problem) : undefined}
        value={name}
        onChange={setName}
        disabled={rename.isPending}
        inputProps={{ maxLength: 120, autoComplete: 'off', autoFocus: true }}
      />
      <div className="classes__actions">
        <button type="submit" className="button button--primary" disabled={rename.isPending}>
          {t('class.renameSave')}
        </button>
        <button
          type="button"
          className="button button--secondary"
          disabled={rename.isPending}
          onClick={onDone}
        >
          {t('class.cancel')}
        </button>
      </div>
      {rename.isError && !(rename.error instanceof ClassNameRefused) && (
        <p className="classes__problem" role="alert">
          {t('class.renameFailed')}
        </p>
      )}
    </form>
  );
}
