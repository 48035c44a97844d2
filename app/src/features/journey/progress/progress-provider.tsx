// The learner's progress for the whole signed-in app: read once per sign-in, and its outbox
// sending while the learner is on any view, a class or 'Minha conta' too, so answers kept on this
// device go out as soon as the app loads (docs/decisions/0004, 0020). The journey reads it with
// useJourneyProgress; the app shell puts the provider around every signed-in view.
import { createContext, use, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../lib/notify.ts';
import { WaitingChip } from './waiting-chip.tsx';
import { useProgress, type ProgressHandle } from './use-progress.ts';

const ProgressContext = createContext<ProgressHandle | null>(null);

const SAVE_ERROR = 'save-error';

export function ProgressProvider({ userId, children }: { userId: string; children: ReactNode }) {
  const { t } = useTranslation();
  // Answers waiting on this device for the network or the server: a calm chip, not an alarm
  // (issue 26, docs/decisions/0022). Red only when the server refused the save.
  const [waiting, setWaiting] = useState(false);
  const progress = useProgress(userId, {
    onSaveFailed: (kind) => {
      setWaiting(kind === 'unreachable');
      if (kind === 'refused') {
        notify.error(t('training.saveErrorTitle'), t('training.saveError'), { key: SAVE_ERROR });
      } else {
        notify.dismiss({ key: SAVE_ERROR });
      }
    },
    // The problem is gone: its notice goes too (docs/decisions/0008).
    onSaveRecovered: () => {
      setWaiting(false);
      notify.dismiss({ key: SAVE_ERROR });
    },
  });
  return (
    <ProgressContext value={progress}>
      <WaitingChip shown={waiting} />
      {children}
    </ProgressContext>
  );
}

/** The signed-in learner's progress (loading until the database and the device have answered). */
export function useJourneyProgress(): ProgressHandle {
  const progress = use(ProgressContext);
  if (!progress) throw new Error('useJourneyProgress must be used inside <ProgressProvider>');
  return progress;
}
