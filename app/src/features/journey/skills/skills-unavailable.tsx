// 'Minhas habilidades' when its chunk could not load (a first visit that lost the connection
// before the page had it, docs/decisions/0067-no-lazy-piece-takes-a-lesson-down.md): in the first
// download, so it always draws. The page's own title and way back, and the calm words of the
// error screen; opening the page again tries the chunk again. Nothing of the progress is touched.
import { useTranslation } from 'react-i18next';
import { ViewTop } from '../../../components/view-top.tsx';

export function SkillsUnavailable({ onBack }: { onBack: () => void }) {
  const { t } = useTranslation();
  return (
    <section className="skills" aria-labelledby="skills-heading">
      <ViewTop
        id="skills-heading"
        title={t('skills.title')}
        subtitle={t('errors.text')}
        back={t('skills.back')}
        onBack={onBack}
      />
    </section>
  );
}
