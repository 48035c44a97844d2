// The weekly goal met, the first time this week (docs/decisions/0076): a short card with the
// mascot, a calm rise (still under prefers-reduced-motion, week-goal.css) and one button to go on.
// A native modal <dialog>: the browser keeps the focus inside, Escape closes it, and the focus
// goes back where it was. A sound only if the learner turned 'Som' on (off by default,
// ../lesson/celebration-sound.ts): nothing plays otherwise.
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Mascot } from '../../../components/illustrations/mascot.tsx';
import { chimeIfWanted } from '../lesson/celebration-sound.ts';

export function WeekGoalCelebration({
  practised,
  onClose,
}: {
  practised: number;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const id = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || dialog.open) return undefined;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    // jsdom has no showModal; the attribute shows it there.
    if (typeof dialog.showModal === 'function') dialog.showModal();
    else dialog.setAttribute('open', '');
    buttonRef.current?.focus();
    chimeIfWanted();
    return () => {
      if (dialog.open && typeof dialog.close === 'function') dialog.close();
      if (opener?.isConnected) opener.focus();
    };
  }, []);
  return (
    <dialog
      ref={ref}
      className="week-goal-celebration"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <Mascot mood="cheer" className="week-goal-celebration__mascot" />
      <h2 id={`${id}-title`} className="week-goal-celebration__title">
        {t('weekGoal.celebrationTitle')}
      </h2>
      <p id={`${id}-text`} className="week-goal-celebration__text">
        {t('weekGoal.celebrationText', { count: practised })}
      </p>
      <button
        ref={buttonRef}
        type="button"
        className="button button--primary button--big"
        onClick={onClose}
      >
        {t('weekGoal.goOn')}
      </button>
    </dialog>
  );
}
