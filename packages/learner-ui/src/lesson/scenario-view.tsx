// A scenario as a learner meets it (docs/product/screens.md#lesson): the task, then the three
// choices numbered 1 to 3. After a pick the choices lock; the picked one shows whether it worked,
// and after a wrong pick the one that works better is tagged (docs/decisions/0008). Drawn by the
// app's lesson and by the Studio's 'Como o aluno vê' (docs/decisions/0052-the-preview-is-the-app.md),
// so this file draws and nothing else: what happens on a pick, reading aloud and focus are the
// caller's, passed in.
import type { ReactNode, Ref } from 'react';
import { choiceNumberWords, type LessonWords } from './lesson-words.ts';

export type ViewChoice = { id: number; text: string; isCorrect: boolean };

type ScenarioViewProps<C extends ViewChoice> = {
  words: LessonWords;
  title: string;
  description: string;
  titleId: string;
  titleRef?: Ref<HTMLHeadingElement>;
  /** The scenario's scene, with the task (the app loads its drawing lazily, docs/decisions/0062). */
  scene?: ReactNode;
  /** In their shown order, numbered by `id`. */
  choices: readonly C[];
  pickedId: number | null;
  onPick: (id: number) => void;
  /** Beside the title (the app's 'Ouvir'). */
  titleAction?: ReactNode;
  /** Beside each choice (the app's 'Ouvir' for that choice). */
  choiceAction?: (choice: C) => ReactNode;
  /** The part being read aloud, highlighted: 'scenario' or `choice-${id}`. */
  readingPart?: string | null;
  /** Under the task (the app's read-aloud status). */
  status?: ReactNode;
  /** The feedback panel, once a choice is picked: for the pick, and the choice that works better
   * when the pick was not it. */
  feedback?: (picked: C, better: C | null) => ReactNode;
};

export function ScenarioView<C extends ViewChoice>(props: ScenarioViewProps<C>) {
  const { words, choices, pickedId, readingPart } = props;
  const picked = choices.find((choice) => choice.id === pickedId);
  const better = betterChoice(choices, pickedId);
  return (
    <article className="scenario" aria-labelledby={props.titleId}>
      <div className="scenario__task" data-reading={readingPart === 'scenario'}>
        <div className="scenario__top">
          <h2 id={props.titleId} ref={props.titleRef} tabIndex={-1} className="scenario__title">
            {props.title}
          </h2>
          {props.titleAction}
        </div>
        {/* After the title in reading order; drawn above it, or beside the words on a phone
            (scene.css). */}
        {props.scene}
        <p className="scenario__description">{props.description}</p>
      </div>
      {props.status}
      <div className="choices" role="group" aria-label={words.choicesLabel}>
        {choices.map((choice) => {
          const state =
            choice.id === pickedId
              ? choice.isCorrect
                ? 'choice--correct'
                : 'choice--learn'
              : choice.id === better?.id
                ? 'choice--better'
                : '';
          return (
            <div
              key={choice.id}
              className="choice-row"
              data-reading={readingPart === `choice-${choice.id}`}
            >
              <button
                type="button"
                className={`choice ${state}`}
                disabled={picked !== undefined}
                aria-pressed={choice.id === pickedId}
                onClick={() => props.onPick(choice.id)}
              >
                <span className="choice__number" aria-hidden="true">
                  {choice.id}
                </span>
                <span className="visually-hidden">{choiceNumberWords(words, choice.id)}</span>{' '}
                <span className="choice__text">{choice.text}</span>
                {choice.id === better?.id && <span className="choice__tag">{words.betterTag}</span>}
              </button>
              {props.choiceAction?.(choice)}
            </div>
          );
        })}
      </div>
      {/* Always rendered, so screen readers announce the feedback when it appears. */}
      <div aria-live="polite">{picked && props.feedback?.(picked, better)}</div>
    </article>
  );
}

/** After a pick: the choice that works better, when the pick was not it. */
function betterChoice<C extends ViewChoice>(
  choices: readonly C[],
  pickedId: number | null,
): C | null {
  const picked = choices.find((choice) => choice.id === pickedId);
  return picked && !picked.isCorrect ? (choices.find((choice) => choice.isCorrect) ?? null) : null;
}
