// The home (docs/product/screens.md#home, the welcome): what a learner sees first. A new learner
// meets the title, the three highlights and 'Começar Prática'; a returning one sees the path of
// phases and one big 'Continuar de onde parei', with review and achievements smaller
// (docs/decisions/0008). Without data it is also the loading view
// (docs/product/screens.md#loading): the spinner and 'Carregando...' stand under the title, so
// the title paints before progress and content arrive.
import { useCallback, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadingView } from '../../../components/loading-view.tsx';
import { useServices } from '../../../lib/services.tsx';
import { Mascot } from '../../../components/illustrations/mascot.tsx';
import { HomeChallenge } from '../challenges/home-challenge.tsx';
import type { WeekChallengeItem } from '@ths/training/week-challenge';
import type { JourneyEvent } from '../flow/journey-step.ts';
import { ClassWorkCard, type ClassWorkShown } from '../class-work/class-work-card.tsx';
import { DueCard, type DueToday } from './due-card.tsx';
import { PhasePath, type PathStop } from './phase-path.tsx';
import './home.css';

export type HomeData = {
  /** A learner who has answered something: continue comes first. */
  returning: boolean;
  stops: PathStop[];
  /** Where 'Continuar de onde parei' leads, in words: 'Fase 2 · cenário 5 de 20'. */
  resumeAt: { phase: number; position: number; total: number };
  flagged: number;
  achievements: { unlocked: number; total: number };
  /** 'Para revisar hoje'; null for a learner with nothing answered (no schedule yet). */
  due: DueToday | null;
  /** 'Desafio da semana': the week's one challenge (docs/decisions/0024), null before any answer. */
  challenge: WeekChallengeItem | null;
};

export function HomeView({
  data,
  classWork = null,
  onDoClassWork = () => {},
  educator = false,
  dispatch,
  onMarkChallenge = () => {},
  focusDue = false,
  focusClassWork = false,
  weekGoal = null,
  reflection = null,
}: {
  data: HomeData | null;
  /** The class's current work: it becomes the home's primary action (docs/decisions/0030). */
  classWork?: ClassWorkShown | null;
  onDoClassWork?: () => void;
  /** Only an educator's home offers 'Área do educador' (docs/decisions/0029). */
  educator?: boolean;
  dispatch: (event: JourneyEvent) => void;
  onMarkChallenge?: (skillKey: string) => void;
  /** Arrived from practising the due scenarios in a row: the focus goes to 'Para revisar hoje'. */
  focusDue?: boolean;
  /** Arrived from a class session: the focus goes to its card, or the title once it is done. */
  focusClassWork?: boolean;
  /**
   * 'Minha semana' (docs/decisions/0076): a returning learner's week, under the primary action so
   * it never pushes that action down.
   */
  weekGoal?: ReactNode;
  /**
   * 'Como foi?' (docs/decisions/0079): last week's challenge, asked about under the primary action,
   * just before this week's challenge.
   */
  reflection?: ReactNode;
}) {
  const { now } = useServices();
  const { t } = useTranslation();
  // Back from a class session whose work is now done: its card has gone, the title takes the
  // focus (docs/decisions/0072). Stable, so a later render does not take the focus back.
  const titleTakesFocus = focusClassWork && data !== null && !classWork;
  const focusTitle = useCallback(
    (element: HTMLElement | null) => {
      if (titleTakesFocus) element?.focus();
    },
    [titleTakesFocus],
  );
  const highlights = [
    { icon: '🏫', title: t('welcome.realisticTitle'), text: t('welcome.realistic') },
    { icon: '💬', title: t('welcome.positiveTitle'), text: t('welcome.positive') },
    { icon: '🌱', title: t('welcome.paceTitle'), text: t('welcome.pace') },
  ];
  const highlightList = (
    <ul className="highlights">
      {highlights.map((highlight) => (
        <li key={highlight.title} className="highlight">
          <span className="highlight__icon" aria-hidden="true">
            {highlight.icon}
          </span>
          <span>
            <h2 className="highlight__title">{highlight.title}</h2>
            <p className="highlight__text">{highlight.text}</p>
          </span>
        </li>
      ))}
    </ul>
  );
  return (
    <section className="home" aria-labelledby="welcome-heading">
      <div className="home__hello">
        <Mascot mood="hello" className="home__mascot" />
        <div>
          <h1 id="welcome-heading" className="home__title" tabIndex={-1} ref={focusTitle}>
            {t('app.title')}
          </h1>
          <p className="home__greeting">
            {data?.returning ? t('journey.greetingBack') : t('journey.greetingNew')}
          </p>
        </div>
      </div>
      {!data ? (
        // Only the spinner under the title: whatever the home then draws comes below it, so
        // nothing already on screen moves (the signed-in start's first frame, docs/decisions/0041).
        <LoadingView />
      ) : (
        <>
          <div className="home__main">
            {classWork && (
              <ClassWorkCard
                work={classWork}
                onDo={onDoClassWork}
                focusOnArrival={focusClassWork}
              />
            )}
            {data.returning ? (
              <button
                type="button"
                className={`button ${classWork ? 'button--secondary' : 'button--primary button--big'}`}
                onClick={() => dispatch({ type: 'resume' })}
              >
                <span>{t('welcome.resume')}</span>{' '}
                <span className="button__sub">{t('journey.resumeAt', data.resumeAt)}</span>
              </button>
            ) : (
              <button
                type="button"
                className={`button ${classWork ? 'button--secondary' : 'button--primary button--big'}`}
                onClick={() => dispatch({ type: 'start' })}
              >
                {t('welcome.start')}
              </button>
            )}
          </div>
          {data.returning && weekGoal}
          {data.due && (
            <DueCard
              due={data.due}
              onPractise={() => dispatch({ type: 'practise-due' })}
              focusOnArrival={focusDue}
            />
          )}
          {!data.returning && highlightList}
          <h2 className="home__section-title">{t('journey.pathTitle')}</h2>
          <PhasePath
            stops={data.stops}
            onOpen={(phase) => dispatch({ type: 'open-phase', phase })}
          />
          {data.returning && reflection}
          <HomeChallenge item={data.challenge} now={now} onMarkDone={onMarkChallenge} />
          <div className="home__more">
            <button
              type="button"
              className="button button--secondary"
              onClick={() => dispatch({ type: 'open-review' })}
            >
              {t('phase.review')}
              {data.flagged > 0 && (
                <>
                  {' '}
                  <span className="count">{data.flagged}</span>
                </>
              )}
            </button>
            <button
              type="button"
              className="button button--secondary"
              onClick={() => dispatch({ type: 'open-achievements' })}
            >
              {t('welcome.achievements')}{' '}
              <span className="count count--quiet">
                {data.achievements.unlocked}/{data.achievements.total}
              </span>
            </button>
            {data.returning && (
              <button
                type="button"
                className="button button--secondary"
                onClick={() => dispatch({ type: 'open-skills' })}
              >
                {t('skills.open')}
              </button>
            )}
            {data.returning && (
              <button
                type="button"
                className="button button--quiet"
                onClick={() => dispatch({ type: 'start' })}
              >
                {t('welcome.start')}
              </button>
            )}
          </div>
          <nav className="home__classes" aria-label={t('journey.classesLabel')}>
            <Link to="/?view=class">{t('journey.myClass')}</Link>
            {educator && <Link to="/?view=educator">{t('journey.educatorArea')}</Link>}
            <Link to="/?view=account">{t('journey.myAccount')}</Link>
          </nav>
          {data.returning && (
            <details className="home__about">
              <summary>{t('journey.howItWorks')}</summary>
              {highlightList}
            </details>
          )}
        </>
      )}
    </section>
  );
}
