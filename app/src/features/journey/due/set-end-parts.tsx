// What the closing card of a due set (due-set-end.tsx) and of a review set
// (../review/review-set-end.tsx) share: a mark per scenario of the set, and the way back to the
// learner's place in the phases.
import { useTranslation } from 'react-i18next';
import type { JourneyEvent } from '../flow/journey-step.ts';

/** One mark per scenario of the set, ticked for those that came out right; the heading says the
 * same in words, so the marks are for the eyes only. */
export function SetMarks({ right, practised }: { right: number; practised: number }) {
  return (
    <ol className="due-end__marks" aria-hidden="true">
      {Array.from({ length: practised }, (_, index) => (
        <li
          key={index}
          className={`due-end__mark ${index < right ? 'due-end__mark--remembered' : ''}`}
        >
          {index < right ? '✓' : ''}
        </li>
      ))}
    </ol>
  );
}

/** 'Continuar de onde parei', with where that is: 'Fase 2 · cenário 5 de 20'. */
export function ResumeButton({
  resumeAt,
  dispatch,
}: {
  resumeAt: { phase: number; position: number; total: number };
  dispatch: (event: JourneyEvent) => void;
}) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className="button button--primary button--big"
      onClick={() => dispatch({ type: 'resume' })}
    >
      <span>{t('welcome.resume')}</span>{' '}
      <span className="button__sub">{t('journey.resumeAt', resumeAt)}</span>
    </button>
  );
}
