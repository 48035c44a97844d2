// 'Minhas habilidades' as the journey opens it: a chunk of its own. It is not on the way to a
// lesson, so its code, its plants and the frameworks' names load when a learner opens it, not
// with the first download (the first-load budget, docs/decisions/0015).
import type { ContentIndex } from '@ths/content-model/bundle-schema';
import type { Progress } from '@ths/training/progress';
import { skillGroups } from '@ths/training/skill-groups';
import { useServices } from '../../../lib/services.tsx';
import { SkillsView } from './skills-view.tsx';

type SkillsScreenProps = {
  content: ContentIndex;
  progress: Progress;
  onBack: () => void;
};

export default function SkillsScreen({ content, progress, onBack }: SkillsScreenProps) {
  const { now } = useServices();
  return (
    <SkillsView
      groups={skillGroups(content, progress, now())}
      locale={content.locale}
      onBack={onBack}
    />
  );
}
