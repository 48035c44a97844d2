// The feedback after a pick (docs/product/screens.md#lesson): 'Ótima escolha!' in success style, or
// 'Vamos aprender juntos!' in a warm learning style (never red), the feedback, and after a wrong
// pick the choice that works better, with why one tap away. Drawn by the app's lesson and by the
// Studio's 'Como o aluno vê' (docs/decisions/0052-the-preview-is-the-app.md); the mascot, reading
// aloud, scrolling and focus are the caller's.
import { useState, type ReactNode, type Ref } from 'react';
import { SkillSteps } from '../skill/skill-steps.tsx';
import { stepsWords, type LessonWords } from './lesson-words.ts';

type FeedbackViewProps = {
  words: LessonWords;
  correct: boolean;
  feedback: string;
  /** After a wrong pick: the choice that works better, and why. */
  better: { text: string; feedback: string } | null;
  /** The scenario's skill and its steps, shown before 'Continuar' (docs/decisions/0064). */
  steps?: { skill: string; steps: readonly string[] } | null;
  panelRef?: Ref<HTMLElement>;
  headingRef?: Ref<HTMLHeadingElement>;
  /** Before the feedback's words: how the scene's person looks after the pick (docs/decisions/0062). */
  reaction?: ReactNode;
  /** Beside the heading (the app's mascot). */
  mascot?: ReactNode;
  /** Under the feedback (the app's 'Ouvir'). */
  readAction?: ReactNode;
  /** The feedback is being read aloud: highlighted. */
  reading?: boolean;
  moving?: boolean;
  onContinue: () => void;
};

export function FeedbackView(props: FeedbackViewProps) {
  const { words, correct, feedback, better } = props;
  const [showWhy, setShowWhy] = useState(false);
  return (
    <section
      ref={props.panelRef}
      className={`feedback ${correct ? 'feedback--success' : 'feedback--warning'}`}
    >
      <div className="feedback__head">
        {props.mascot}
        <h3 ref={props.headingRef} tabIndex={-1} className="feedback__title">
          {correct ? words.correctTitle : words.learnTitle}
        </h3>
      </div>
      {props.reaction}
      <div className="feedback__read" data-reading={props.reading ?? false}>
        <p className="feedback__text">{feedback}</p>
        {props.readAction}
      </div>
      {better && (
        <div className="feedback__better">
          <p className="feedback__better-label">{words.betterLabel}</p>
          <p className="feedback__better-text">{better.text}</p>
          {showWhy ? (
            <p className="feedback__text">{better.feedback}</p>
          ) : (
            <button type="button" className="button button--quiet" onClick={() => setShowWhy(true)}>
              {words.betterWhy}
            </button>
          )}
        </div>
      )}
      {props.steps && props.steps.steps.length > 0 && (
        <SkillSteps
          className="feedback__steps"
          label={stepsWords(words, props.steps.skill)}
          steps={props.steps.steps}
        />
      )}
      <button
        type="button"
        className="button button--primary button--wide"
        disabled={props.moving ?? false}
        onClick={props.onContinue}
      >
        {words.continue}
      </button>
    </section>
  );
}
