import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Celebration } from '../../../components/celebration/celebration.tsx';
import { Mascot } from '../../../components/illustrations/mascot.tsx';
import { ReadAloudButton } from '../read-aloud/read-aloud-button.tsx';

type FeedbackPanelProps = {
  correct: boolean;
  feedback: string;
  /** After a wrong pick: the choice that works better, and why. */
  better: { text: string; feedback: string } | null;
  /** The feedback is being read aloud: highlighted. */
  reading: boolean;
  moving: boolean;
  onContinue: () => void;
};

/**
 * docs/product/screens.md#lesson: 'Ótima escolha!' in success style, or 'Vamos aprender juntos!' in
 * warning style (here a warm "learning" style: never red). It brings itself into view and takes the
 * focus, so the feedback and 'Continuar' are there without scrolling.
 */
export function FeedbackPanel(props: FeedbackPanelProps) {
  const { correct, feedback, better, reading, moving, onContinue } = props;
  const { t } = useTranslation();
  const panelRef = useRef<HTMLElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [showWhy, setShowWhy] = useState(false);
  useEffect(() => {
    const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? true;
    panelRef.current?.scrollIntoView?.({ block: 'nearest', behavior: reduced ? 'auto' : 'smooth' });
    headingRef.current?.focus({ preventScroll: true });
  }, []);
  return (
    <section
      ref={panelRef}
      className={`feedback ${correct ? 'feedback--success' : 'feedback--warning'}`}
    >
      <div className="feedback__head">
        {/* A right answer is a moment: the mascot cheers with a short burst (issue 26 §6). The
            panel never says 'Parabéns!': that is the toast after 'Continuar', once. */}
        <span className="celebration-host">
          <Mascot mood={correct ? 'cheer' : 'think'} className="feedback__mascot" />
          {correct && <Celebration />}
        </span>
        <h3 ref={headingRef} tabIndex={-1} className="feedback__title">
          {correct ? t('scenario.correctTitle') : t('scenario.learnTitle')}
        </h3>
      </div>
      <div className="feedback__read" data-reading={reading}>
        <p className="feedback__text">{feedback}</p>
        <ReadAloudButton
          part="feedback"
          text={`${correct ? t('scenario.correctTitle') : t('scenario.learnTitle')} ${feedback}`}
          label={t('readAloud.feedback')}
        />
      </div>
      {better && (
        <div className="feedback__better">
          <p className="feedback__better-label">{t('scenario.betterLabel')}</p>
          <p className="feedback__better-text">{better.text}</p>
          {showWhy ? (
            <p className="feedback__text">{better.feedback}</p>
          ) : (
            <button type="button" className="button button--quiet" onClick={() => setShowWhy(true)}>
              {t('scenario.betterWhy')}
            </button>
          )}
        </div>
      )}
      <button
        type="button"
        className="button button--primary button--wide"
        disabled={moving}
        onClick={onContinue}
      >
        {t('scenario.continue')}
      </button>
    </section>
  );
}
