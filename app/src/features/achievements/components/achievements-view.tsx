// Spec §2 view 6: N of M unlocked; each card with icon, title and description, 'Conquistado'
// when unlocked, 'Progresso: x/requirement' when locked with some progress, locked cards dimmed.
import type { Achievement } from '@ths/content-model/bundle-schema';
import type { AchievementProgress } from '@ths/training/achievements';
import { useTranslation } from 'react-i18next';
import { useFocusOnMount } from '../../../lib/use-focus-on-mount.ts';

export type AchievementCardData = {
  achievement: Achievement;
  unlocked: boolean;
  progress: AchievementProgress;
};

type AchievementsViewProps = {
  cards: AchievementCardData[];
  onBack: () => void;
};

export function AchievementsView({ cards, onBack }: AchievementsViewProps) {
  const { t } = useTranslation();
  const headingRef = useFocusOnMount<HTMLHeadingElement>();
  const unlocked = cards.filter((card) => card.unlocked).length;
  return (
    <section className="achievements" aria-labelledby="achievements-heading">
      <div className="view-top">
        <div>
          <h1 id="achievements-heading" ref={headingRef} tabIndex={-1}>
            {t('achievements.title')}
          </h1>
          <p className="view-top__subtitle">
            {t('achievements.counter', { unlocked, total: cards.length })}
          </p>
        </div>
        <button type="button" className="button button--secondary" onClick={onBack}>
          {t('achievements.back')}
        </button>
      </div>
      <ul className="achievements__list">
        {cards.map(({ achievement, unlocked: isUnlocked, progress }) => (
          <li
            key={achievement.id}
            className={`card achievement ${isUnlocked ? '' : 'achievement--locked'}`}
          >
            <span className="achievement__icon" aria-hidden="true">
              {achievement.icon}
            </span>
            <div className="achievement__body">
              <h2 className="achievement__title">{achievement.title}</h2>
              <p className="achievement__description">{achievement.description}</p>
              {isUnlocked && (
                <span className="badge badge--success">{t('achievements.unlocked')}</span>
              )}
              {!isUnlocked && progress.current > 0 && (
                <p className="achievement__progress">{t('achievements.progress', progress)}</p>
              )}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
