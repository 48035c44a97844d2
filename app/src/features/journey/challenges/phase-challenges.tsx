// 'Desafio da semana' at the end of a phase: the week's one challenge, the same as on the home
// (docs/decisions/0024), to try or to leave; it says so in words ("Se não quiser fazer, tudo bem.").
import { useTranslation } from 'react-i18next';
import { ChallengeCard } from './challenge-card.tsx';
import { WeekUntil } from './week-until.tsx';
import type { WeekChallengeItem } from '@ths/training/week-challenge';
import './challenges.css';

type PhaseChallengesProps = {
  item: WeekChallengeItem | null;
  onMarkDone: (skillKey: string) => void;
};

export function PhaseChallenges({ item, onMarkDone }: PhaseChallengesProps) {
  const { t } = useTranslation();
  if (!item) return null;
  return (
    <section className="challenges" aria-labelledby="phase-challenges-heading">
      <h2 id="phase-challenges-heading" className="challenges__title">
        {t('challenges.title')}
      </h2>
      <p className="challenges__intro">
        {t('challenges.intro')} {t('challenges.optional')}
      </p>
      <ChallengeCard key={item.key} item={item} onMarkDone={onMarkDone} idPrefix="phase" />
      <WeekUntil until={item.until} />
    </section>
  );
}
