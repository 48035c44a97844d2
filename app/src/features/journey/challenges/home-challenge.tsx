// The home's 'Desafio da semana': one challenge from the skills most recently practised and not
// done yet, with 'Ver outro desafio' and 'Esconder por hoje'. The one just marked done stays on
// screen with its date until the learner moves on.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChallengeCard } from './challenge-card.tsx';
import { hideChallengeToday, isChallengeHiddenToday } from './challenge-hidden.ts';
import type { ChallengeItem } from '@ths/training/challenge-picks';
import './challenges.css';

type HomeChallengeProps = {
  /** Every practised skill's challenge, the most recently practised first. */
  items: ChallengeItem[];
  now: () => string;
  onMarkDone: (skillKey: string) => void;
};

export function HomeChallenge({ items, now, onMarkDone }: HomeChallengeProps) {
  const { t } = useTranslation();
  const [hidden, setHidden] = useState(() => isChallengeHiddenToday(now()));
  const [shown, setShown] = useState<string | null>(null);
  const open = items.filter((item) => item.doneAt === null);
  const current = items.find((item) => item.key === shown) ?? open[0];
  if (hidden || !current) return null;
  // The next one not done after the one on screen, round the list; after a done one, the first.
  const at = open.findIndex((item) => item.key === current.key);
  const another = at === -1 || open.length > 1 ? open[(at + 1) % open.length] : undefined;
  return (
    <section className="challenges challenges--home" aria-labelledby="home-challenge-heading">
      <h2 id="home-challenge-heading" className="challenges__title">
        {t('challenges.title')}
      </h2>
      <ChallengeCard
        // A card per challenge: another one's button never inherits the focus of this one's.
        key={current.key}
        item={current}
        onMarkDone={(skillKey) => {
          // Marked, it leaves the not-done list: keep it on screen with its date.
          setShown(skillKey);
          onMarkDone(skillKey);
        }}
        idPrefix="home"
      />
      <p className="challenges__intro">{t('challenges.optional')}</p>
      <div className="challenges__more">
        {another && (
          <button
            type="button"
            className="button button--quiet button--small"
            onClick={() => setShown(another.key)}
          >
            {t('challenges.another')}
          </button>
        )}
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
