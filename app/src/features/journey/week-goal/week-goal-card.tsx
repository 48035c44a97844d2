// 'Minha semana' (docs/decisions/0076-a-gentle-weekly-goal.md): this week's days as a calm row,
// Monday to Sunday, the days practised filled and the others simply empty (never red, never
// crossed: a missed day is not a loss), how many out of the goal the learner chose, the one place
// to change that goal, and the goal's celebration the first time it is met in a week.
import type { Progress } from '@ths/training/progress';
import {
  celebrateWeekGoal,
  WEEKLY_GOAL_CHOICES,
  weekDates,
  weekGoalState,
} from '@ths/training/weekly-goal';
import { localDate } from '@ths/training/week-challenge';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useServices } from '../../../lib/services.tsx';
import { learnerTimeZone } from '../../../lib/time-zone.ts';
import { useSession } from '../../../session/session-provider.tsx';
import { celebratedWeek, markWeekCelebrated } from './celebrated-week.ts';
import { WeekGoalCelebration } from './week-goal-celebration.tsx';
import { useSetWeeklyGoal, useWeeklyGoal } from './weekly-goal-query.ts';
import './week-goal.css';

const DAY_KEYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const;

export default function WeekGoalCard({ progress }: { progress: Progress }) {
  const session = useSession();
  const userId = session.status === 'signed-in' ? session.session.user.id : null;
  return userId ? <WeekGoalOf userId={userId} progress={progress} /> : null;
}

function WeekGoalOf({ userId, progress }: { userId: string; progress: Progress }) {
  const { t } = useTranslation();
  const { now } = useServices();
  const id = useId();
  const goal = useWeeklyGoal(userId);
  const setGoal = useSetWeeklyGoal(userId);
  const [choosing, setChoosing] = useState(false);
  const changeRef = useRef<HTMLButtonElement>(null);
  const timeZone = learnerTimeZone();
  const at = now();
  const state = weekGoalState(progress, goal, at, timeZone);
  const today = localDate(at, timeZone);
  const dates = weekDates(state.monday);
  // Read once per drawing of the home: closing the celebration marks the week and hides it.
  const [celebrated, setCelebrated] = useState(() => celebratedWeek(userId));
  const celebrate = celebrateWeekGoal(state, celebrated);
  const summary = t('weekGoal.summary', { practised: state.practised, count: state.goal });

  return (
    <section className="week-goal" aria-labelledby={`${id}-title`}>
      <div className="week-goal__head">
        <h2 id={`${id}-title`} className="week-goal__title">
          {t('weekGoal.title')}
        </h2>
        <button
          ref={changeRef}
          type="button"
          className="button button--quiet week-goal__change"
          aria-expanded={choosing}
          aria-controls={`${id}-choices`}
          onClick={() => setChoosing(!choosing)}
        >
          {t('weekGoal.change')}
        </button>
      </div>
      {/* The words below say the same for screen readers: the row is a picture of them. */}
      <ol className="week-goal__days" aria-hidden="true">
        {DAY_KEYS.map((day, index) => (
          <li
            key={day}
            className={[
              'week-goal__day',
              state.days[index] && 'week-goal__day--done',
              dates[index] === today && 'week-goal__day--today',
            ]
              .filter(Boolean)
              .join(' ')}
          >
            <span className="week-goal__dot">{state.days[index] ? '✓' : ''}</span>
            <span className="week-goal__label">{t(`weekGoal.day${day}`)}</span>
          </li>
        ))}
      </ol>
      <p className="week-goal__summary">
        {summary}
        {state.met && (
          <>
            {' · '}
            <strong>{t('weekGoal.met')}</strong>
          </>
        )}
      </p>
      <div id={`${id}-choices`} hidden={!choosing}>
        {choosing && (
          <div className="week-goal__choose" role="group" aria-labelledby={`${id}-question`}>
            <p id={`${id}-question`} className="week-goal__question">
              {t('weekGoal.question')}
            </p>
            <div className="week-goal__choices">
              {WEEKLY_GOAL_CHOICES.map((days) => (
                <button
                  key={days}
                  type="button"
                  className={`button ${days === goal ? 'button--primary' : 'button--secondary'}`}
                  aria-pressed={days === goal}
                  disabled={setGoal.isPending}
                  onClick={() =>
                    setGoal.mutate(days, {
                      onSuccess: () => {
                        setChoosing(false);
                        changeRef.current?.focus();
                      },
                    })
                  }
                >
                  {t('weekGoal.choice', { count: days })}
                </button>
              ))}
            </div>
            <p className="week-goal__note" role="status">
              {setGoal.isError ? t('weekGoal.saveFailed') : t('weekGoal.note')}
            </p>
          </div>
        )}
      </div>
      {celebrate && (
        <WeekGoalCelebration
          practised={state.practised}
          onClose={() => {
            markWeekCelebrated(userId, state.monday);
            setCelebrated(state.monday);
          }}
        />
      )}
    </section>
  );
}
