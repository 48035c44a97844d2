// docs/product/screens.md#lesson, the phase page, task first (docs/decisions/0008): a compact bar
// with the heading 'Fase N: name', its description and the progress header, then the scenario card,
// then the phase's tools: 'Revisar', the achievements counter, 'Fase Anterior' / 'Próxima Fase' and
// the phase buttons. On a 390×844 phone the task fits above the fold.
import type { Phase } from '@ths/content-model/bundle-schema';
import type { PhaseStatus } from '@ths/training/phases';
import type { ProgressHeader as Header } from '@ths/training/progress-header';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { JourneyEvent } from '../flow/journey-step.ts';
import { phaseColours } from '@ths/learner-ui/styles/phase-colours';
import { ReadAloudSpeed } from '../read-aloud/read-aloud-speed.tsx';
import { PhaseNav } from './phase-nav.tsx';
import { SoundToggle } from './sound-toggle.tsx';
import { ProgressHeader } from './progress-header.tsx';
import './lesson.css';

type LessonViewProps = {
  phase: Phase;
  statuses: PhaseStatus[];
  header: Header;
  achievements: { unlocked: number; total: number };
  /**
   * Practising from the review list, or today's due ones from the home (`due`): how many more
   * come after this one in the row.
   */
  practice: { remaining: number; due: boolean } | null;
  /**
   * A class session (docs/decisions/0072): where this scenario stands in the work, 'Tarefa da
   * turma · 2 de 5', in the place review's band takes.
   */
  task?: { position: number; total: number } | null;
  dispatch: (event: JourneyEvent) => void;
  /** The scenario card. */
  children: ReactNode;
};

export function LessonView(props: LessonViewProps) {
  const { phase, statuses, header, achievements, practice, task = null, dispatch } = props;
  const { t } = useTranslation();
  return (
    <section
      className={`lesson ${practice || task ? 'lesson--practice' : ''}`}
      style={phaseColours(phase.number)}
      aria-labelledby="phase-heading"
    >
      <div className="lesson__bar">
        {practice && !practice.due && (
          <div className="lesson__mode">
            <p>
              <strong>{t('review.title')}</strong>{' '}
              <span>
                {practice.remaining > 0
                  ? t('review.practisingMore', { count: practice.remaining })
                  : t('review.practisingLast')}
              </span>
            </p>
            <button
              type="button"
              className="button button--quiet button--small"
              onClick={() => dispatch({ type: 'open-review' })}
            >
              {t('review.backToList')}
            </button>
          </div>
        )}
        {practice?.due && (
          <div className="lesson__mode">
            <p>
              <strong>{t('due.title')}</strong> ·{' '}
              <span>
                {practice.remaining > 0
                  ? t('due.practisingMore', { count: practice.remaining })
                  : t('due.practisingLast')}
              </span>
            </p>
            <button
              type="button"
              className="button button--quiet button--small"
              onClick={() => dispatch({ type: 'go-home' })}
            >
              {t('due.backHome')}
            </button>
          </div>
        )}
        {task && (
          <div className="lesson__mode">
            <p>
              <strong>{t('classWork.title')}</strong> ·{' '}
              <span>{t('classWork.position', { position: task.position, count: task.total })}</span>
            </p>
            <button
              type="button"
              className="button button--quiet button--small"
              onClick={() => dispatch({ type: 'go-home' })}
            >
              {t('classWork.backHome')}
            </button>
          </div>
        )}
        <div className="lesson__heading-row">
          <button
            type="button"
            className="icon-button"
            aria-label={t('journey.home')}
            onClick={() => dispatch({ type: 'go-home' })}
          >
            <HomeIcon />
          </button>
          <div className="lesson__heading-text">
            <h1 id="phase-heading" className="lesson__heading">
              {t('phase.heading', { number: phase.number, name: phase.name })}
            </h1>
            <p className="lesson__description">{phase.description}</p>
          </div>
        </div>
        <ProgressHeader header={header} />
      </div>
      {props.children}
      <div className="lesson__tools">
        <div className="lesson__settings">
          <ReadAloudSpeed />
          <SoundToggle />
        </div>
        <div className="lesson__tool-row">
          <button
            type="button"
            className="button button--secondary"
            onClick={() => dispatch({ type: 'open-review' })}
          >
            {t('phase.review')}
          </button>
          <button
            type="button"
            className="button button--secondary"
            aria-label={t('phase.achievementsCounterLabel', achievements)}
            onClick={() => dispatch({ type: 'open-achievements' })}
          >
            <span aria-hidden="true">🏆 {t('phase.achievementsCounter', achievements)}</span>
          </button>
        </div>
        <PhaseNav statuses={statuses} onOpen={(phase) => dispatch({ type: 'open-phase', phase })} />
        <div className="lesson__tool-row">
          <button
            type="button"
            className="button button--quiet"
            disabled={phase.number <= 1}
            onClick={() => dispatch({ type: 'previous-phase' })}
          >
            <span aria-hidden="true">← </span>
            {t('phase.previous')}
          </button>
          <button
            type="button"
            className="button button--quiet"
            onClick={() => dispatch({ type: 'next-phase' })}
          >
            {t('phase.next')}
            <span aria-hidden="true"> →</span>
          </button>
        </div>
      </div>
    </section>
  );
}

function HomeIcon() {
  return (
    <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" width="22" height="22">
      <path
        d="M3 11.5 12 4l9 7.5M5.5 9.5V20h5v-5.5h3V20h5V9.5"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
