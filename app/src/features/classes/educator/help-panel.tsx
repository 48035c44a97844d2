// 'Quem precisa de ajuda' (issue 40, docs/decisions/0069): each learner the rule flags, why in
// numbers (the latest first tries, the scenarios to review) and the skill they missed most, which
// opens the skill's page (its scenarios, its challenge, who else needs it). The rule is said under
// the heading, so a teacher can judge it. Nothing shows while nobody is flagged.
import type { ContentBundle } from '@ths/content-model/bundle-schema';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { classesAddress } from '../classes-address.ts';
import type { LearnerRow } from './class-data.ts';
import type { SortOrder } from './learner-sort.ts';
import './help-panel.css';

type HelpPanelProps = {
  classId: string;
  rows: LearnerRow[];
  content: ContentBundle;
  order: SortOrder;
};

export function HelpPanel({ classId, rows, content, order }: HelpPanelProps) {
  const { t } = useTranslation('classes');
  const flagged = rows.flatMap((row) => (row.help ? [{ row, help: row.help }] : []));
  if (flagged.length === 0) return null;
  const skillName = (key: string) => content.skills.find((skill) => skill.key === key)?.name;
  return (
    <section className="classes__panel classes__help-panel" aria-labelledby="help-heading">
      <h2 id="help-heading">{t('help.heading')}</h2>
      <p className="field__hint">{t('help.rule')}</p>
      <ul className="classes__help-list">
        {flagged.map(({ row, help }) => {
          const name = help.skillKey === null ? undefined : skillName(help.skillKey);
          return (
            <li key={row.userId}>
              <Link
                to={classesAddress({
                  name: 'class-learner',
                  classId,
                  learnerId: row.userId,
                  order,
                })}
                className="classes__learner-link"
              >
                {row.name}
              </Link>
              <ul className="classes__help-reasons">
                {help.reasons.includes('first-tries') && (
                  <li>
                    {t('help.firstTries', { right: help.recentRight, count: help.recentCount })}
                  </li>
                )}
                {help.toReview > 0 && <li>{t('help.toReview', { count: help.toReview })}</li>}
                {help.skillKey !== null && name !== undefined && (
                  <li>
                    {t('help.skill')}{' '}
                    <Link
                      to={classesAddress({
                        name: 'class-skill',
                        classId,
                        skillKey: help.skillKey,
                        order,
                      })}
                      className="classes__skill-link"
                    >
                      {name}
                    </Link>
                  </li>
                )}
              </ul>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
