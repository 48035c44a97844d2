// Issue 15 §6: a button per part (the scenario, each choice, the feedback).
//
// Shown even when the browser cannot speak or has no voice for the language: a press then
// explains why in <ReadAloudStatus />, so the learner (and the adult with them) learns the
// feature exists and what would turn it on, instead of a button that is missing on one
// device and there on another.
import { useTranslation } from 'react-i18next';
import { useReadAloud } from './use-read-aloud.ts';
import './read-aloud.css';

type ReadAloudButtonProps = {
  /** Which part this reads, e.g. 'scenario', 'choice-2', 'feedback'; unique in the card. */
  part: string;
  /** Exactly what is read. */
  text: string;
  /** The accessible name, saying what it reads: t('readAloud.choice', { number: 2 }). */
  label: string;
  className?: string;
};

export function ReadAloudButton({ part, text, label, className }: ReadAloudButtonProps) {
  const { t } = useTranslation();
  const { readingPart, toggle } = useReadAloud();
  const reading = readingPart === part;
  // The visible word is short ("Ouvir") beside the part it belongs to; the name starts with
  // it (WCAG 2.5.3, label in name) and stays the same while pressed, as a toggle's should.
  return (
    <button
      type="button"
      className={['read-aloud-button', className].filter(Boolean).join(' ')}
      aria-label={label}
      aria-pressed={reading}
      onClick={() => toggle(part, text)}
    >
      <span className="read-aloud-button__icon" aria-hidden="true">
        {reading ? '■' : '🔊'}
      </span>
      <span>{t('readAloud.listen')}</span>
    </button>
  );
}
