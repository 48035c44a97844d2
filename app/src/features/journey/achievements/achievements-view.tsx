// docs/product/screens.md#achievements: N of M unlocked; each card with icon, title and
// description, 'Conquistado' when unlocked, 'Progresso: x/requirement' when locked with some
// progress, locked cards dimmed; one that can no longer be earned says so kindly, without a counter.
import type { Achievement } from '@ths/content-model/bundle-schema';
import type { AchievementProgress } from '@ths/training/achievements';
import { useTranslation } from 'react-i18next';
import { AchievementBadge } from '../../../components/illustrations/achievement-badge.tsx';
import { ViewTop } from '../../../components/view-top.tsx';
import './achievements.css';

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
  const unlocked = cards.filter((card) => card.unlocked).length;
  return (
    <section className="achievements" aria-labelledby="achievements-heading">
      <ViewTop
        id="achievements-heading"
        title={t('achievements.title')}
        subtitle={t('achievements.counter', { unlocked, count: cards.length })}
        back={t('achievements.back')}
        onBack={onBack}
      />
      <ul className="achievements__list">
        {cards.map(({ achievement, unlocked: isUnlocked, progress }) => (
          <li
            key={achievement.id}
            className={`card achievement ${isUnlocked ? '' : 'achievement--locked'}`}
          >
            {isUnlocked ? (
              <AchievementBadge className="achievement__badge">{achievement.icon}</AchievementBadge>
            ) : (
              <span className="achievement__icon" aria-hidden="true">
                {achievement.icon}
              </span>
            )}
            <div className="achievement__body">
              <h2 className="achievement__title">{achievement.title}</h2>
              <p className="achievement__description">{achievement.description}</p>
              {isUnlocked && (
                <span className="badge badge--success">{t('achievements.unlocked')}</span>
              )}
              {!isUnlocked && progress.possible && progress.current > 0 && (
                <p className="achievement__progress">{t('achievements.progress', progress)}</p>
              )}
              {/* Never a counter toward what can no longer happen (issue 26, decision 0025). */}
              {!isUnlocked && !progress.possible && (
                <p className="achievement__progress">{t('achievements.impossible')}</p>
              )}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
