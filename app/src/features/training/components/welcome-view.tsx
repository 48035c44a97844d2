import { useTranslation } from 'react-i18next';
import { LoadingView } from '../../../components/loading-view.tsx';

export type WelcomeActions = {
  /** A returning learner can continue where they stopped (DECISIONS). */
  canResume: boolean;
  onStart: () => void;
  onResume: () => void;
  onAchievements: () => void;
};

/**
 * Spec §2 view 2: the title, three highlights, 'Começar Prática' and 'Conquistas'. Without
 * actions it is also the loading view (spec §2 view 1): the spinner and 'Carregando...' stand
 * where the buttons will be, so the page paints its title before the learner's progress and
 * the content arrive (docs/decisions/0007).
 */
export function WelcomeView({ actions }: { actions: WelcomeActions | null }) {
  const { t } = useTranslation();
  const highlights = [
    { icon: '🏫', title: t('welcome.realisticTitle'), text: t('welcome.realistic') },
    { icon: '💬', title: t('welcome.positiveTitle'), text: t('welcome.positive') },
    { icon: '🌱', title: t('welcome.paceTitle'), text: t('welcome.pace') },
  ];
  return (
    <section className="welcome" aria-labelledby="welcome-heading">
      <h1 id="welcome-heading" className="welcome__title">
        {t('app.title')}
      </h1>
      <ul className="welcome__highlights">
        {highlights.map((highlight) => (
          <li key={highlight.title} className="card highlight">
            <span className="highlight__icon" aria-hidden="true">
              {highlight.icon}
            </span>
            <h2 className="highlight__title">{highlight.title}</h2>
            <p className="highlight__text">{highlight.text}</p>
          </li>
        ))}
      </ul>
      {actions ? (
        <div className="welcome__actions">
          {actions.canResume && (
            <button type="button" className="button button--primary" onClick={actions.onResume}>
              {t('welcome.resume')}
            </button>
          )}
          <button
            type="button"
            className={`button ${actions.canResume ? 'button--secondary' : 'button--primary'}`}
            onClick={actions.onStart}
          >
            {t('welcome.start')}
          </button>
          <button
            type="button"
            className="button button--secondary"
            onClick={actions.onAchievements}
          >
            {t('welcome.achievements')}
          </button>
        </div>
      ) : (
        <LoadingView />
      )}
    </section>
  );
}
