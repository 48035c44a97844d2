// One 'Desafio da semana' (issue 18): the skill, the real-life challenge, and 'Fiz este
// desafio!'; once marked, the date it was done. Always optional: nothing here is required.
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDay } from '../../../lib/format-day.ts';
import type { ChallengeItem } from '@ths/training/week-challenge';
import { familyPath } from '../../../lib/family-path.ts';

type ChallengeCardProps = {
  item: ChallengeItem;
  onMarkDone: (skillKey: string) => void;
  /** Where the card sits: under an h2 on both screens, so its skill is an h3. */
  idPrefix: string;
};

export function ChallengeCard({ item, onMarkDone, idPrefix }: ChallengeCardProps) {
  const { t, i18n } = useTranslation();
  const doneRef = useRef<HTMLParagraphElement>(null);
  // The button goes once pressed: the focus moves to the words that replace it, not to the page.
  const marking = useRef(false);
  useEffect(() => {
    if (marking.current && item.doneAt !== null) doneRef.current?.focus();
    marking.current = false;
  }, [item.doneAt]);
  const skillId = `${idPrefix}-challenge-${item.key}`;
  return (
    <div className={`challenge ${item.doneAt ? 'challenge--done' : ''}`}>
      <h3 id={skillId} className="challenge__skill">
        {t('challenges.skill', { name: item.name })}
      </h3>
      <p className="challenge__text">{item.challenge}</p>
      {item.doneAt ? (
        <p ref={doneRef} tabIndex={-1} className="challenge__done">
          <span aria-hidden="true">✓ </span>
          {t('challenges.doneOn', { date: formatDay(item.doneAt, i18n.language) })}
        </p>
      ) : (
        <button
          type="button"
          className="button button--secondary"
          aria-describedby={skillId}
          onClick={() => {
            marking.current = true;
            onMarkDone(item.key);
          }}
        >
          {t('challenges.markDone')}
        </button>
      )}
      <Link
        className="challenge__family"
        to={familyPath(item.key)}
        aria-label={t('forFamily.linkName', { name: item.name })}
      >
        {t('forFamily.link')}
      </Link>
    </div>
  );
}
