import { useTranslation } from 'react-i18next';

type WelcomeViewProps = {
  /** A returning learner can continue where they stopped (DECISIONS). */
  canResume: boolean;
  onStart: () => void;
  onResume: () => void;
  onAchievements: () => void;
};

/** Spec §2 view 2: the title, three highlights, 'Começar Prática' and 'Conquistas'. */
export function WelcomeView(props: WelcomeViewProps) {
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
      <div className="welcome__actions">
        {props.canResume && (
          <button type="button" className="button button--primary" onClick={props.onResume}>
            {t('welcome.resume')}
          </button>
        )}
        <button
          type="button"
          className={`button ${props.canResume ? 'button--secondary' : 'button--primary'}`}
          onClick={props.onStart}
        >
          {t('welcome.start')}
        </button>
        <button type="button" className="button button--secondary" onClick={props.onAchievements}>
          {t('welcome.achievements')}
        </button>
      </div>
    </section>
  );
}
