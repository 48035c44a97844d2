// Over 250 lines on purpose: one switch over the journey's events, whose cases share the state
// and the effects; split, a reader would jump between files to follow one answer.
// The learner's journey as one pure step: (state, event) → (progress, effects). No React, no
// timers, no I/O: the hook (use-journey.ts) runs the effects: it moves the address, shows the
// notices and schedules the delayed events. Every rule comes from @ths/training.
import type { Achievement, ScenarioRef as WorkScenarioRef } from '@ths/content-model/bundle-schema';
import type { Assignment } from '@ths/training/assignments';
import { newlyUnlocked, unlockAchievements } from '@ths/training/achievements';
import { recordAnswer, recordReviewPick } from '@ths/training/answer';
import { NEXT_SCENARIO_DELAY_MS, REVIEW_RETURN_DELAY_MS } from '@ths/training/constants';
import {
  advancePhase,
  continueAfterAnswer,
  currentScenarioOf,
  openPhase,
  openScenario,
  resume,
  startPractice,
} from '@ths/training/navigation';
import {
  highestUnlockedPhase,
  isPhaseComplete,
  isPhaseOpen,
  NOTHING_GIVEN,
  phaseToComplete,
  scenariosOfPhase,
  type GivenWork,
  type ScenarioRef,
} from '@ths/training/phases';
import type { Progress } from '@ths/training/progress';
import { flaggedOpen, flaggedSet } from '@ths/training/review-list';
import { dueSet, dueSetTally, dueToday } from '@ths/training/due-today';
import { classSessionNext, classSessionShows, classWorkStart } from './class-session.ts';
import { sameView, type JourneyView } from './journey-view.ts';

export type JourneyContext = {
  scenarios: readonly WorkScenarioRef[];
  achievements: readonly Pick<Achievement, 'id' | 'type' | 'requirement'>[];
  /** The device's clock, an ISO timestamp. */
  now: string;
  /** The learner's time zone, for the days practised (achievements); UTC when not given. */
  timeZone?: string;
  deviceId: string;
  /**
   * What the learner's class work opens whatever the order of the phases (docs/decisions/0053);
   * nothing when not given (no class, or the work not read yet).
   */
  given?: GivenWork;
  /** The learner's classes' work, for 'Fazer a tarefa' (docs/decisions/0072); none when not read. */
  work?: readonly Pick<Assignment, 'id' | 'kind' | 'target'>[];
};

/**
 * An answer between 'Continuar' and the next view (docs/product/journey.md#delays: 500 ms, review
 * 1500 ms).
 */
export type Answering = { view: JourneyView; before: Progress };

export type JourneyState = {
  /** The view the address names now. */
  view: JourneyView;
  progress: Progress;
  answering: Answering | null;
};

export type JourneyEvent =
  /** The address changed: first load, reload, Back/Forward, a bookmark, or a move of ours. */
  | { type: 'arrive' }
  /** 'Começar Prática' (docs/product/journey.md#starting-and-resuming). */
  | { type: 'start' }
  /** 'Continuar de onde parei' (docs/product/journey.md#starting-and-resuming). */
  | { type: 'resume' }
  /** A phase on the path or a numbered phase button. */
  | { type: 'open-phase'; phase: number }
  | { type: 'previous-phase' }
  | { type: 'next-phase' }
  | { type: 'open-review' }
  | { type: 'open-achievements' }
  | { type: 'open-skills' }
  | { type: 'go-home' }
  /** 'Voltar ao Treino': back where the learner came from, or the home on a fresh visit. */
  | { type: 'back' }
  /** A review card's button: that scenario, in review mode. */
  | { type: 'practise'; scenario: number }
  /** 'Cenários para revisar': every flagged scenario of an open phase, in a row. */
  | { type: 'practise-flagged' }
  /**
   * 'Para revisar hoje' on the home, or the next set from a closing card: a set of at most 5 due
   * today, most overdue first, in a row (docs/decisions/0023).
   */
  | { type: 'practise-due' }
  /**
   * 'Fazer a tarefa' on the home: a phase's work opens the phase, a skill's plays what it still
   * needs as a class session (docs/decisions/0072). `task`: the assignment's id.
   */
  | { type: 'do-class-work'; task: string }
  /** 'Continuar' after a pick. */
  /** `choice`: the picked choice's key, when the content gives it one (docs/decisions/0049). */
  | { type: 'answer'; scenario: number; correct: boolean; choice?: string | undefined }
  /** The delay after 'Continuar' has passed. */
  | { type: 'answered' };

export type Notice =
  | { kind: 'correct' }
  /** An achievement; `on` names the screen it belongs to when it is not the one the step shows
   * (the last answer of a phase earns it, and the phase-complete screen comes next). */
  | { kind: 'achievement'; id: string; on?: JourneyView }
  /** 'Fase bloqueada': 'Complete a Fase {requiredPhase} para desbloquear esta fase.' */
  | { kind: 'locked'; requiredPhase: number }
  /** 'Complete a fase atual'. */
  | { kind: 'advance-blocked' };

export type JourneyEffect =
  /** Move to a view: a new history entry, in place of this one, or back to the previous one. */
  | { type: 'go'; view: JourneyView; history: 'push' | 'replace' | 'back' }
  | { type: 'notify'; notice: Notice }
  | { type: 'later'; ms: number; event: JourneyEvent };

export type JourneyStep = {
  progress: Progress;
  answering: Answering | null;
  effects: JourneyEffect[];
};

/** The lesson view of the scenario the learner's position points at. */
export function lessonAt(scenarios: readonly ScenarioRef[], progress: Progress): JourneyView {
  const scenario = currentScenarioOf(scenarios, progress);
  return { name: 'lesson', phase: progress.currentPhase, scenario: scenario?.number ?? null };
}

/** One event applied to the journey. Achievements are checked after every change of progress. */
export function journeyStep(
  state: JourneyState,
  event: JourneyEvent,
  context: JourneyContext,
): JourneyStep {
  const step = stepWithoutAchievements(state, event, context);
  const unlocked = newlyUnlocked(
    context.achievements,
    step.progress,
    context.scenarios,
    context.timeZone,
  );
  if (unlocked.length === 0) return step;
  // The answer that finishes a phase earns its achievements on the lesson, whose notices leave
  // with it: they belong to the phase-complete screen the learner is about to see.
  const view = state.view;
  const finishing =
    event.type === 'answer' &&
    view.name === 'lesson' &&
    continueAfterAnswer(context.scenarios, state.progress, step.progress, context.now).view ===
      'phase-complete';
  const on: JourneyView | undefined = finishing
    ? { name: 'complete', phase: state.progress.currentPhase }
    : undefined;
  return {
    ...step,
    progress: unlockAchievements(step.progress, unlocked),
    effects: [
      ...step.effects,
      ...unlocked.map((id): JourneyEffect => ({
        type: 'notify',
        notice: on ? { kind: 'achievement', id, on } : { kind: 'achievement', id },
      })),
    ],
  };
}

function stepWithoutAchievements(
  state: JourneyState,
  event: JourneyEvent,
  context: JourneyContext,
): JourneyStep {
  const { progress, view } = state;
  const { scenarios, now } = context;
  const given = context.given ?? NOTHING_GIVEN;
  const stay = (effects: JourneyEffect[] = []): JourneyStep => ({
    progress,
    answering: state.answering,
    effects,
  });
  const go = (
    next: Progress,
    to: JourneyView,
    history: 'push' | 'replace' | 'back' = 'push',
    effects: JourneyEffect[] = [],
  ): JourneyStep => ({
    progress: next,
    answering: state.answering,
    effects: [{ type: 'go', view: to, history }, ...effects],
  });
  const locked = (requiredPhase: number): JourneyEffect => ({
    type: 'notify',
    notice: { kind: 'locked', requiredPhase },
  });
  const openPhaseView = (phase: number): JourneyStep => {
    const result = openPhase(scenarios, progress, phase, now, given);
    return result.ok
      ? go(result.progress, lessonAt(scenarios, result.progress))
      : stay([locked(result.requiredPhase)]);
  };
  // A review pick counts one review (docs/product/journey.md#answering) and opens the scenario in
  // its phase. A due scenario practised from the home is a review too, and counts the same.
  const practise = (
    scenario: number,
    next: number[],
    history: 'push' | 'replace',
    row: 'one' | 'due' | 'set' = 'one',
  ): JourneyStep => {
    const opened = openScenario(scenarios, progress, scenario, now, given);
    if (!opened.ok) return stay([locked(opened.requiredPhase)]);
    const counted = recordReviewPick(opened.progress, context.deviceId);
    const view: JourneyView =
      row === 'due'
        ? { name: 'practice', scenario, next, due: true }
        : row === 'set'
          ? { name: 'practice', scenario, next, set: true }
          : { name: 'practice', scenario, next };
    return go(counted, view, history);
  };

  switch (event.type) {
    case 'arrive':
      return arrive(state, context);
    case 'start': {
      const next = startPractice(progress, now);
      return go(next, lessonAt(scenarios, next));
    }
    case 'resume': {
      const next = resume(scenarios, progress, now);
      return go(next, lessonAt(scenarios, next));
    }
    case 'open-phase':
      return openPhaseView(event.phase);
    case 'previous-phase':
      return openPhaseView(Math.max(1, progress.currentPhase - 1));
    case 'next-phase': {
      const result = advancePhase(scenarios, progress, now, given);
      if (result.ok) return go(result.progress, lessonAt(scenarios, result.progress));
      return stay([
        result.reason === 'locked'
          ? locked(result.requiredPhase)
          : { type: 'notify', notice: { kind: 'advance-blocked' } },
      ]);
    }
    case 'open-review':
      return go(progress, { name: 'review' });
    case 'open-achievements':
      return go(progress, { name: 'achievements' });
    case 'open-skills':
      return go(progress, { name: 'skills' });
    case 'go-home':
      return go(progress, { name: 'home' });
    case 'back':
      return go(progress, { name: 'home' }, 'back');
    case 'practise':
      return practise(event.scenario, [], 'push');
    case 'practise-flagged': {
      // A set of the mistakes, ending on its closing card (docs/decisions/0068). From a closing
      // card the next set takes its place: Back from it goes to the list.
      const [first, ...rest] = flaggedSet(scenarios, progress);
      const history = view.name === 'review-end' ? 'replace' : 'push';
      return first === undefined ? stay() : practise(first, rest, history, 'set');
    }
    case 'practise-due': {
      const [first, ...rest] = dueSet(scenarios, progress, now);
      // From a closing card the next set takes its place: Back from it goes to the home.
      const history = view.name === 'due-end' ? 'replace' : 'push';
      return first === undefined ? stay() : practise(first, rest, history, 'due');
    }
    case 'do-class-work': {
      // No review pick is counted: the work's scenarios are new to the learner, or mistakes the
      // class asked for, never a use of review ('Mestre da Prática', docs/decisions/0072).
      const start = classWorkStart(context.work ?? [], event.task, scenarios, progress);
      if (start === null) return stay();
      if (start.kind === 'phase') return openPhaseView(start.phase);
      const opened = openScenario(scenarios, progress, start.view.scenario, now, given);
      if (!opened.ok) return stay([locked(opened.requiredPhase)]);
      return go(opened.progress, start.view);
    }
    case 'answer': {
      if (state.answering) return stay(); // one answer at a time: a second press does nothing
      const next = recordAnswer(progress, {
        scenario: event.scenario,
        correct: event.correct,
        at: now,
        ...(event.choice === undefined ? {} : { choice: event.choice }),
      });
      const reviewing = view.name === 'practice';
      return {
        progress: next,
        answering: { view, before: progress },
        effects: [
          ...(event.correct
            ? [{ type: 'notify', notice: { kind: 'correct' } } satisfies JourneyEffect]
            : []),
          {
            type: 'later',
            ms: reviewing ? REVIEW_RETURN_DELAY_MS : NEXT_SCENARIO_DELAY_MS,
            event: { type: 'answered' },
          },
        ],
      };
    }
    case 'answered':
      return answered(state, context);
  }
}

// The delay after 'Continuar' is over. A learner who opened another view meanwhile stays there:
// only the position moves on, so the answered scenario is not shown again.
function answered(state: JourneyState, context: JourneyContext): JourneyStep {
  const { answering, progress, view } = state;
  const { scenarios, now } = context;
  if (!answering) return { progress, answering: null, effects: [] };
  const stillHere = sameView(view, answering.view);
  if (answering.view.name === 'task') {
    // A class session: the next scenario it still needs, or its closing card, in the answered
    // one's place; no phase-complete screen between them (docs/decisions/0072). A learner who left
    // keeps the answer and finds the rest on the home.
    if (!stillHere) return { progress, answering: null, effects: [] };
    const to = classSessionNext(answering.view, context.work ?? [], scenarios, progress);
    const opened =
      to.name === 'task'
        ? openScenario(scenarios, progress, to.scenario, now, context.given)
        : null;
    return {
      progress: opened?.ok ? opened.progress : progress,
      answering: null,
      effects: [
        {
          type: 'go',
          view:
            opened && !opened.ok
              ? {
                  name: 'task-end',
                  task: answering.view.task,
                  done: [...(answering.view.done ?? []), answering.view.scenario],
                }
              : to,
          history: 'replace',
        },
      ],
    };
  }
  if (answering.view.name === 'practice') {
    if (!stillHere) return { progress, answering: null, effects: [] };
    // In a row: the next one still flagged (or still due); at the end, a set's closing card in
    // place of its last scenario (docs/decisions/0023, 0068), or back to the review list after a
    // single pick.
    const due = answering.view.due === true;
    const set = answering.view.set === true;
    const done = [...(answering.view.done ?? []), answering.view.scenario];
    const still = due ? dueToday(scenarios, progress, now) : flaggedOpen(scenarios, progress);
    const [next, ...rest] = answering.view.next.filter((number) => still.includes(number));
    const opened =
      next === undefined ? null : openScenario(scenarios, progress, next, now, context.given);
    if (next === undefined || !opened?.ok) {
      const end: JourneyEffect = due
        ? { type: 'go', view: { name: 'due-end', done }, history: 'replace' }
        : set
          ? { type: 'go', view: { name: 'review-end', done }, history: 'replace' }
          : { type: 'go', view: { name: 'review' }, history: 'back' };
      return { progress, answering: null, effects: [end] };
    }
    const view: JourneyView = due
      ? { name: 'practice', scenario: next, next: rest, due: true, done }
      : set
        ? { name: 'practice', scenario: next, next: rest, set: true, done }
        : { name: 'practice', scenario: next, next: rest };
    return {
      progress: recordReviewPick(opened.progress, context.deviceId),
      answering: null,
      effects: [{ type: 'go', view, history: 'replace' }],
    };
  }
  const after = continueAfterAnswer(scenarios, answering.before, progress, now);
  if (!stillHere) return { progress: after.progress, answering: null, effects: [] };
  const phase = answering.before.currentPhase;
  const to: JourneyView =
    after.view === 'phase-complete'
      ? { name: 'complete', phase }
      : lessonAt(scenarios, after.progress);
  return {
    progress: after.progress,
    answering: null,
    effects: [
      { type: 'go', view: to, history: after.view === 'phase-complete' ? 'push' : 'replace' },
    ],
  };
}

/**
 * The progress a lesson or a review pick is drawn with: the learner's, at the scenario arriving at
 * its address makes the position (arrive, below). The arrival is a step the hook dispatches in an
 * effect, after the first paint, and its progress lands in a transition: drawn from the progress
 * alone, `/?phase=1&scenario=2` painted the learner's old place (scenario 1) first and scenario 2
 * a moment later, two cards for one arrival (docs/decisions/0054). When the arrival moves the
 * address instead (a locked phase, no scenario named), this is the position the new address names.
 */
export function progressOnArrival(
  state: Pick<JourneyState, 'view' | 'progress'>,
  context: Pick<JourneyContext, 'scenarios' | 'now' | 'given' | 'work'>,
): Progress {
  return arrive({ ...state, answering: null }, context).progress;
}

// The address is the truth for the view; this makes it one the learner may see. A locked phase
// explains itself and opens the nearest open phase; the lesson's scenario becomes the position.
function arrive(
  state: JourneyState,
  context: Pick<JourneyContext, 'scenarios' | 'now' | 'given' | 'work'>,
): JourneyStep {
  const { progress, view } = state;
  const { scenarios, now } = context;
  const given = context.given ?? NOTHING_GIVEN;
  const result = (next: Progress, effects: JourneyEffect[] = []): JourneyStep => ({
    progress: next,
    answering: state.answering,
    effects,
  });
  const nearestOpen = (phase: number) => Math.min(phase, highestUnlockedPhase(scenarios, progress));
  const lockedNotice = (phase: number): JourneyEffect => ({
    type: 'notify',
    notice: { kind: 'locked', requiredPhase: phaseToComplete(scenarios, progress, phase) },
  });

  switch (view.name) {
    case 'lesson': {
      if (!isPhaseOpen(scenarios, progress, view.phase, given)) {
        const open = openPhase(scenarios, progress, nearestOpen(view.phase), now);
        const next = open.ok ? open.progress : progress;
        const effects: JourneyEffect[] = [
          { type: 'go', view: lessonAt(scenarios, next), history: 'replace' },
        ];
        // An address past the last phase is not a locked phase: it just opens the nearest one.
        if (view.phase >= 1 && view.phase <= 5) effects.push(lockedNotice(view.phase));
        return result(next, effects);
      }
      const target = scenariosOfPhase(scenarios, view.phase).find(
        (scenario) => scenario.number === view.scenario,
      );
      if (target) {
        const opened = openScenario(scenarios, progress, target.number, now, given);
        const next = opened.ok ? opened.progress : progress;
        const already = currentScenarioOf(scenarios, progress)?.number === target.number;
        return result(already && progress.currentPhase === view.phase ? progress : next);
      }
      // No scenario (or one of another phase) in the address: where the learner is in that phase.
      const next =
        progress.currentPhase === view.phase
          ? progress
          : (() => {
              const open = openPhase(scenarios, progress, view.phase, now, given);
              return open.ok ? open.progress : progress;
            })();
      return result(next, [{ type: 'go', view: lessonAt(scenarios, next), history: 'replace' }]);
    }
    case 'complete':
      if (
        !isPhaseOpen(scenarios, progress, view.phase, given) ||
        !isPhaseComplete(scenarios, progress, view.phase)
      ) {
        const phase = nearestOpen(view.phase);
        const open = openPhase(scenarios, progress, phase, now);
        const next = open.ok ? open.progress : progress;
        return result(next, [{ type: 'go', view: lessonAt(scenarios, next), history: 'replace' }]);
      }
      return result(progress);
    case 'practice': {
      const target = scenarios.find((scenario) => scenario.number === view.scenario);
      if (!target)
        return result(progress, [{ type: 'go', view: { name: 'review' }, history: 'replace' }]);
      // openScenario holds the rule: an open phase, or work the class was given.
      const opened = openScenario(scenarios, progress, target.number, now, given);
      if (!opened.ok) {
        return result(progress, [
          { type: 'go', view: { name: 'review' }, history: 'replace' },
          lockedNotice(target.stage),
        ]);
      }
      const already =
        progress.currentPhase === target.stage &&
        currentScenarioOf(scenarios, progress)?.number === target.number;
      return result(already ? progress : opened.progress);
    }
    case 'due-end':
      // A closing card with nothing answered in it (an address typed by hand) is the home.
      return dueSetTally(progress, view.done).practised === 0
        ? result(progress, [{ type: 'go', view: { name: 'home' }, history: 'replace' }])
        : result(progress);
    case 'task': {
      // A class session's scenario: the work must still be the class's (the page waits for its
      // read, waits-for-class-work.ts), and the scenario one of it; then it is the position.
      const shows = classSessionShows(view, context.work ?? [], scenarios, progress);
      const opened = shows ? openScenario(scenarios, progress, view.scenario, now, given) : null;
      if (!opened?.ok) {
        return result(progress, [{ type: 'go', view: { name: 'home' }, history: 'replace' }]);
      }
      const already =
        currentScenarioOf(scenarios, progress)?.number === view.scenario &&
        progress.currentPhase === opened.progress.currentPhase;
      return result(already ? progress : opened.progress);
    }
    case 'task-end':
      // A closing card of work the learner's classes no longer have, or of nothing answered.
      return classSessionShows(view, context.work ?? [], scenarios, progress)
        ? result(progress)
        : result(progress, [{ type: 'go', view: { name: 'home' }, history: 'replace' }]);
    case 'review-end':
      // Likewise for a set of the review's mistakes: the list.
      return dueSetTally(progress, view.done).practised === 0
        ? result(progress, [{ type: 'go', view: { name: 'review' }, history: 'replace' }])
        : result(progress);
    default:
      return result(progress);
  }
}
