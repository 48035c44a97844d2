// The closing card of a set of 'Para revisar hoje' (issue 26, docs/decisions/0023): how many of
// the set the learner remembered, a kind word, and what comes next: another set when more are due
// today, otherwise where they were in the phases. One primary action; 'Voltar ao início' beside it.
import type { SetTally } from '@ths/training/due-today';
import { useTranslation } from 'react-i18next';
import { Mascot } from '../../../components/illustrations/mascot.tsx';
import { formatDay } from '../../../lib/format-day.ts';
import { useFocusOnMount } from '../../../lib/use-focus-on-mount.ts';
import type { JourneyEvent } from '../flow/journey-step.ts';
import { ResumeButton, SetMarks } from './set-end-parts.tsx';
import './due-set-end.css';

type DueSetEndProps = {
  tally: SetTally;
  /** Still due today after this set; the next set takes at most `setSize` of them. */
  remaining: number;
  setSize: number;
  /** When the next review is due, once nothing is left for today. */
  nextAt: string | null;
  /** Where 'Continuar de onde parei' leads: 'Fase 2 · cenário 5 de 20'. */
  resumeAt: { phase: number; position: number; total: number };
  dispatch: (event: JourneyEvent) => void;
};

export function DueSetEnd({
  tally,
  remaining,
  setSize,
  nextAt,
  resumeAt,
  dispatch,
}: DueSetEndProps) {
  const { t, i18n } = useTranslation();
  const headingRef = useFocusOnMount<HTMLHeadingElement>();
  const { remembered, practised } = tally;
  const home = (
    <button
      type="button"
      className="button button--secondary"
      onClick={() => dispatch({ type: 'back' })}
    >
      {t('due.backHome')}
    </button>
  );
  return (
    <section className="due-end" aria-labelledby="due-end-heading">
      <Mascot mood={remembered > 0 ? 'cheer' : 'hello'} className="due-end__mascot" />
      <p className="due-end__kicker">{t('due.title')}</p>
      <h1 id="due-end-heading" ref={headingRef} tabIndex={-1} className="due-end__heading">
        {/* None remembered is not a score of zero: it says what was done. */}
        {remembered > 0
          ? t('dueEnd.remembered', { remembered, practised })
          : t('dueEnd.practised', { count: practised })}
      </h1>
      <SetMarks right={remembered} practised={practised} />
      <p className="due-end__message">
        {remembered === practised ? t('dueEnd.allRemembered') : t('dueEnd.someLater')}
      </p>
      <p className="due-end__next">
        {remaining > 0 ? (
          t('dueEnd.moreToday', { count: remaining })
        ) : (
          <>
            {t('dueEnd.allDone')}
            {nextAt && <> {t('due.nextOn', { date: formatDay(nextAt, i18n.language) })}</>}
          </>
        )}
      </p>
      <div className="due-end__actions">
        {remaining > 0 ? (
          <button
            type="button"
            className="button button--primary button--big"
            onClick={() => dispatch({ type: 'practise-due' })}
          >
            {t('dueEnd.nextSet', { count: Math.min(remaining, setSize) })}
          </button>
        ) : (
          <ResumeButton resumeAt={resumeAt} dispatch={dispatch} />
        )}
        {home}
      </div>
    </section>
  );
}
