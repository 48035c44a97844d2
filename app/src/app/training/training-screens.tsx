// The training page once content and progress are ready: the view the flow is on, with the
// data each view needs read from the pure engine.
import type { ContentBundle } from '@ths/content-model/bundle-schema';
import { achievementProgress, achievementStats } from '@ths/training/achievements';
import { PHASE_COUNT } from '@ths/training/constants';
import { currentScenarioOf } from '@ths/training/navigation';
import { phaseScore } from '@ths/training/phase-score';
import { phaseStatuses } from '@ths/training/phases';
import { completedIds, incorrectCount, type Progress } from '@ths/training/progress';
import { progressHeader } from '@ths/training/progress-header';
import { reviewList } from '@ths/training/review-list';
import { AchievementsView } from '../../features/achievements/components/achievements-view.tsx';
import { ReviewView } from '../../features/review/components/review-view.tsx';
import { PhaseCompleteView } from '../../features/training/components/phase-complete-view.tsx';
import { PhaseView } from '../../features/training/components/phase-view.tsx';
import { ScenarioCard } from '../../features/training/components/scenario-card.tsx';
import { WelcomeView } from '../../features/training/components/welcome-view.tsx';
import { useServices } from '../../lib/services.tsx';
import { useTrainingFlow } from './use-training-flow.ts';

type TrainingScreensProps = {
  content: ContentBundle;
  progress: Progress;
  update: (change: (progress: Progress) => Progress) => void;
};

export function TrainingScreens({ content, progress, update }: TrainingScreensProps) {
  const { random } = useServices();
  const flow = useTrainingFlow(content, progress, update);
  const { view } = flow;
  const { scenarios, phases, achievements } = content;
  const phaseOf = (number: number) => phases.find((phase) => phase.number === number)!;

  switch (view.name) {
    case 'welcome':
      return (
        <WelcomeView
          actions={{
            canResume: completedIds(progress).length > 0,
            onStart: flow.start,
            onResume: flow.resume,
            onAchievements: flow.showAchievements,
          }}
        />
      );
    case 'phase': {
      const scenario = currentScenarioOf(scenarios, progress);
      const unlocked = achievements.filter((a) => progress.unlockedAchievements.includes(a.id));
      return (
        <PhaseView
          phase={phaseOf(progress.currentPhase)}
          statuses={phaseStatuses(scenarios, progress)}
          header={progressHeader(scenarios, progress)}
          achievements={{ unlocked: unlocked.length, total: achievements.length }}
          onReview={flow.showReview}
          onAchievements={flow.showAchievements}
          onPrevious={flow.goToPreviousPhase}
          onNext={flow.goToNextPhase}
          onOpenPhase={flow.goToPhase}
        >
          {scenario && (
            <ScenarioCard
              key={`${scenario.number}-${view.card}`}
              scenario={scenario}
              lang={content.locale}
              random={random}
              focusTitle={view.focusTitle}
              moving={flow.moving}
              onContinue={(correct) => flow.answer(scenario.number, correct)}
            />
          )}
        </PhaseView>
      );
    }
    case 'complete':
      return (
        <PhaseCompleteView
          phase={phaseOf(view.phase)}
          score={phaseScore(scenarios, progress, view.phase)}
          hasNextPhase={view.phase < PHASE_COUNT}
          onNext={flow.goToNextPhase}
          onReview={flow.showReview}
          onAchievements={flow.showAchievements}
        />
      );
    case 'review':
      return (
        <ReviewView
          phases={phases}
          items={reviewList(scenarios, progress)}
          flaggedCount={incorrectCount(progress)}
          onPick={flow.pickForReview}
          onBack={flow.back}
        />
      );
    case 'achievements': {
      const stats = achievementStats(progress, scenarios.length);
      return (
        <AchievementsView
          cards={achievements.map((achievement) => ({
            achievement,
            unlocked: progress.unlockedAchievements.includes(achievement.id),
            progress: achievementProgress(achievement, stats),
          }))}
          onBack={flow.back}
        />
      );
    }
  }
}
