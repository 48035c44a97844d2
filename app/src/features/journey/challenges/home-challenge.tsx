// The home's 'Desafio da semana': the week's one challenge (docs/decisions/0024), the same all week
// and on the phase-complete screen, with the Sunday it lasts until and 'Esconder por hoje'. Once
// marked done it stays on screen with its date until the week ends.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChallengeCard } from './challenge-card.tsx';
import { hideChallengeToday, isChallengeHiddenToday } from './challenge-hidden.ts';
import { WeekUntil } from './week-until.tsx';
import type { WeekChallengeItem } from '@ths/training/week-challenge';
import './challenges.css';

type HomeChallengeProps = {
  /** The week's challenge, or null before the first answer. */
  item: WeekChallengeItem | null;
  now: () => string;
  onMarkDone: (skillKey: string) => void;
};

export function HomeChallenge({ item, now, onMarkDone }: HomeChallengeProps) {
  const { t } = useTranslation();
  const [hidden, setHidden] = useState(() => isChallengeHiddenToday(now()));
  if (hidden || !item) return null;
  return (
    <section className="challenges challenges--home" aria-labelledby="home-challenge-heading">
      <h2 id="home-challenge-heading" className="challenges__title">
        {t('challenges.title')}
      </h2>
      <ChallengeCard key={item.key} item={item} onMarkDone={onMarkDone} idPrefix="home" />
      <WeekUntil until={item.until} />
      <p className="challenges__intro">{t('challenges.optional')}</p>
      <div className="challenges__more">
        <button
          type="button"
          className="button button--quiet button--small"
          onClick={() => {
            hideChallengeToday(now());
            setHidden(true);
          }}
        >
          {t('challenges.hide')}
        </button>
      </div>
    </section>
  );
}
