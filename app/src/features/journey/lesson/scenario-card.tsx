// docs/product/screens.md#lesson and docs/product/journey.md#choosing: choosing, then feedback. A
// pick shows the feedback at once and locks the choices; the continue button reports the result to
// the page. After a wrong pick the choice that works better is shown with why
// (docs/decisions/0008).
import type { Scenario } from '@ths/content-model/bundle-schema';
import { shuffleChoices } from '@ths/training/shuffle';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFocusOnMount } from '../../../lib/use-focus-on-mount.ts';
import { ReadAloudButton } from '../read-aloud/read-aloud-button.tsx';
import { ReadAloudStatus } from '../read-aloud/read-aloud-status.tsx';
import { useReadAloud } from '../read-aloud/use-read-aloud.ts';
import { chimeIfWanted } from './celebration-sound.ts';
import { FeedbackPanel } from './feedback-panel.tsx';
import { useDigitKeys } from './use-digit-keys.ts';

type ScenarioCardProps = {
  scenario: Scenario;
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
  const better = picked && !picked.isCorrect ? choices.find((choice) => choice.isCorrect) : null;
  const titleRef = useFocusOnMount<HTMLHeadingElement>(focusTitle);
  const titleId = `scenario-${scenario.number}-title`;
  const pick = (id: number) => {
    setPickedId(id);
    if (choices.find((choice) => choice.id === id)?.isCorrect) chimeIfWanted();
  };
  useDigitKeys(choices.length, pick, picked === undefined);
  // The part being read is highlighted, so a weak reader can follow it (issue 15 §6).
  const { readingPart } = useReadAloud();

  return (
    <article className="scenario" aria-labelledby={titleId}>
      <div className="scenario__task" data-reading={readingPart === 'scenario'}>
        <div className="scenario__top">
          <h2 id={titleId} ref={titleRef} tabIndex={-1} className="scenario__title">
            {scenario.title}
          </h2>
          <ReadAloudButton
            part="scenario"
            text={`${scenario.title}. ${scenario.description}`}
            label={t('readAloud.scenario')}
          />
        </div>
        <p className="scenario__description">{scenario.description}</p>
      </div>
      <ReadAloudStatus />
      <div className="choices" role="group" aria-label={t('scenario.choicesLabel')}>
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
                onClick={() => pick(choice.id)}
              >
                <span className="choice__number" aria-hidden="true">
                  {choice.id}
                </span>
                <span className="visually-hidden">
                  {t('scenario.choiceNumber', { number: choice.id })}
                </span>{' '}
                <span className="choice__text">{choice.text}</span>
                {choice.id === better?.id && (
                  <span className="choice__tag">{t('scenario.betterTag')}</span>
                )}
              </button>
              <ReadAloudButton
                part={`choice-${choice.id}`}
                text={choice.text}
                label={t('readAloud.choice', { number: choice.id })}
                className="read-aloud-button--compact"
              />
            </div>
          );
        })}
      </div>
      {/* Always rendered, so screen readers announce the feedback when it appears. */}
      <div aria-live="polite">
        {picked && (
          <FeedbackPanel
            correct={picked.isCorrect}
            feedback={picked.feedback}
            reading={readingPart === 'feedback'}
            better={better ? { text: better.text, feedback: better.feedback } : null}
            moving={moving}
            onContinue={() => onContinue(picked.isCorrect, picked.key)}
          />
        )}
      </div>
    </article>
  );
}
