// The learner's journey once the content index and the progress are ready: the view the address
// names, with the data each view needs read from the pure engine, and every move sent to the
// flow. The scenarios' texts come per phase, for the phases the view shows (decision 0015).
import type { ContentIndex, Scenario } from '@ths/content-model/bundle-schema';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { achievementProgress, achievementStats } from '@ths/training/achievements';
import { currentScenarioOf, resumePoint } from '@ths/training/navigation';
import { phaseScore } from '@ths/training/phase-score';
import {
  phaseCompletedCount,
  phaseCountOf,
  phaseStatuses,
  scenariosOfPhase,
} from '@ths/training/phases';
import { completedIds, incorrectCount } from '@ths/training/progress';
import { phaseRightCount, progressHeader } from '@ths/training/progress-header';
import { flaggedOpen, reviewList } from '@ths/training/review-list';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { LoadingView } from '../../components/loading-view.tsx';
import { scenariosQueryOptions } from '../../content/content-queries.ts';
import { useServices } from '../../lib/services.tsx';
import { AchievementsView } from './achievements/achievements-view.tsx';
import { weekChallenge } from '@ths/training/week-challenge';
import { PhaseCompleteView } from './complete/phase-complete-view.tsx';
import { dueToday, nextDueOpen } from '@ths/training/due-today';
import { phasesShown } from './flow/phases-shown.ts';
import { useJourney } from './flow/use-journey.ts';
import type { ReadyProgress } from './progress/use-progress.ts';
import { HomeView, type HomeData } from './home/home-view.tsx';
import { LessonView } from './lesson/lesson-view.tsx';
import { ReadAloudProvider } from './read-aloud/read-aloud-provider.tsx';
import { ScenarioCard } from './lesson/scenario-card.tsx';
import { learnerTimeZone } from '../../lib/time-zone.ts';
import { ReviewView } from './review/review-view.tsx';
import { skillGroups } from '@ths/training/skill-groups';
import { SkillsView } from './skills/skills-view.tsx';

type JourneyScreensProps = {
  content: ContentIndex;
  /** The learner's progress, read (ProgressProvider): its state and how to change it. */
  handle: ReadyProgress;
};

export function JourneyScreens({ content, handle }: JourneyScreensProps) {
  const { progress, markChallengeDone } = handle;
  const { random, now } = useServices();
  const location = useLocation();
  const { view, moving, dispatch } = useJourney(content, handle);
  // The scenario last practised from the review list, so the list opens where the learner was.
  const [returnTo, setReturnTo] = useState<number | null>(null);
  // Cards answered this visit: from the second card on, the title takes the focus on arrival.
  const [answered, setAnswered] = useState(0);
  // A move inside the app ('Começar Prática', a review pick) also takes the focus to the title,
  // or it is lost with the button that was pressed; a first load or a reload leaves it be.
  const movedHere = (location.state as { journey?: boolean } | null)?.journey === true;
  // Whether the view before this one was the due scenarios practised in a row: back on the home,
  // the focus goes to 'Para revisar hoje', or it would be lost with the card that left.
  const inDueRow = view.name === 'practice' && view.due === true;
  const [arrival, setArrival] = useState({ key: location.key, inDueRow, fromDueRow: false });
  if (arrival.key !== location.key) {
    setArrival({ key: location.key, inDueRow, fromDueRow: arrival.inDueRow });
  }
  const { scenarios, phases, achievements } = content;
  // A new view keeps the texts it had while its phases load: the card on screen stays (a language
  // switch redraws it in place), and a card of a phase not loaded yet waits under a spinner.
  const texts = useQuery({
    ...scenariosQueryOptions(content.locale, phasesShown(view, scenarios, progress)),
    placeholderData: keepPreviousData,
  });
  if (texts.isError) throw texts.error;
  const textOf = (number: number | undefined) =>
    texts.data?.find((scenario) => scenario.number === number);
  const phaseOf = (number: number) => phases.find((phase) => phase.number === number)!;
  const unlockedCount = achievements.filter((a) =>
    progress.unlockedAchievements.includes(a.id),
  ).length;
  const statuses = phaseStatuses(scenarios, progress);
  const back = () => dispatch({ type: 'back' });

  switch (view.name) {
    case 'home': {
      const resumeAt = resumePoint(scenarios, progress);
      const returning = completedIds(progress).length > 0;
      const due = dueToday(scenarios, progress, now()).length;
      const data: HomeData = {
        returning,
        stops: statuses.map((status) => ({
          phase: phaseOf(status.phase),
          unlocked: status.unlocked,
          complete: status.complete,
          completed: phaseCompletedCount(scenarios, progress, status.phase),
          total: scenariosOfPhase(scenarios, status.phase).length,
          here: status.phase === resumeAt.phase,
        })),
        resumeAt: {
          phase: resumeAt.phase,
          position: resumeAt.index + 1,
          total: scenariosOfPhase(scenarios, resumeAt.phase).length,
        },
        flagged: incorrectCount(progress),
        achievements: { unlocked: unlockedCount, total: achievements.length },
        due: returning
          ? { count: due, nextAt: due > 0 ? null : nextDueOpen(scenarios, progress) }
          : null,
        challenge: weekChallenge(content, progress, now(), learnerTimeZone()),
      };
      return (
        <HomeView
          data={data}
          dispatch={dispatch}
          onMarkChallenge={markChallengeDone}
          focusDue={arrival.fromDueRow}
        />
      );
    }
    case 'lesson':
    case 'practice': {
      const current = currentScenarioOf(scenarios, progress);
      const scenario = textOf(current?.number);
      const practice =
        view.name === 'practice' ? { remaining: view.next.length, due: view.due === true } : null;
      return (
        // One reader per card: leaving the card stops the voice.
        <ReadAloudProvider key={`${current?.number}-${location.key}`} lang={content.locale}>
          <LessonView
            phase={phaseOf(progress.currentPhase)}
            statuses={statuses}
            header={progressHeader(scenarios, progress)}
            achievements={{ unlocked: unlockedCount, total: achievements.length }}
            practice={practice}
            dispatch={dispatch}
          >
            {scenario && (
              <ScenarioCard
                // Every arrival is a fresh card, even when the same scenario comes back.
                key={`${scenario.number}-${location.key}`}
                scenario={scenario}
                random={random}
                focusTitle={answered > 0 || movedHere}
                moving={moving}
                onContinue={(correct) => {
                  if (moving) return;
                  // The review list opens at the card practised from it; a due row is not
                  // from the list.
                  if (view.name === 'practice' && view.due !== true) setReturnTo(scenario.number);
                  setAnswered((count) => count + 1);
                  dispatch({ type: 'answer', scenario: scenario.number, correct });
                }}
              />
            )}
            {current && !scenario && <LoadingView />}
          </LessonView>
        </ReadAloudProvider>
      );
    }
    case 'complete': {
      const total = scenariosOfPhase(scenarios, view.phase).length;
      return (
        <PhaseCompleteView
          phase={phaseOf(view.phase)}
          score={phaseScore(scenarios, progress, view.phase)}
          right={phaseRightCount(scenarios, progress, view.phase)}
          total={total}
          hasNextPhase={view.phase < phaseCountOf(scenarios)}
          challenge={weekChallenge(content, progress, now(), learnerTimeZone())}
          onMarkChallenge={markChallengeDone}
          dispatch={dispatch}
        />
      );
    }
    case 'review': {
      const all = scenarios.map((ref) => textOf(ref.number));
      if (!all.every((scenario): scenario is Scenario => scenario !== undefined)) {
        return <LoadingView />;
      }
      return (
        <ReviewView
          phases={statuses.map((status) => ({
            phase: phaseOf(status.phase),
            unlocked: status.unlocked,
          }))}
          items={reviewList(all, progress)}
          flaggedOpen={flaggedOpen(scenarios, progress)}
          flaggedCount={incorrectCount(progress)}
          returnTo={returnTo}
          dispatch={dispatch}
          onBack={back}
        />
      );
    }
    case 'achievements': {
      const stats = achievementStats(progress, scenarios, learnerTimeZone());
      return (
        <AchievementsView
          cards={achievements.map((achievement) => ({
            achievement,
            unlocked: progress.unlockedAchievements.includes(achievement.id),
            progress: achievementProgress(achievement, stats, (phase) => ({
              completed: phaseCompletedCount(scenarios, progress, phase),
              total: scenariosOfPhase(scenarios, phase).length,
            })),
          }))}
          onBack={back}
        />
      );
    }
    case 'skills':
      return (
        <SkillsView
          groups={skillGroups(content, progress, now())}
          locale={content.locale}
          onBack={back}
        />
      );
  }
}
