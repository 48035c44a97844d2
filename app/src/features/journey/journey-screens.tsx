// The learner's journey once the content index and the progress are ready: the view the address
// names, with the data each view needs read from the pure engine, and every move sent to the
// flow. The scenarios' texts come per phase, for the phases the view shows (decision 0015).
import type { ContentIndex, Scenario } from '@ths/content-model/bundle-schema';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { achievementProgress, achievementStats } from '@ths/training/achievements';
import { afterPhase, currentScenarioOf, resumePoint } from '@ths/training/navigation';
import { phaseScore } from '@ths/training/phase-score';
import {
  phaseCompletedCount,
  phaseStatuses,
  phaseToComplete,
  scenariosOfPhase,
} from '@ths/training/phases';
import { completedIds, incorrectCount } from '@ths/training/progress';
import { assignmentProgress, currentAssignment, givenWork } from '@ths/training/assignments';
import { DUE_SET_SIZE } from '@ths/training/constants';
import { progressHeader } from '@ths/training/progress-header';
import { flaggedOpen, flaggedSet, reviewByPhase } from '@ths/training/review-list';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOnDemandStrings } from '../../locales/use-on-demand-strings.ts';
import { useLocation } from 'react-router';
import { LoadingView } from '../../components/loading-view.tsx';
import { scenariosQueryOptions } from '../../content/content-queries.ts';
import { dayText } from '../../lib/calendar-day.ts';
import { lazyMoment } from '../../lib/lazy-moment.tsx';
import { useServices } from '../../lib/services.tsx';
import type { ClassWork } from './class-work/class-work-api.ts';
import { AchievementsView } from './achievements/achievements-view.tsx';
import { weekChallenge } from '@ths/training/week-challenge';
import { PhaseCompleteView } from './complete/phase-complete-view.tsx';
import { dueSetTally, dueToday, nextDueOpen } from '@ths/training/due-today';
import { DueSetEnd } from './due/due-set-end.tsx';
import { ClassWorkEnd } from './class-work/class-work-end.tsx';
import { localDay } from './class-work/local-day.ts';
import { sessionPosition } from './flow/class-session.ts';
import { isPastDue, workCell } from '@ths/training/class-work-grid';
import { progressOnArrival } from './flow/journey-step.ts';
import { phasesShown } from './flow/phases-shown.ts';
import { useJourney } from './flow/use-journey.ts';
import type { ReadyProgress } from './progress/use-progress.ts';
import { HomeView, type HomeData } from './home/home-view.tsx';
import { WeekGoal } from './week-goal/week-goal.tsx';
import { Reflection } from './reflection/reflection.tsx';
import { reflectionWeek } from '@ths/training/challenge-reflection';
import { LessonView } from './lesson/lesson-view.tsx';
import { ReadAloudProvider } from './read-aloud/read-aloud-provider.tsx';
import { ScenarioCard } from './lesson/scenario-card.tsx';
import { learnerTimeZone } from '../../lib/time-zone.ts';
import { ReviewSetEnd } from './review/review-set-end.tsx';
import { ReviewView } from './review/review-view.tsx';
import { SkillsUnavailable } from './skills/skills-unavailable.tsx';

// Its own chunk: not on the way to a lesson (skills-screen.tsx). Warmed on the first visit; if it
// still could not load, a calm page says so and Back works (decision 0067).
const SkillsScreen = lazyMoment(() => import('./skills/skills-screen.tsx'), {
  loading: <LoadingView />,
  failed: SkillsUnavailable,
});

type JourneyScreensProps = {
  content: ContentIndex;
  /** The learner's progress, read (ProgressProvider): its state and how to change it. */
  handle: ReadyProgress;
  /** The account is an educator's: the home links to the educator's area. */
  educator: boolean;
  /** The work the learner's classes were given (docs/decisions/0030). */
  classWork: readonly ClassWork[];
};

export function JourneyScreens({ content, handle, educator, classWork }: JourneyScreensProps) {
  useOnDemandStrings();
  const { markChallengeDone } = handle;
  const { random, now } = useServices();
  const { t, i18n } = useTranslation();
  const location = useLocation();
  // The class's work opens its phases and scenarios whatever the order (docs/decisions/0053).
  const given = useMemo(
    () => givenWork(classWork, content.scenarios),
    [classWork, content.scenarios],
  );
  const { view, moving, dispatch } = useJourney(content, handle, given, classWork);
  // A lesson or a review pick is drawn at the scenario its address names from the first paint,
  // not at the learner's old place until the arrival's step lands (progressOnArrival).
  const progress = useMemo(
    () =>
      view.name === 'lesson' || view.name === 'practice' || view.name === 'task'
        ? progressOnArrival(
            { view, progress: handle.progress },
            { scenarios: content.scenarios, now: now(), given, work: classWork },
          )
        : handle.progress,
    [view, handle.progress, content.scenarios, now, given, classWork],
  );
  // The scenario last practised from the review list, so the list opens where the learner was.
  const [returnTo, setReturnTo] = useState<number | null>(null);
  // Cards answered this visit: from the second card on, the title takes the focus on arrival.
  const [answered, setAnswered] = useState(0);
  // A move inside the app ('Começar Prática', a review pick) also takes the focus to the title,
  // or it is lost with the button that was pressed; a first load or a reload leaves it be.
  const movedHere = (location.state as { journey?: boolean } | null)?.journey === true;
  // Whether the view before this one was a due set (its scenarios or its closing card): back on
  // the home, the focus goes to 'Para revisar hoje', or it would be lost with the card that left.
  // Likewise a class session (docs/decisions/0072): the focus goes to the class's work, or to the
  // home's title once the work is done and its card has gone.
  const inRow: 'due' | 'task' | null =
    (view.name === 'practice' && view.due === true) || view.name === 'due-end'
      ? 'due'
      : view.name === 'task' || view.name === 'task-end'
        ? 'task'
        : null;
  const [arrival, setArrival] = useState({ key: location.key, inRow, fromRow: inRow });
  if (arrival.key !== location.key) {
    setArrival({ key: location.key, inRow, fromRow: arrival.inRow });
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
  // One state per phase, given work included, for the path, the phase buttons and what pressing
  // them does (docs/decisions/0068).
  const statuses = phaseStatuses(scenarios, progress, given);
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
          state: status.state,
          completed: phaseCompletedCount(scenarios, progress, status.phase),
          total: scenariosOfPhase(scenarios, status.phase).length,
          here: status.phase === resumeAt.phase,
          opensAfter: phaseToComplete(scenarios, progress, status.phase),
        })),
        resumeAt: {
          phase: resumeAt.phase,
          position: resumeAt.index + 1,
          total: scenariosOfPhase(scenarios, resumeAt.phase).length,
        },
        flagged: incorrectCount(progress),
        achievements: { unlocked: unlockedCount, total: achievements.length },
        due: returning
          ? {
              count: due,
              nextAt: due > 0 ? null : nextDueOpen(scenarios, progress),
              setSize: DUE_SET_SIZE,
            }
          : null,
        challenge: weekChallenge(content, progress, now(), learnerTimeZone()),
      };
      const work = currentAssignment(classWork, scenarios, progress);
      const lastWeek = reflectionWeek(content, progress, now(), learnerTimeZone());
      // A phase opens; a skill plays what it still needs as a class session (decision 0072).
      const doWork = () => {
        if (work) dispatch({ type: 'do-class-work', task: work.id });
      };
      return (
        <HomeView
          data={data}
          classWork={
            work && {
              className: work.className,
              title:
                work.kind === 'phase'
                  ? t('phase.heading', {
                      number: work.target,
                      name: phaseOf(Number(work.target)).name,
                    })
                  : (content.skills.find((skill) => skill.key === work.target)?.name ?? ''),
              due: work.dueOn === null ? null : dayText(work.dueOn, i18n.language),
              ...assignmentProgress(work, scenarios, progress),
            }
          }
          onDoClassWork={doWork}
          educator={educator}
          dispatch={dispatch}
          onMarkChallenge={markChallengeDone}
          focusDue={arrival.fromRow === 'due'}
          focusClassWork={arrival.fromRow === 'task'}
          weekGoal={<WeekGoal progress={progress} />}
          reflection={lastWeek && <Reflection week={lastWeek} />}
        />
      );
    }
    case 'lesson':
    case 'practice':
    case 'task': {
      const current = currentScenarioOf(scenarios, progress);
      const scenario = textOf(current?.number);
      const practice =
        view.name === 'practice' ? { remaining: view.next.length, due: view.due === true } : null;
      const task = view.name === 'task' ? sessionPosition(view, classWork, scenarios) : null;
      return (
        // One reader per card: leaving the card stops the voice.
        <ReadAloudProvider key={`${current?.number}-${location.key}`} lang={content.locale}>
          <LessonView
            phase={phaseOf(progress.currentPhase)}
            statuses={statuses}
            header={progressHeader(scenarios, progress)}
            achievements={{ unlocked: unlockedCount, total: achievements.length }}
            practice={practice}
            task={task}
            dispatch={dispatch}
          >
            {scenario && (
              <ScenarioCard
                // Every arrival is a fresh card, even when the same scenario comes back.
                key={`${scenario.number}-${location.key}`}
                scenario={scenario}
                steps={content.skills.find((skill) => skill.key === scenario.skillKey)?.steps}
                random={random}
                focusTitle={answered > 0 || movedHere}
                moving={moving}
                onContinue={(correct, choice) => {
                  if (moving) return;
                  // The review list opens at the card practised from it; a due row is not
                  // from the list.
                  if (view.name === 'practice' && view.due !== true) setReturnTo(scenario.number);
                  setAnswered((count) => count + 1);
                  dispatch({ type: 'answer', scenario: scenario.number, correct, choice });
                }}
              />
            )}
            {current && !scenario && <LoadingView />}
          </LessonView>
        </ReadAloudProvider>
      );
    }
    case 'complete': {
      // The engine's rule for 'Próxima Fase' (openPhase's): its label and its action agree.
      const { next, waitsFor } = afterPhase(scenarios, progress, view.phase, given);
      return (
        <PhaseCompleteView
          phase={phaseOf(view.phase)}
          score={phaseScore(scenarios, progress, view.phase)}
          hasNextPhase={next !== null}
          nextPhase={next === null ? undefined : phaseOf(next)}
          waitsFor={waitsFor}
          challenge={weekChallenge(content, progress, now(), learnerTimeZone())}
          onMarkChallenge={markChallengeDone}
          dispatch={dispatch}
        />
      );
    }
    case 'review': {
      // What was played, by phase (docs/decisions/0023, 0068): their texts, once loaded.
      const groups = reviewByPhase(scenarios, progress).map((group) => ({
        phase: phaseOf(group.phase),
        unlocked: statuses.find((status) => status.phase === group.phase)?.unlocked ?? false,
        current: group.current,
        items: group.items.map((item) => ({ ...item, scenario: textOf(item.scenario.number) })),
      }));
      const loaded = groups.map((group) => ({
        ...group,
        items: group.items.filter(
          (item): item is typeof item & { scenario: Scenario } => item.scenario !== undefined,
        ),
      }));
      if (loaded.some((group, index) => group.items.length !== groups[index]!.items.length)) {
        return <LoadingView />;
      }
      return (
        <ReviewView
          groups={loaded}
          flaggedSet={flaggedSet(scenarios, progress)}
          flaggedCount={incorrectCount(progress)}
          returnTo={returnTo}
          dispatch={dispatch}
          onBack={back}
        />
      );
    }
    case 'due-end': {
      const tally = dueSetTally(progress, view.done);
      // Nothing answered in it: the address is turned into the home (journey-step.ts, arrive).
      if (tally.practised === 0) return <LoadingView />;
      const remaining = dueToday(scenarios, progress, now()).length;
      const resumeAt = resumePoint(scenarios, progress);
      return (
        <DueSetEnd
          tally={tally}
          remaining={remaining}
          setSize={DUE_SET_SIZE}
          nextAt={remaining > 0 ? null : nextDueOpen(scenarios, progress)}
          resumeAt={{
            phase: resumeAt.phase,
            position: resumeAt.index + 1,
            total: scenariosOfPhase(scenarios, resumeAt.phase).length,
          }}
          dispatch={dispatch}
        />
      );
    }
    case 'review-end': {
      const tally = dueSetTally(progress, view.done);
      // Nothing answered in it: the address is turned into the list (journey-step.ts, arrive).
      if (tally.practised === 0) return <LoadingView />;
      const resumeAt = resumePoint(scenarios, progress);
      return (
        <ReviewSetEnd
          tally={tally}
          remaining={flaggedOpen(scenarios, progress).length}
          nextSet={flaggedSet(scenarios, progress).length}
          resumeAt={{
            phase: resumeAt.phase,
            position: resumeAt.index + 1,
            total: scenariosOfPhase(scenarios, resumeAt.phase).length,
          }}
          dispatch={dispatch}
        />
      );
    }
    case 'task-end': {
      const work = classWork.find((candidate) => candidate.id === view.task);
      // Work no longer the class's, or nothing answered: the address becomes the home (arrive).
      if (!work || dueSetTally(progress, view.done).practised === 0) return <LoadingView />;
      const today = localDay(now());
      const cell = {
        ...workCell(work, scenarios, progress, today),
        pastDue: isPastDue(work.dueOn, today),
      };
      return (
        <ClassWorkEnd
          className={work.className}
          skill={content.skills.find((skill) => skill.key === work.target)?.name ?? ''}
          due={work.dueOn === null ? null : dayText(work.dueOn, i18n.language)}
          cell={cell}
          onHome={back}
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
      return <SkillsScreen content={content} progress={progress} onBack={back} />;
  }
}
