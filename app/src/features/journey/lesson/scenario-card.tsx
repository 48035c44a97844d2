// docs/product/screens.md#lesson and docs/product/journey.md#choosing: choosing, then feedback. A
// pick shows the feedback at once and locks the choices; the continue button reports the result to
// the page. After a wrong pick the choice that works better is shown with why
// (docs/decisions/0008). The drawing is packages/learner-ui's, which the Studio's preview draws
// with too (docs/decisions/0052); here are the order, the pick, the keys and reading aloud.
import type { Scenario } from '@ths/content-model/bundle-schema';
import type { Scene } from '@ths/content-model/scene';
import '@ths/learner-ui/scene/scene.css';
import { shuffleChoices } from '@ths/training/shuffle';
import { ScenarioView } from '@ths/learner-ui/lesson/scenario-view';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { openAnswer } from '../../../lib/open-answer.ts';
import { useFocusOnMount } from '../../../lib/use-focus-on-mount.ts';
import { ReadAloudButton } from '../read-aloud/read-aloud-button.tsx';
import { ReadAloudStatus } from '../read-aloud/read-aloud-status.tsx';
import { useReadAloud } from '../read-aloud/use-read-aloud.ts';
import { chimeIfWanted } from './celebration-sound.ts';
import { FeedbackPanel } from './feedback-panel.tsx';
import { LazySceneDrawing } from './scene/lazy-scene.tsx';
import { useLessonWords } from './use-lesson-words.ts';
import { useDigitKeys } from './use-digit-keys.ts';

type ScenarioCardProps = {
  scenario: Scenario;
  /** The steps of the scenario's skill, shown with its feedback (docs/decisions/0064). */
  steps?: readonly string[];
  random: () => number;
  /** Focus the title on arrival (after continue), not on the first screen of a visit. */
  focusTitle: boolean;
  /**
   * True between continue and the next scenario (docs/product/journey.md#delays: 500 ms / 1500 ms).
   */
  moving: boolean;
  /** The pick's result and its choice's key, kept as the first choice (docs/decisions/0049). */
  onContinue: (correct: boolean, choice: string | undefined) => void;
};

export function ScenarioCard(props: ScenarioCardProps) {
  const { scenario, random, focusTitle, moving, onContinue } = props;
  const { t } = useTranslation();
  // docs/product/journey.md#choosing: shuffled on each load and renumbered 1 to 3. The order is
  // drawn once per card as positions, so switching language shows the same choices in the same
  // places.
  const [order] = useState(() =>
    shuffleChoices(
      scenario.choices.map((_, position) => ({ position })),
      random,
    ),
  );
  const choices = order.map(({ position, id }) => ({ ...scenario.choices[position]!, id }));
  const [pickedId, setPickedId] = useState<number | null>(null);
  const picked = choices.find((choice) => choice.id === pickedId);
  const titleRef = useFocusOnMount<HTMLHeadingElement>(focusTitle);
  const pick = (id: number) => {
    setPickedId(id);
    if (choices.find((choice) => choice.id === id)?.isCorrect) chimeIfWanted();
  };
  useDigitKeys(choices.length, pick, picked === undefined);
  // From the pick to 'Continuar' nothing may reload the page: not even the offer of a new
  // version (docs/decisions/0056).
  const answerOpen = pickedId !== null;
  useEffect(() => (answerOpen ? openAnswer.hold() : undefined), [answerOpen]);
  // The part being read is highlighted, so a weak reader can follow it (issue 15 §6).
  const { readingPart } = useReadAloud();
  // The scene above the task, and after a pick its first person's reaction (docs/decisions/0062).
  const scene: Scene | undefined = scenario.scene;

  return (
    <ScenarioView
      words={useLessonWords()}
      title={scenario.title}
      description={scenario.description}
      titleId={`scenario-${scenario.number}-title`}
      titleRef={titleRef}
      scene={scene && <LazySceneDrawing scene={scene} />}
      choices={choices}
      pickedId={pickedId}
      onPick={pick}
      readingPart={readingPart}
      titleAction={
        <ReadAloudButton
          part="scenario"
          text={`${scenario.title}. ${scenario.description}`}
          label={t('readAloud.scenario')}
        />
      }
      choiceAction={(choice) => (
        <ReadAloudButton
          part={`choice-${choice.id}`}
          text={choice.text}
          label={t('readAloud.choice', { number: choice.id })}
          className="read-aloud-button--compact"
        />
      )}
      status={<ReadAloudStatus />}
      feedback={(picked, better) => (
        <FeedbackPanel
          correct={picked.isCorrect}
          feedback={picked.feedback}
          reading={readingPart === 'feedback'}
          better={better ? { text: better.text, feedback: better.feedback } : null}
          reaction={
            scene &&
            picked.reaction !== undefined && (
              <LazySceneDrawing scene={scene} reaction={picked.reaction} />
            )
          }
          steps={props.steps ? { skill: scenario.skill, steps: props.steps } : null}
          moving={moving}
          onContinue={() => onContinue(picked.isCorrect, picked.key)}
        />
      )}
    />
  );
}
