// The training page's moves between views (spec §2 views 2–6, §4 transitions), each one a pure
// function of @ths/training applied to the learner's progress, plus the toasts and the delays
// the specification asks for. Achievements are checked after every change.
import type { ContentBundle } from '@ths/content-model/bundle-schema';
import { newlyUnlocked, unlockAchievements } from '@ths/training/achievements';
import { recordAnswer, recordReviewPick } from '@ths/training/answer';
import { NEXT_SCENARIO_DELAY_MS, REVIEW_RETURN_DELAY_MS } from '@ths/training/constants';
import {
  advancePhase,
  continueAfterAnswer,
  openPhase,
  openScenario,
  resume,
  startPractice,
  type AfterAnswer,
} from '@ths/training/navigation';
import type { Progress } from '@ths/training/progress';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../lib/notify.ts';
import { useServices } from '../../lib/services.tsx';

export type View =
  | { name: 'welcome' }
  /** The phase page; `reviewing` when the scenario was picked from the review list. */
  | { name: 'phase'; reviewing: boolean; focusTitle: boolean; card: number }
  | { name: 'complete'; phase: number }
  | { name: 'review' }
  | { name: 'achievements'; back: View };

type Update = (change: (progress: Progress) => Progress) => void;

export function useTrainingFlow(content: ContentBundle, progress: Progress, update: Update) {
  const { t } = useTranslation();
  const { now, deviceId } = useServices();
  const [view, setViewState] = useState<View>({ name: 'welcome' });
  // Counts the learner's own moves, so a delayed 'next scenario' never pulls them back from a
  // screen they opened during the 500 ms / 1500 ms wait.
  const moves = useRef(0);
  const setView = (next: View | ((previous: View) => View)) => {
    moves.current += 1;
    setViewState(next);
  };
  const [moving, setMoving] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const { scenarios, achievements } = content;

  // Every change goes through here, so an achievement unlocks the moment its rule holds.
  const apply = (change: (progress: Progress) => Progress) =>
    update((previous) => {
      const next = change(previous);
      const ids = newlyUnlocked(achievements, next, scenarios.length);
      for (const id of ids) {
        const achievement = achievements.find((candidate) => candidate.id === id)!;
        notify.achievement(t('achievements.unlockedToast'), achievement.icon, achievement.title);
      }
      return ids.length > 0 ? unlockAchievements(next, ids) : next;
    });

  const showPhase = (reviewing = false) =>
    setView((previous) => ({
      name: 'phase',
      reviewing,
      focusTitle: true,
      card: previous.name === 'phase' ? previous.card + 1 : 0,
    }));

  /** Runs a move that may be refused on the latest progress; keeps its progress if allowed. */
  const attempt = <R extends { ok: true; progress: Progress } | { ok: false }>(
    move: (progress: Progress) => R,
  ): R => {
    let outcome!: R;
    apply((previous) => {
      outcome = move(previous);
      return outcome.ok ? outcome.progress : previous;
    });
    return outcome;
  };

  const lockedToast = (requiredPhase: number) =>
    notify.error(t('phase.lockedTitle'), t('phase.locked', { previous: requiredPhase }));

  /** A phase button or 'Fase Anterior': opens the phase, or explains why it is locked. */
  const goToPhase = (phase: number) => {
    const result = attempt((previous) => openPhase(scenarios, previous, phase, now()));
    if (result.ok) showPhase();
    else lockedToast(result.requiredPhase);
  };

  /** 'Próxima Fase' on the phase page and on the phase-complete view (spec §4). */
  const goToNextPhase = () => {
    const result = attempt((previous) => advancePhase(scenarios, previous, now()));
    if (result.ok) showPhase();
    else notify.error(t('phase.advanceBlockedTitle'), t('phase.advanceBlocked'));
  };

  return {
    view,
    moving,
    start: () => {
      apply((previous) => startPractice(previous, now()));
      showPhase();
    },
    resume: () => {
      apply((previous) => resume(scenarios, previous, now()));
      showPhase();
    },
    goToPhase,
    goToPreviousPhase: () => goToPhase(progress.currentPhase - 1),
    goToNextPhase,
    showReview: () => setView({ name: 'review' }),
    showAchievements: () => setView((previous) => ({ name: 'achievements', back: previous })),
    back: () =>
      setView((previous) =>
        previous.name === 'achievements'
          ? previous.back
          : { name: 'phase', reviewing: false, focusTitle: true, card: 0 },
      ),
    /** Spec §2 review list: picking a card counts a review and opens that scenario. */
    pickForReview: (scenario: number) => {
      const result = attempt((previous) => {
        const opened = openScenario(scenarios, previous, scenario, now());
        return opened.ok
          ? { ok: true as const, progress: recordReviewPick(opened.progress, deviceId) }
          : opened;
      });
      if (result.ok) showPhase(true);
      else lockedToast(result.requiredPhase);
    },
    /** The continue button: record the answer, then the next scenario or the review list. */
    answer: (scenario: number, correct: boolean) => {
      if (view.name !== 'phase' || moving) return;
      const at = now();
      let before!: Progress;
      if (correct) notify.success(t('scenario.correctToast'));
      apply((previous) => {
        before = previous;
        return recordAnswer(previous, { scenario, correct, at });
      });
      setMoving(true);
      const reviewing = view.reviewing;
      const movesAtAnswer = moves.current;
      timer.current = setTimeout(
        () => {
          setMoving(false);
          const stillHere = moves.current === movesAtAnswer;
          if (reviewing) {
            if (stillHere) setView({ name: 'review' });
            return;
          }
          // The position moves on either way, so the answered scenario is not shown again.
          let after!: AfterAnswer;
          apply((previous) => {
            after = continueAfterAnswer(scenarios, before, previous, now());
            return after.progress;
          });
          if (!stillHere) return;
          if (after.view === 'phase-complete')
            setView({ name: 'complete', phase: before.currentPhase });
          else showPhase();
        },
        reviewing ? REVIEW_RETURN_DELAY_MS : NEXT_SCENARIO_DELAY_MS,
      );
    },
  };
}
