// 'Educadores da turma' on the class page (docs/decisions/0080): who educates the class, by
// e-mail, the owner first. The owner makes a one-use co-teacher code ('Convidar outro educador',
// shown big to copy) and removes a co-teacher; a co-teacher may leave ('Sair da turma'). Both
// ask first in the page's confirm dialog. The database decides (…_co_teachers.sql); the screen
// only offers what the reader may do.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDay } from '../../../lib/format-day.ts';
import { notify } from '../../../lib/notify.ts';
import { useServices } from '../../../lib/services.tsx';
import type { ClassInfo } from '../classes-api.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';
import {
  inviteClassEducator,
  removeClassEducator,
  useClassEducators,
  type ClassEducator,
} from './co-teachers-api.ts';
import { classKeys } from '../class-queries.ts';
import './class-code.css';
import './co-teachers.css';

type CoTeachersPanelProps = {
  userId: string;
  info: ClassInfo;
  /** After a co-teacher left: the class is no longer theirs to see. */
  onLeft: () => void;
};

export function CoTeachersPanel({ userId, info, onLeft }: CoTeachersPanelProps) {
  const { t } = useTranslation('classes');
  const id = useId();
  const educators = useClassEducators(userId, info.id);
  const isOwner = educators.data?.some((e) => e.isOwner && e.userId === userId) ?? false;
  return (
    <section className="classes__panel classes__co-teachers" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{t('coTeachers.heading')}</h2>
      {educators.isError ? (
        <p className="classes__problem" role="alert">
          {t('coTeachers.loadFailed')}
        </p>
      ) : educators.data ? (
        <>
          <p className="field__hint">
            {isOwner ? t('coTeachers.what') : t('coTeachers.whatCoTeacher')}
          </p>
          <EducatorList
            userId={userId}
            info={info}
            educators={educators.data}
            isOwner={isOwner}
            onLeft={onLeft}
          />
          {isOwner && <InviteCoTeacher classId={info.id} />}
        </>
      ) : null}
    </section>
  );
}

function EducatorList({
  userId,
  info,
  educators,
  isOwner,
  onLeft,
}: {
  userId: string;
  info: ClassInfo;
  educators: ClassEducator[];
  isOwner: boolean;
  onLeft: () => void;
}) {
  const { t } = useTranslation('classes');
  const { supabase } = useServices();
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState<ClassEducator | null>(null);
  const leaving = asking?.userId === userId;
  const remove = useMutation({
    mutationFn: async (who: ClassEducator) =>
      removeClassEducator(await supabase.connected(), info.id, who.userId),
    onSuccess: async (_, who) => {
      setAsking(null);
      if (who.userId === userId) {
        notify.success(t('coTeachers.left'), info.name);
        queryClient.removeQueries({ queryKey: classKeys.class(userId, info.id) });
        queryClient.removeQueries({ queryKey: classKeys.educators(userId, info.id) });
        await queryClient.invalidateQueries({ queryKey: classKeys.taught(userId) });
        onLeft();
        return;
      }
      notify.success(t('coTeachers.removed'), who.email);
      await queryClient.invalidateQueries({ queryKey: classKeys.educators(userId, info.id) });
    },
  });
  const ask = (who: ClassEducator) => {
    remove.reset();
    setAsking(who);
  };
  return (
    <>
      <ul className="classes__educators">
        {educators.map((educator) => (
          <li key={educator.userId} className="classes__educator">
            <span className="classes__educator-name">
              <span className="classes__educator-email">{educator.email}</span>{' '}
              {educator.userId === userId && <span>{t('coTeachers.you')}</span>}
              <span className="field__hint">
                {educator.isOwner ? t('coTeachers.owner') : t('coTeachers.coTeacher')}
              </span>
            </span>
            {isOwner && !educator.isOwner && (
              <button
                type="button"
                className="button button--quiet"
                aria-label={t('coTeachers.removeLabel', { email: educator.email })}
                onClick={() => ask(educator)}
              >
                {t('coTeachers.remove')}
              </button>
            )}
            {!isOwner && educator.userId === userId && (
              <button type="button" className="button button--quiet" onClick={() => ask(educator)}>
                {t('coTeachers.leave')}
              </button>
            )}
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={asking !== null}
        title={
          leaving
            ? t('coTeachers.leaveTitle', { name: info.name })
            : t('coTeachers.removeTitle', { email: asking?.email ?? '' })
        }
        confirm={leaving ? t('coTeachers.leave') : t('coTeachers.remove')}
        cancel={t('class.cancel')}
        busy={remove.isPending}
        problem={
          remove.isError ? t(leaving ? 'coTeachers.leaveFailed' : 'coTeachers.removeFailed') : null
        }
        onConfirm={() => asking && remove.mutate(asking)}
        onClose={() => setAsking(null)}
      >
        <ul className="classes__sees">
          {t(leaving ? 'coTeachers.leaveBody' : 'coTeachers.removeBody', {
            returnObjects: true,
          }).map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </ConfirmDialog>
    </>
  );
}

/** 'Convidar outro educador': a fresh one-use code for this class, big enough to copy. */
function InviteCoTeacher({ classId }: { classId: string }) {
  const { t, i18n } = useTranslation('classes');
  const { supabase } = useServices();
  const invite = useMutation({
    mutationFn: async () => inviteClassEducator(await supabase.connected(), classId),
  });
  const copy = async (code: string) => {
    try {
      await navigator.clipboard.writeText(code);
      notify.success(t('coTeachers.copied'), code, { key: 'co-teacher-code' });
    } catch {
      // No clipboard (an old browser, a page without permission): the code stays on screen.
    }
  };
  return (
    <div className="classes__co-teacher-invite">
      <button
        type="button"
        className="button button--secondary"
        disabled={invite.isPending}
        onClick={() => invite.mutate()}
      >
        {invite.isPending ? t('coTeachers.inviting') : t('coTeachers.invite')}
      </button>
      <div role="status">
        {invite.isError ? (
          <p className="classes__problem">
            {t(
              invite.error.message === 'too-many'
                ? 'coTeachers.inviteTooMany'
                : 'coTeachers.inviteFailed',
            )}
          </p>
        ) : invite.data ? (
          <div className="classes__code-panel classes__co-teacher-code">
            <h3>{t('coTeachers.codeHeading')}</h3>
            <p className="classes__code" lang="en" translate="no">
              {invite.data.code}
            </p>
            <p className="field__hint">
              {t('coTeachers.codeHelp', {
                date: formatDay(invite.data.expiresAt, i18n.language),
              })}
            </p>
            <div className="classes__actions">
              <button
                type="button"
                className="button button--secondary"
                onClick={() => void copy(invite.data.code)}
              >
                {t('coTeachers.copy')}
              </button>
            </div>
          </div>
        ) : null}
      </div>
    </div>
  );
}
