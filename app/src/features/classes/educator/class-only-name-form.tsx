// 'Nome na turma' (issue 40, item 5; docs/decisions/0075): the class's educator gives a learner a
// name for this class alone, shown instead of the learner's own on every page of the class, or
// goes back to the learner's own. The form checks the join name's rules first
// (packages/training/src/class-rules.ts); the database's refusal is the last word, on the field.
// What was typed stays in the field when a save fails.
import { checkName, DisplayNameSchema, type NameProblem } from '@ths/training/class-rules';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../lib/notify.ts';
import { useSetClassOnlyName } from '../class-mutations.ts';
import { ClassOnlyNameRefused } from '../classes-api.ts';
import { Field, focusFirstProblem } from '../form-parts.tsx';
import type { LearnerRow } from './class-data.ts';

/** Each rule a class-only name can break, as the key of its text. */
const PROBLEMS = {
  required: 'learner.classNameRequired',
  hidden: 'learner.classNameHidden',
  private: 'learner.classNamePrivate',
  invisible: 'learner.classNameInvisible',
  tooLong: 'learner.classNameTooLong',
  gone: 'learner.classNameGone',
} as const satisfies Record<NameProblem | 'gone', string>;
type ProblemKey = (typeof PROBLEMS)[keyof typeof PROBLEMS];

export function ClassOnlyNameForm({
  userId,
  classId,
  row,
}: {
  userId: string;
  classId: string;
  row: LearnerRow;
}) {
  const { t } = useTranslation('classes');
  const id = useId();
  const [typed, setTyped] = useState(row.classOnlyName ?? '');
  const [problem, setProblem] = useState<ProblemKey | null>(null);
  const save = useSetClassOnlyName(userId, classId, row.userId, {
    onSuccess: (stored) => {
      setTyped(stored ?? '');
      notify.success(
        stored
          ? t('learner.classNameSaved', { name: stored })
          : t('learner.classNameCleared', { name: row.ownName }),
      );
    },
    onError: (error) => {
      if (error instanceof ClassOnlyNameRefused) setProblem(PROBLEMS[error.problem]);
    },
  });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = checkName(DisplayNameSchema, typed);
    if ('problem' in checked) {
      setProblem(PROBLEMS[checked.problem]);
      focusFirstProblem(event.currentTarget);
      return;
    }
    setProblem(null);
    save.mutate(checked.name);
  };
  return (
    <section className="classes__panel" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{t('learner.classNameHeading')}</h2>
      {row.sameName && <p>{t('learner.classNameSameName')}</p>}
      <form className="classes__form classes__rename" onSubmit={submit} noValidate>
        <Field
          id={`${id}-name`}
          label={t('learner.classNameLabel')}
          hint={t('learner.classNameHint', { own: row.ownName })}
          problem={problem ? t(problem) : undefined}
          value={typed}
          onChange={setTyped}
          disabled={save.isPending}
          inputProps={{ maxLength: 120, autoComplete: 'off' }}
        />
        <div className="classes__actions">
          <button type="submit" className="button button--primary" disabled={save.isPending}>
            {t('learner.classNameSave')}
          </button>
          {row.classOnlyName && (
            <button
              type="button"
              className="button button--secondary"
              disabled={save.isPending}
              onClick={() => {
                setProblem(null);
                // Cleared, the button pressed is gone: the focus goes to the field, empty again,
                // once it is enabled (after the mutation settles).
                save.mutate(null, {
                  onSuccess: () =>
                    requestAnimationFrame(() => document.getElementById(`${id}-name`)?.focus()),
                });
              }}
            >
              {t('learner.classNameClear')}
            </button>
          )}
        </div>
        {save.isError && !(save.error instanceof ClassOnlyNameRefused) && (
          <p className="classes__problem" role="alert">
            {t('learner.classNameFailed')}
          </p>
        )}
      </form>
    </section>
  );
}
