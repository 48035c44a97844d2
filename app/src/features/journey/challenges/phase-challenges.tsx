// 'Desafio da semana' at the end of a phase: the challenges of the skills just practised, to
// choose from or to leave; it says so in words ("Se não quiser fazer, tudo bem.").
import { useTranslation } from 'react-i18next';
import { ChallengeCard } from './challenge-card.tsx';
import type { ChallengeItem } from '@ths/training/challenge-picks';
import './challenges.css';

type PhaseChallengesProps = {
  items: ChallengeItem[];
  onMarkDone: (skillKey: string) => void;
};

export function PhaseChallenges({ items, onMarkDone }: PhaseChallengesProps) {
  const { t } = useTranslation();
  if (items.length === 0) return null;
  return (
    <section className="challenges" aria-labelledby="phase-challenges-heading">
      <h2 id="phase-challenges-heading" className="challenges__title">
        {t('challenges.title')}
      </h2>
      <p className="challenges__intro">
        {t('challenges.intro')} {t('challenges.optional')}
      </p>
      <ul className="challenges__list">
        {items.map((item) => (
          <li key={item.key}>
            <ChallengeCard item={item} onMarkDone={onMarkDone} idPrefix="phase" />
          </li>
        ))}
      </ul>
    </section>
  );
}
