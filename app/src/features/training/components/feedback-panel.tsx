import { useTranslation } from 'react-i18next';
import { useFocusOnMount } from '../../../lib/use-focus-on-mount.ts';

type FeedbackPanelProps = {
  correct: boolean;
  feedback: string;
  moving: boolean;
  onContinue: () => void;
};

/** Spec §2: 'Ótima escolha!' in success style, or 'Vamos aprender juntos!' in warning style. */
export function FeedbackPanel({ correct, feedback, moving, onContinue }: FeedbackPanelProps) {
  const { t } = useTranslation();
  const headingRef = useFocusOnMount<HTMLHeadingElement>();
  return (
    <section className={`feedback ${correct ? 'feedback--success' : 'feedback--warning'}`}>
      <h3 ref={headingRef} tabIndex={-1} className="feedback__title">
        <span aria-hidden="true">{correct ? '✓ ' : '💡 '}</span>
        {correct ? t('scenario.correctTitle') : t('scenario.learnTitle')}
      </h3>
      <p className="feedback__text">{feedback}</p>
      <button
        type="button"
        className="button button--primary"
        disabled={moving}
        onClick={onContinue}
      >
        {t('scenario.continue')}
      </button>
    </section>
  );
}
