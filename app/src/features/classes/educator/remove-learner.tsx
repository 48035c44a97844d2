// Removing a learner from the class, on their page (docs/decisions/0027): asked first, in a dialog
// that says what happens (their progress stays theirs; the same code no longer lets them back in).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../lib/notify.ts';
import { useRemoveLearner } from '../class-mutations.ts';
import type { LearnerRow } from './class-data.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';

export function RemoveLearner({
  classId,
  row,
  joinCode,
  userId,
  onRemoved,
}: {
  classId: string;
  row: LearnerRow;
  joinCode: string;
  userId: string;
  onRemoved: () => void;
}) {
  const { t } = useTranslation('classes');
  const [asking, setAsking] = useState(false);
  const remove = useRemoveLearner(userId, classId, row.userId, {
    onSuccess: () => {
      setAsking(false);
      notify.success(t('learner.removed', { name: row.name }));
      // Back to the class first, which no longer lists them; this page, drawn again with the
      // class without them, would say for a moment that the learner is not in the class.
      onRemoved();
    },
  });
  const body = t('learner.removeBody', {
    name: row.name,
    code: joinCode,
    returnObjects: true,
  }) as readonly string[];
  return (
    <div className="classes__actions classes__remove">
      <button
        type="button"
        className="button button--quiet"
        onClick={() => {
          remove.reset();
          setAsking(true);
        }}
      >
        {t('learner.remove')}
      </button>
      <ConfirmDialog
        open={asking}
        title={t('learner.removeTitle', { name: row.name })}
        confirm={t('learner.remove')}
        cancel={t('class.cancel')}
        busy={remove.isPending}
        problem={remove.isError ? t('learner.removeFailed') : null}
        onConfirm={() => remove.mutate()}
        onClose={() => setAsking(false)}
      >
        <ul className="classes__sees">
          {body.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </ConfirmDialog>
    </div>
  );
}
