// The words beside a learner's name wherever it is (the grid, the table, the cards): 'Precisa de
// ajuda' (docs/decisions/0069), 'Sem praticar há 7 dias' (docs/decisions/0033) and 'Mesmo nome de
// outro aluno' (docs/decisions/0074).
import { useTranslation } from 'react-i18next';
import type { LearnerRow } from './class-data.ts';

export function LearnerTags({ row }: { row: LearnerRow }) {
  const { t } = useTranslation('classes');
  return (
    <>
      {row.help && <span className="classes__help">{t('help.tag')}</span>}
      {row.idle && <span className="classes__idle">{t('class.idle')}</span>}
      {row.sameName && <span className="classes__same-name">{t('class.sameName')}</span>}
    </>
  );
}
