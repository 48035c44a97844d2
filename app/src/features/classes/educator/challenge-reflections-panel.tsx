// 'Como foi o desafio?' on the class page (issue 39, item 6; docs/decisions/0079): per recent
// week, the challenge's skill, how many tried and how it felt, and under it only the words a
// learner chose to show, with the name the class shows. Nothing answered yet: one line.
import type { ContentBundle } from '@ths/content-model/bundle-schema';
import { currentTarget } from '@ths/training/skill-renames';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useServices } from '../../../lib/services.tsx';
import { classReflectionsQuery, type WeekReflections } from './challenge-reflections-api.ts';
import './challenge-reflections.css';

/** The weeks shown: the most recent first, a school month or so. */
const WEEKS_SHOWN = 6;

type Props = { userId: string; classId: string; content: ContentBundle };

export function ChallengeReflectionsPanel({ userId, classId, content }: Props) {
  const { t, i18n } = useTranslation('classes');
  const { supabase } = useServices();
  const reflections = useQuery(classReflectionsQuery(supabase.connected, userId, classId));
  const skillName = (key: string) =>
    content.skills.find((skill) => skill.key === currentTarget('skill', key))?.name ?? key;
  const day = new Intl.DateTimeFormat(i18n.language, {
    day: '2-digit',
    month: '2-digit',
    timeZone: 'UTC',
  });
  const weeks = reflections.data?.slice(0, WEEKS_SHOWN);

  return (
    <section className="classes__panel classes__reflections" aria-labelledby="reflections-heading">
      <h2 id="reflections-heading">{t('reflections.heading')}</h2>
      {reflections.isError ? (
        <p className="field__hint">{t('reflections.loadError')}</p>
      ) : !weeks ? null : weeks.length === 0 ? (
        <p className="field__hint">{t('reflections.none')}</p>
      ) : (
        <>
          <p className="field__hint">{t('reflections.intro')}</p>
          <ul className="classes__reflection-weeks">
            {weeks.map((week) => (
              <li key={`${week.weekStart}-${week.skillKey}`}>
                <p>
                  <strong>
                    {t('reflections.week', {
                      date: day.format(Date.parse(`${week.weekStart}T00:00:00Z`)),
                      skill: skillName(week.skillKey),
                    })}
                  </strong>
                  {': '}
                  {counts(week, t)}
                </p>
                {week.shared.length > 0 && (
                  <ul
                    className="classes__reflection-words"
                    aria-label={t('reflections.sharedHeading')}
                  >
                    {week.shared.map((shared) => (
                      <li key={shared.userId}>
                        <blockquote>{shared.words}</blockquote>
                        <span className="field__hint">
                          {'— '}
                          {shared.name ?? t('class.unnamed')}
                        </span>
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

type T = ReturnType<typeof useTranslation<'classes'>>['t'];

/** '4 tentaram, 2 ainda não · 3 foi bom, 1 mais ou menos': counts of zero are left out. */
function counts(week: WeekReflections, t: T): string {
  const tries = [
    week.tried > 0 && t('reflections.tried', { count: week.tried }),
    week.notYet > 0 && t('reflections.notYet', { count: week.notYet }),
  ].filter(Boolean);
  const feelings = [
    week.good > 0 && t('reflections.good', { count: week.good }),
    week.soSo > 0 && t('reflections.soSo', { count: week.soSo }),
    week.hard > 0 && t('reflections.hard', { count: week.hard }),
  ].filter(Boolean);
  return [tries.join(', '), feelings.join(', ')].filter((part) => part !== '').join(' · ');
}
