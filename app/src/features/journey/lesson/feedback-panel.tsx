import { FeedbackView } from '@ths/learner-ui/lesson/feedback-view';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Celebration } from '../../../components/celebration/celebration.tsx';
import { Mascot } from '../../../components/illustrations/mascot.tsx';
import { ReadAloudButton } from '../read-aloud/read-aloud-button.tsx';
import { useLessonWords } from './use-lesson-words.ts';

type FeedbackPanelProps = {
  correct: boolean;
  feedback: string;
  /** After a wrong pick: the choice that works better, and why. */
  better: { text: string; feedback: string } | null;
  /** How the scene's first person looks after the pick (docs/decisions/0062). */
  reaction?: ReactNode;
  /** The scenario's skill and its steps (docs/decisions/0064). */
  steps?: { skill: string; steps: readonly string[] } | null;
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
  const words = useLessonWords();
  const panelRef = useRef<HTMLElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? true;
    panelRef.current?.scrollIntoView?.({ block: 'nearest', behavior: reduced ? 'auto' : 'smooth' });
    headingRef.current?.focus({ preventScroll: true });
  }, []);
  return (
    <FeedbackView
      words={words}
      correct={correct}
      feedback={feedback}
      better={better}
      reaction={props.reaction}
      steps={props.steps}
      panelRef={panelRef}
      headingRef={headingRef}
      reading={reading}
      moving={moving}
      onContinue={onContinue}
      mascot={
        // A right answer is a moment: the mascot cheers with a short burst (issue 26 §6). The
        // panel never says 'Parabéns!': that is the toast after 'Continuar', once.
        <span className="celebration-host">
          <Mascot mood={correct ? 'cheer' : 'think'} className="feedback__mascot" />
          {correct && <Celebration />}
        </span>
      }
      readAction={
        <ReadAloudButton
          part="feedback"
          text={`${correct ? words.correctTitle : words.learnTitle} ${feedback}`}
          label={t('readAloud.feedback')}
        />
      }
    />
  );
}
