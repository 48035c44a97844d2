// 'Entrar numa turma como educador(a)' on 'Suas turmas' (docs/decisions/0080): an educator types
// the co-teacher code a class's owner gave them and the class joins their list. A refusal is said
// on the field (aria-invalid, aria-describedby, the focus back on it) and what was typed stays.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../lib/notify.ts';
import { useServices } from '../../../lib/services.tsx';
import { Field, focusFirstProblem } from '../form-parts.tsx';
import {
  JoinAsEducatorError,
  joinClassAsEducator,
  listCoTaughtClasses,
  type JoinAsEducatorRefusal,
} from './co-teachers-api.ts';
import { classKeys } from '../class-queries.ts';

const PROBLEMS = {
  'not-educator': 'coTeachers.joinNotEducator',
  missing: 'coTeachers.joinMissing',
  unknown: 'coTeachers.joinUnknown',
  used: 'coTeachers.joinUsed',
  expired: 'coTeachers.joinExpired',
  failed: 'coTeachers.joinFailed',
} as const satisfies Record<JoinAsEducatorRefusal, string>;

type JoinAsEducatorFormProps = {
  userId: string;
  onJoined: (classId: string) => void;
};

export function JoinAsEducatorForm({ userId, onJoined }: JoinAsEducatorFormProps) {
  const { t } = useTranslation('classes');
  const { supabase } = useServices();
  const queryClient = useQueryClient();
  const id = useId();
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<JoinAsEducatorRefusal | null>(null);
  const join = useMutation({
    mutationFn: async (typed: string) => {
      const client = await supabase.connected();
      const classId = await joinClassAsEducator(client, typed);
      const joined = (await listCoTaughtClasses(client, userId)).find((c) => c.id === classId);
      return { classId, name: joined?.name ?? '' };
    },
  });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    if (code.trim() === '') {
      setProblem('missing');
      focusFirstProblem(form);
      return;
    }
    setProblem(null);
    join.mutate(code.trim(), {
      onSuccess: async ({ classId, name }) => {
        setCode('');
        notify.success(t('coTeachers.joinedTitle'), t('coTeachers.joined', { name }));
        await queryClient.invalidateQueries({ queryKey: classKeys.taught(userId) });
        onJoined(classId);
      },
      onError: (error) => {
        setProblem(error instanceof JoinAsEducatorError ? error.reason : 'failed');
        focusFirstProblem(form);
      },
    });
  };
  return (
    <form
      className="classes__panel classes__form"
      aria-labelledby={`${id}-heading`}
      onSubmit={submit}
      noValidate
    >
      <h2 id={`${id}-heading`}>{t('coTeachers.joinHeading')}</h2>
      <p>{t('coTeachers.joinWhat')}</p>
      <Field
        id={`${id}-code`}
        label={t('coTeachers.joinCode')}
        hint={t('coTeachers.joinCodeHint')}
        problem={problem ? t(PROBLEMS[problem]) : undefined}
        value={code}
        onChange={setCode}
        disabled={join.isPending}
        inputProps={{
          maxLength: 20,
          autoComplete: 'off',
          autoCapitalize: 'characters',
          spellCheck: false,
          className: 'classes__code-input',
        }}
      />
      <button type="submit" className="button button--primary" disabled={join.isPending}>
        {join.isPending ? t('coTeachers.joining') : t('coTeachers.join')}
      </button>
    </form>
  );
}
