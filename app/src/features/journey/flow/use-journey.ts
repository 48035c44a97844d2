// The thin shell around journeyStep: reads the view from the address, hands each event the
// latest progress, and runs the effects: saves the progress, moves the address, shows the
// notices, and schedules the delayed events (docs/product/journey.md#delays: 500 ms / 1500 ms).
import { learnerTimeZone } from '../../../lib/time-zone.ts';
import type { ContentIndex } from '@ths/content-model/bundle-schema';
import type { Assignment } from '@ths/training/assignments';
import type { GivenWork } from '@ths/training/phases';
import type { Progress } from '@ths/training/progress';
import { startTransition, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { notify } from '../../../lib/notify.ts';
import { useServices } from '../../../lib/services.tsx';
import {
  journeyStep,
  type Answering,
  type JourneyEffect,
  type JourneyEvent,
  type Notice,
} from './journey-step.ts';
import { addressOf, parseAddress, screenOf, type JourneyView } from './journey-view.ts';

type ProgressAccess = {
  current: () => Progress;
  update: (change: (progress: Progress) => Progress) => void;
};

/** Set on the history entries the journey pushes, so 'back' knows one of ours is behind it. */
type EntryState = { journey: true } | null;

/**
 * `given`: what the learner's class work opens whatever the phases (docs/decisions/0053); `work`:
 * that work, for 'Fazer a tarefa' and its class session (docs/decisions/0072).
 */
export function useJourney(
  content: ContentIndex,
  progress: ProgressAccess,
  given: GivenWork,
  work: readonly Assignment[] = [],
) {
  const { t } = useTranslation();
  const { now, deviceId } = useServices();
  const location = useLocation();
  const navigate = useNavigate();
  const view = useMemo(() => parseAddress(location.search), [location.search]);
  const [answering, setAnswering] = useState<Answering | null>(null);
  // Event handlers and timers read the newest values, not the ones of the render they began in.
  const latest = useRef({ view, answering, pushed: false });
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  // The newest dispatch, for timers started by an older one.
  const dispatchRef = useRef<(event: JourneyEvent) => void>(() => {});

  const showNotice = useCallback(
    (notice: Notice, scope: string) => {
      switch (notice.kind) {
        case 'correct':
          // One 'Parabéns!' at a time: a quick next answer renews it instead of queueing another.
          return notify.success(t('scenario.correctToast'), undefined, { key: 'correct', scope });
        case 'achievement': {
          const achievement = content.achievements.find((a) => a.id === notice.id);
          if (!achievement) return;
          return notify.achievement(
            t('achievements.unlockedToast'),
            achievement.icon,
            achievement.title,
            { scope },
          );
        }
        case 'locked':
          return notify.info(
            t('phase.lockedTitle'),
            t('phase.locked', { previous: notice.requiredPhase }),
            { key: 'phase-notice', scope },
          );
        case 'advance-blocked':
          return notify.info(t('phase.advanceBlockedTitle'), t('phase.advanceBlocked'), {
            key: 'phase-notice',
            scope,
          });
      }
    },
    [content.achievements, t],
  );

  const dispatch = useCallback(
    (event: JourneyEvent) => {
      const state = { ...latest.current, progress: progress.current() };
      const step = journeyStep(state, event, {
        scenarios: content.scenarios,
        achievements: content.achievements,
        now: now(),
        timeZone: learnerTimeZone(),
        deviceId,
        given,
        work,
      });
      // A notice belongs to the screen the learner ends up on.
      const moved = step.effects.find(
        (effect): effect is Extract<JourneyEffect, { type: 'go' }> => effect.type === 'go',
      );
      // A step that moves the address is one change on screen: React Router moves the address in
      // a transition, and a progress change outside it would be drawn first, for the old address
      // (the next card drawn twice, its choices shuffled anew; docs/decisions/0054).
      if (moved) startTransition(apply);
      else apply();

      function apply() {
        if (step.progress !== state.progress) progress.update(() => step.progress);
        if (step.answering !== state.answering) {
          latest.current.answering = step.answering;
          setAnswering(step.answering);
        }
        const scope = screenOf(moved?.view ?? state.view);
        for (const effect of step.effects) {
          switch (effect.type) {
            case 'go':
              go(effect.view, effect.history);
              break;
            case 'notify':
              showNotice(
                effect.notice,
                effect.notice.kind === 'achievement' && effect.notice.on
                  ? screenOf(effect.notice.on)
                  : scope,
              );
              break;
            case 'later': {
              const timer = setTimeout(() => {
                timers.current.delete(timer);
                dispatchRef.current(effect.event);
              }, effect.ms);
              timers.current.add(timer);
              break;
            }
          }
        }
      }

      // The shell enters the new screen's notices once the address has changed (journeyScope).
      function go(to: JourneyView, history: 'push' | 'replace' | 'back') {
        latest.current.view = to;
        if (history === 'back' && latest.current.pushed) {
          void navigate(-1);
          return;
        }
        const state: EntryState =
          history === 'push' || latest.current.pushed ? { journey: true } : null;
        latest.current.pushed = state !== null;
        void navigate(addressOf(to), { replace: history !== 'push', state });
      }
    },
    [content, deviceId, given, navigate, now, progress, showNotice, work],
  );
  useEffect(() => {
    dispatchRef.current = dispatch;
  }, [dispatch]);

  // Every new address (ours, Back/Forward, a reload) is checked and becomes the view.
  useEffect(() => {
    latest.current.view = view;
    latest.current.pushed = (location.state as EntryState)?.journey === true;
    dispatchRef.current({ type: 'arrive' });
  }, [location.key, location.state, view]);

  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending) clearTimeout(timer);
    };
  }, []);

  return { view, moving: answering !== null, dispatch };
}
