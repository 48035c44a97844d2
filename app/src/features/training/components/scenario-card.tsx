// Spec §2 and §4 "Scenario card": choosing, then feedback. DECISIONS: a pick shows the feedback
// at once and locks the choices; the continue button reports the result to the page.
import type { Scenario } from '@ths/content-model/bundle-schema';
import { shuffleChoices } from '@ths/training/shuffle';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFocusOnMount } from '../../../lib/use-focus-on-mount.ts';
import { FeedbackPanel } from './feedback-panel.tsx';
import { ReadAloudButton } from './read-aloud-button.tsx';

type ScenarioCardProps = {
  scenario: Scenario;
  /** The content's language, for the read-aloud voice. */
  lang: string;
  random: () => number;
  /** Focus the title on arrival (after continue), not on the first screen of a visit. */
  focusTitle: boolean;
  /** True between continue and the next scenario (spec §4: 500 ms / 1500 ms). */
  moving: boolean;
  onContinue: (correct: boolean) => void;
};

export function ScenarioCard(props: ScenarioCardProps) {
  const { scenario, lang, random, focusTitle, moving, onContinue } = props;
  const { t } = useTranslation();
  // Spec §5: shuffled on each load and renumbered 1 to 3. The order is drawn once per card as
  // positions, so switching language shows the same choices in the same places.
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
  const titleId = `scenario-${scenario.number}-title`;

  const readAloudText = () =>
    [
      scenario.title,
      scenario.description,
      ...choices.map((choice) => `${choice.id}. ${choice.text}`),
      ...(picked
        ? [
            picked.isCorrect ? t('scenario.correctTitle') : t('scenario.learnTitle'),
            picked.feedback,
          ]
        : []),
    ].join('\n');

  return (
    <article className="card scenario" aria-labelledby={titleId}>
      <div className="scenario__top">
        <h2 id={titleId} ref={titleRef} tabIndex={-1} className="scenario__title">
          {scenario.title}
        </h2>
        <ReadAloudButton text={readAloudText} lang={lang} />
      </div>
      <p className="scenario__description">{scenario.description}</p>
      <div className="choices" role="group" aria-label={t('scenario.choicesLabel')}>
        {choices.map((choice) => {
          const state =
            choice.id !== pickedId ? '' : choice.isCorrect ? 'choice--correct' : 'choice--wrong';
          return (
            <button
              key={choice.id}
              type="button"
              className={`choice ${state}`}
              disabled={picked !== undefined}
              aria-pressed={choice.id === pickedId}
              onClick={() => setPickedId(choice.id)}
            >
              <span className="choice__number" aria-hidden="true">
                {choice.id}
              </span>
              <span className="visually-hidden">
                {t('scenario.choiceNumber', { number: choice.id })}
              </span>
              <span className="choice__text">{choice.text}</span>
            </button>
          );
        })}
      </div>
      {/* Always rendered, so screen readers announce the feedback when it appears. */}
      <div aria-live="polite">
        {picked && (
          <FeedbackPanel
            correct={picked.isCorrect}
            feedback={picked.feedback}
            moving={moving}
            onContinue={() => onContinue(picked.isCorrect)}
          />
        )}
      </div>
    </article>
  );
}
