import { useTranslation } from 'react-i18next';
import { useReadAloud } from './use-read-aloud.ts';
import './read-aloud.css';

/** "Mais devagar": a toggle the learner's device remembers. */
export function ReadAloudSpeed({ className }: { className?: string }) {
  const { t } = useTranslation();
  const { speed, setSpeed } = useReadAloud();
  const slow = speed === 'slow';
  return (
    <button
      type="button"
      className={['read-aloud-button', className].filter(Boolean).join(' ')}
      aria-pressed={slow}
      onClick={() => setSpeed(slow ? 'normal' : 'slow')}
    >
      <span className="read-aloud-button__icon" aria-hidden="true">
        🐢
      </span>
      <span>{t('readAloud.slower')}</span>
    </button>
  );
}
