// 'Tarefas da turma' (docs/decisions/0030): the educator gives the class a phase or a skill, by a
// date or not ('Nova tarefa' above the grid opens the form, docs/decisions/0070), and sees who has
// done each, who is part of the way ("Bruno (2 de 3)") and who has not started. Done comes from
// each learner's progress through the engine's rule, the same one the learner's home uses.
import type { ContentBundle } from '@ths/content-model/bundle-schema';
import type { Assignment } from '@ths/training/assignments';
import { workStanding, type WorkStanding } from '@ths/training/class-work-grid';
import { SCHOOL_DATE_MAX, SCHOOL_DATE_MIN, SchoolDateSchema } from '@ths/training/class-rules';
import type { Progress } from '@ths/training/progress';
import { useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { dayText } from '../../../lib/calendar-day.ts';
import { useServices } from '../../../lib/services.tsx';
import {
  useCreateAssignment,
  useDeleteAssignment,
  useUpdateAssignmentDue,
} from '../class-mutations.ts';
import { classAssignmentsQuery } from '../class-queries.ts';
import { AssignmentRefused } from '../classes-api.ts';
import { classesAddress } from '../classes-address.ts';
import { LoadError } from '../form-parts.tsx';
import './assignments.css';

type Learner = { userId: string; name: string; progress: Progress };

/** A typed due date ('' for none) the database would refuse: not a day from 2000 to 2099. */
const outOfSchoolDates = (dueOn: string) =>
  dueOn !== '' && !SchoolDateSchema.safeParse(dueOn).success;

/** What a refused save says: the date's rule on its field, the class's limit, or try again. */
function saveProblem(error: Error | null): 'dueOutOfRange' | 'tooMany' | 'failed' | null {
  if (!error) return null;
  if (error instanceof AssignmentRefused && error.reason === 'due-out-of-range')
    return 'dueOutOfRange';
  if (error instanceof AssignmentRefused && error.reason === 'too-many') return 'tooMany';
  return 'failed';
}

/** The date field of both forms, with the database's range and the rule when it is broken. */
function DueField(props: {
  id: string;
  value: string;
  disabled: boolean;
  outOfRange: boolean;
  autoFocus?: boolean;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation('classes');
  const described = [`${props.id}-hint`, props.outOfRange ? `${props.id}-problem` : null]
    .filter(Boolean)
    .join(' ');
  return (
    <div className="field">
      <label htmlFor={props.id}>{t('assignments.due')}</label>
      <input
        id={props.id}
        type="date"
        value={props.value}
        min={SCHOOL_DATE_MIN}
        max={SCHOOL_DATE_MAX}
        disabled={props.disabled}
        aria-invalid={props.outOfRange}
        aria-describedby={described}
        autoFocus={props.autoFocus}
        onChange={(event) => props.onChange(event.target.value)}
      />
      <p id={`${props.id}-hint`} className="field__hint">
        {t('assignments.dueHint')}
      </p>
      {props.outOfRange && (
        <p id={`${props.id}-problem`} className="classes__problem">
          {t('assignments.dueOutOfRange')}
        </p>
      )}
    </div>
  );
}

/** The class's assignments, read once for the grid and this panel (one query key). */
export function useClassAssignments(userId: string, classId: string) {
  const { supabase } = useServices();
  const assignments = useQuery(classAssignmentsQuery(supabase, userId, classId));
  return { assignments };
}

type AssignmentsPanelProps = {
  userId: string;
  classId: string;
  content: ContentBundle;
  learners: Learner[];
  /** The teacher's calendar day, 'YYYY-MM-DD'. */
  today: string;
};

export function AssignmentsPanel({
  userId,
  classId,
  content,
  learners,
  today,
}: AssignmentsPanelProps) {
  const { t, i18n } = useTranslation('classes');
  const { assignments } = useClassAssignments(userId, classId);
  const remove = useDeleteAssignment(userId, classId);
  const workName = useWorkName(content);
  const [editing, setEditing] = useState<string | null>(null);
  const panelId = useId();

  return (
    <section className="classes__panel classes__assignments" aria-labelledby="assignments-heading">
      <h2 id="assignments-heading">{t('assignments.heading')}</h2>
      {assignments.isError ? (
        <LoadError onRetry={() => void assignments.refetch()} />
      ) : assignments.data?.length === 0 ? (
        <p className="classes__empty">{t('assignments.none')}</p>
      ) : (
        <ul className="classes__assignment-list">
          {assignments.data?.map((work) => {
            const standing = workStanding(work, content.scenarios, learners, today);
            return (
              <li key={work.id} className="classes__assignment">
                <h3>
                  {work.kind === 'skill' && content.skills.some((s) => s.key === work.target) ? (
                    // A skill's page has its scenarios and challenge, and who still needs it.
                    <Link
                      to={classesAddress({ name: 'class-skill', classId, skillKey: work.target })}
                      className="classes__skill-link"
                    >
                      {workName(work)}
                    </Link>
                  ) : (
                    workName(work)
                  )}
                </h3>
                {editing === work.id ? (
                  <DueForm
                    userId={userId}
                    classId={classId}
                    work={work}
                    name={workName(work)}
                    onDone={() => {
                      setEditing(null);
                      // Back where the keyboard was: this assignment's 'Mudar data'.
                      requestAnimationFrame(() =>
                        document.getElementById(`${panelId}-due-${work.id}`)?.focus(),
                      );
                    }}
                  />
                ) : (
                  <p className="field__hint">
                    {work.dueOn === null
                      ? t('assignments.noDue')
                      : t('assignments.dueOn', { date: dayText(work.dueOn, i18n.language) })}
                  </p>
                )}
                <StandingLines standing={standing} total={learners.length} />
                {editing !== work.id && (
                  <div className="classes__actions">
                    <button
                      type="button"
                      className="button button--quiet"
                      aria-label={t('assignments.editDueNamed', { name: workName(work) })}
                      id={`${panelId}-due-${work.id}`}
                      onClick={() => setEditing(work.id)}
                    >
                      {t('assignments.editDue')}
                    </button>
                    <button
                      type="button"
                      className="button button--quiet"
                      disabled={remove.isPending}
                      aria-label={t('assignments.deleteNamed', { name: workName(work) })}
                      onClick={() => remove.mutate(work.id)}
                    >
                      {t('assignments.delete')}
                    </button>
                  </div>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {remove.isError && (
        <p className="classes__problem" role="alert">
          {t('assignments.deleteFailed')}
        </p>
      )}
    </section>
  );
}

/** The assignment's date, changed or taken away (an empty field: no date). */
function DueForm({
  userId,
  classId,
  work,
  name,
  onDone,
}: {
  userId: string;
  classId: string;
  work: Assignment;
  name: string;
  /** Closes the form; the assignments read again after a save (useUpdateAssignmentDue). */
  onDone: () => void;
}) {
  const { t } = useTranslation('classes');
  const id = useId();
  const [dueOn, setDueOn] = useState(work.dueOn ?? '');
  const [outOfRange, setOutOfRange] = useState(false);
  const save = useUpdateAssignmentDue(userId, classId, work.id, { onSuccess: onDone });
  const problem = outOfRange ? 'dueOutOfRange' : saveProblem(save.error);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const refused = outOfSchoolDates(dueOn);
    setOutOfRange(refused);
    if (!refused) save.mutate(dueOn === '' ? null : dueOn);
  };
  return (
    <form
      className="classes__form classes__due-form"
      onSubmit={submit}
      noValidate
      aria-label={t('assignments.editDueNamed', { name })}
    >
      <DueField
        id={`${id}-due`}
        value={dueOn}
        disabled={save.isPending}
        outOfRange={problem === 'dueOutOfRange'}
        autoFocus
        onChange={setDueOn}
      />
      <div className="classes__actions">
        <button type="submit" className="button button--primary" disabled={save.isPending}>
          {t('assignments.saveDue')}
        </button>
        <button
          type="button"
          className="button button--secondary"
          disabled={save.isPending}
          onClick={onDone}
        >
          {t('assignments.cancelDue')}
        </button>
      </div>
      {(problem === 'failed' || problem === 'tooMany') && (
        <p className="classes__problem" role="alert">
          {t('assignments.dueSaveFailed')}
        </p>
      )}
    </form>
  );
}

/** 'Nova tarefa': what the class will practise and by when. */
export function AssignForm(props: {
  userId: string;
  classId: string;
  content: ContentBundle;
  /** The form's name for screen readers. */
  label: string;
  autoFocus?: boolean;
  /** Closes the form: 'Cancelar', or the work given and on the page (useCreateAssignment). */
  onClose: () => void;
}) {
  const { t } = useTranslation('classes');
  const id = useId();
  const [choice, setChoice] = useState('');
  const [dueOn, setDueOn] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [outOfRange, setOutOfRange] = useState(false);
  const assign = useCreateAssignment(props.userId, props.classId, {
    onSuccess: () => {
      setChoice('');
      setDueOn('');
    },
    onListed: props.onClose,
  });
  const saved = saveProblem(assign.error);
  const skills = [...props.content.skills].sort((a, b) => a.name.localeCompare(b.name));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const [kind, target] = choice.split(':') as ['phase' | 'skill', string];
    const refused = outOfSchoolDates(dueOn);
    setProblem(target ? null : t('assignments.chooseRequired'));
    setOutOfRange(refused);
    if (!target || refused) return;
    assign.mutate({ kind, target, dueOn: dueOn === '' ? null : dueOn });
  };
  return (
    <form
      className="classes__form classes__assign-form"
      onSubmit={submit}
      noValidate
      aria-label={props.label}
    >
      <div className="field">
        <label htmlFor={`${id}-work`}>{t('assignments.what')}</label>
        <select
          id={`${id}-work`}
          value={choice}
          aria-invalid={problem !== null}
          aria-describedby={problem ? `${id}-problem` : undefined}
          disabled={assign.isPending}
          autoFocus={props.autoFocus}
          onChange={(event) => setChoice(event.target.value)}
        >
          <option value="">{t('assignments.choose')}</option>
          <optgroup label={t('assignments.phases')}>
            {props.content.phases.map((phase) => (
              <option key={phase.number} value={`phase:${phase.number}`}>
                {t('assignments.phase', { number: phase.number, name: phase.name })}
              </option>
            ))}
          </optgroup>
          <optgroup label={t('assignments.skills')}>
            {skills.map((skill) => (
              <option key={skill.key} value={`skill:${skill.key}`}>
                {skill.name}
              </option>
            ))}
          </optgroup>
        </select>
        {problem && (
          <p id={`${id}-problem`} className="classes__problem">
            {problem}
          </p>
        )}
      </div>
      <DueField
        id={`${id}-due`}
        value={dueOn}
        disabled={assign.isPending}
        outOfRange={outOfRange || saved === 'dueOutOfRange'}
        onChange={setDueOn}
      />
      <div className="classes__actions">
        <button type="submit" className="button button--primary" disabled={assign.isPending}>
          {assign.isPending ? t('assignments.assigning') : t('assignments.assign')}
        </button>
        <button
          type="button"
          className="button button--secondary"
          disabled={assign.isPending}
          onClick={props.onClose}
        >
          {t('grid.cancel')}
        </button>
      </div>
      {(saved === 'failed' || saved === 'tooMany') && (
        <p className="classes__problem" role="alert">
          {t(saved === 'tooMany' ? 'assignments.tooMany' : 'assignments.assignFailed')}
        </p>
      )}
    </form>
  );
}

/**
 * Who did one task, who is part of the way with how far, and who has not started: partial work
 * reads as partial (issue 40), never "Ninguém fez ainda" while someone did 2 of 3.
 */
function StandingLines({ standing, total }: { standing: WorkStanding<Learner>; total: number }) {
  const { t } = useTranslation('classes');
  const names = (learners: Learner[]) => learners.map((learner) => learner.name).join(', ');
  if (standing.done.length === 0 && standing.partial.length === 0)
    return <p>{t('assignments.nobodyYet')}</p>;
  return (
    <ul className="classes__standing">
      {standing.done.length > 0 && (
        <li>
          {t('assignments.doneBy', {
            count: standing.done.length,
            total,
            names: names(standing.done),
          })}
        </li>
      )}
      {standing.partial.length > 0 && (
        <li>
          {t('assignments.inProgress', {
            names: standing.partial
              .map(({ learner, cell }) =>
                t('assignments.learnerPart', {
                  name: learner.name,
                  answered: cell.answered,
                  total: cell.total,
                }),
              )
              .join(', '),
          })}
        </li>
      )}
      {standing.notStarted.length > 0 && (
        <li>
          {t('assignments.notStarted', {
            count: standing.notStarted.length,
            names: names(standing.notStarted),
          })}
        </li>
      )}
    </ul>
  );
}

/** 'Fase 2: Comunicação Eficaz' or the skill's name; the content may no longer have it. */
export function useWorkName(content: ContentBundle) {
  const { t } = useTranslation('classes');
  return (work: Pick<Assignment, 'kind' | 'target'>): string => {
    if (work.kind === 'phase') {
      const phase = content.phases.find((item) => String(item.number) === work.target);
      return phase
        ? t('assignments.phase', { number: phase.number, name: phase.name })
        : t('assignments.gone');
    }
    return content.skills.find((skill) => skill.key === work.target)?.name ?? t('assignments.gone');
  };
}
