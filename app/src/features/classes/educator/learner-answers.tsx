// A learner's page, 'Cada cenário respondido': per phase, each scenario with the choice made first
// (docs/decisions/0049), how it went and whether it was fixed later.
import type { Scenario } from '@ths/content-model/bundle-schema';
import {
  firstChoiceOf,
  type AnsweredScenario,
  type PhaseDetail,
} from '@ths/training/learner-detail';
import { useTranslation } from 'react-i18next';

export function LearnerAnswers({
  phases,
  scenarioOf,
}: {
  phases: readonly PhaseDetail[];
  scenarioOf: ReadonlyMap<number, Scenario>;
}) {
  const { t } = useTranslation('classes');
  const answeredCount = phases.reduce((sum, phase) => sum + phase.answered.length, 0);
  return (
    <section className="classes__panel" aria-labelledby="learner-answers">
      <h2 id="learner-answers">{t('learner.answersHeading')}</h2>
      <p className="field__hint">{t('learner.answersHint')}</p>
      {answeredCount === 0 ? (
        <p>{t('learner.noAnswers')}</p>
      ) : (
        phases
          .filter((phase) => phase.answered.length > 0)
          .map((phase) => (
            <details key={phase.phase} className="classes__details">
              <summary>
                {t('learner.answersOfPhase', {
                  number: phase.phase,
                  count: phase.answered.length,
                })}
              </summary>
              <ul className="classes__answers">
                {phase.answered.map((item) => {
                  const scenario = scenarioOf.get(item.number);
                  // In the educator's language: the content is theirs (docs/decisions/0049).
                  const first = firstChoiceOf(scenario, item);
                  return (
                    <li key={item.number} className={`classes__answer--${item.outcome}`}>
                      <span>
                        {t('learner.scenario', {
                          number: item.number,
                          title: scenario?.title ?? '',
                        })}
                      </span>
                      {first && (
                        <span className="classes__first-choice">
                          {t('learner.firstChoice', { text: first.text })}
                        </span>
                      )}
                      <span className="classes__outcome">{t(outcomeWords(item))}</span>
                    </li>
                  );
                })}
              </ul>
            </details>
          ))
      )}
    </section>
  );
}

function outcomeWords(item: AnsweredScenario) {
  switch (item.outcome) {
    case 'first-try':
      return 'learner.firstTry';
    case 'corrected':
      return 'learner.corrected';
    case 'to-review':
      return item.firstCorrect ? 'learner.slipped' : 'learner.missed';
  }
}
