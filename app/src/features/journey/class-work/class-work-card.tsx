// 'Tarefa da turma' on the learner's home (docs/decisions/0030): the class's current work, its due
// date and how far the learner is, with the home's primary action to do it.
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

export type ClassWorkShown = {
  className: string;
  /** 'Fase 2: Comunicação Eficaz' or the skill's name. */
  title: string;
  /** The due date as a day, or null for none. */
  due: string | null;
  done: number;
  total: number;
};

type ClassWorkCardProps = {
  work: ClassWorkShown;
  onDo: () => void;
  /** Back from a class session left midway: the focus comes here (docs/decisions/0072). */
  focusOnArrival?: boolean;
};

export function ClassWorkCard({ work, onDo, focusOnArrival = false }: ClassWorkCardProps) {
  const { t } = useTranslation();
  const focusHere = useCallback(
    (element: HTMLElement | null) => {
      if (focusOnArrival) element?.focus();
    },
    [focusOnArrival],
  );
  return (
    <section className="class-work" aria-labelledby="class-work-heading">
      <p className="class-work__eyebrow">{t('classWork.eyebrow', { name: work.className })}</p>
      <h2 id="class-work-heading" ref={focusHere} tabIndex={-1} className="class-work__title">
        {work.title}
      </h2>
      <p className="class-work__meta">
        {work.due ? t('classWork.due', { date: work.due }) : t('classWork.noDue')}
        {' · '}
        {t('classWork.progress', { done: work.done, count: work.total })}
      </p>
      <button type="button" className="button button--primary button--big" onClick={onDo}>
        {t('classWork.do')}
      </button>
    </section>
  );
}
