// The learner's progress as the journey uses it: read from Supabase and from this device's copy
// (session/local-progress.ts), changed by pure functions of @ths/training, kept on the device at
// once and sent through the outbox (progress-sync.ts). Other tabs' answers are merged in as they
// save. Every rule that reads it (what is due, which challenges, skills, advancing) is in the
// engine (packages/training/README.md); the journey calls those with `progress`.
import { useQuery } from '@tanstack/react-query';
import { markChallengeDone } from '@ths/training/challenges';
import { mergeProgress } from '@ths/training/merge';
import { emptyProgress, type Progress } from '@ths/training/progress';
import { startTransition, useCallback, useEffect, useEffectEvent, useRef, useState } from 'react';
import { useServices } from '../../../lib/services.tsx';
import { progressQueryOptions } from './progress-queries.ts';
import { keepOwnPosition } from './keep-own-position.ts';
import { saveFailureKind, type SaveFailureKind } from './save-failure.ts';
import {
  isLocalProgressKey,
  storeLocalProgress,
  type LocalProgress,
} from '../../../session/local-progress.ts';
import { ProgressSync } from './progress-sync.ts';

export type ProgressHandle =
  | { status: 'loading' }
  | {
      status: 'ready';
      progress: Progress;
      /** Applies a change, shows it, keeps it on the device and queues it for saving. */
      update: (change: (progress: Progress) => Progress) => void;
      /** The latest progress, including changes not rendered yet (for event handlers). */
      current: () => Progress;
      /**
       * Marks the skill's challenge done now: kept on the device and saved through the outbox,
       * as an answer is. Marked before, nothing changes. Throws a RangeError for a key that is
       * not a skill key (a slug of at most 48 characters).
       */
      markChallengeDone: (skillKey: string) => void;
    };

/** The progress once read: its state and how to change it. */
export type ReadyProgress = Extract<ProgressHandle, { status: 'ready' }>;

export type SaveEvents = {
  /**
   * The first failure of a run of failures, and again when its kind changes: 'unreachable' while
   * the answers wait on the device for the network or the server, 'refused' when the server said
   * no (save-failure.ts).
   */
  onSaveFailed: (kind: SaveFailureKind) => void;
  /** A save went through after failures: the problem is gone. */
  onSaveRecovered: () => void;
};

export function useProgress(userId: string, events: SaveEvents): ProgressHandle {
  const { supabase, now } = useServices();
  const read = useQuery(progressQueryOptions(supabase, userId));
  const [progress, setProgress] = useState<Progress | null>(null);
  const current = useRef<Progress | null>(null);
  const sync = useRef<ProgressSync | null>(null);
  const saveFailed = useEffectEvent(events.onSaveFailed);
  const saveRecovered = useEffectEvent(events.onSaveRecovered);
  const failing = useRef<SaveFailureKind | null>(null);

  const show = useCallback(
    (next: Progress, unsent: boolean) => {
      current.current = next;
      // Always in a transition: `current` may already hold a journey step whose address is still
      // on its way (use-journey.ts moves both in one transition). An ordinary update here, say a
      // save's reply, would be drawn before that transition, showing the next card for the old
      // address and drawing it again when the address arrives (docs/decisions/0054). A transition
      // also draws the progress that arrives at the start in short slices.
      startTransition(() => setProgress(next));
      storeLocalProgress(userId, { progress: next, unsent });
    },
    [userId],
  );

  // The outbox lives as long as the learner is signed in on this screen.
  useEffect(() => {
    const outbox = new ProgressSync({
      // Offline a save fails at once (and is retried, and sent when the browser is back online).
      send: async (state) => {
        // With zod's checked reader, in its own download (not the first one).
        const { saveProgress } = await import('./progress-api.ts');
        return saveProgress(await supabase.connected(), userId, state);
      },
      onSaved: (stored, settled) => {
        if (current.current) show(keepOwnPosition(current.current, stored), !settled);
        if (failing.current) {
          failing.current = null;
          saveRecovered();
        }
      },
      onFailed: (error, firstInARow) => {
        console.error('Saving progress failed; it stays on this device and is retried', error);
        const kind = saveFailureKind(error, navigator.onLine);
        if (firstInARow || kind !== failing.current) saveFailed(kind);
        failing.current = kind;
      },
    });
    sync.current = outbox;
    const retry = () => outbox.retryNow();
    window.addEventListener('online', retry);
    return () => {
      window.removeEventListener('online', retry);
      outbox.dispose();
      sync.current = null;
    };
  }, [supabase, userId, show]);

  // Start from the database's state merged with this device's copy; a copy never confirmed is
  // sent now (an answer given offline before the last reload).
  const settledRead = read.isSuccess || read.isError;
  // The copy is read with the checked reader, which is not in the first download: it is loaded
  // here, and kept for other tabs' copies (it is there whenever the progress is).
  const readCopy = useRef<((userId: string) => LocalProgress | null) | null>(null);
  useEffect(() => {
    if (!settledRead || current.current) return;
    let active = true;
    void import('../../../session/load-local-progress.ts').then((loaded) => {
      if (!active || current.current) return;
      readCopy.current = loaded.loadLocalProgress;
      if (read.isError)
        console.error('Reading progress failed; showing this device’s copy', read.error);
      const local = loaded.loadLocalProgress(userId);
      const stored = read.data ?? null;
      const start = mergeProgress(stored ?? emptyProgress(), local?.progress ?? emptyProgress());
      show(start, local?.unsent ?? false);
      if (local?.unsent) sync.current?.push(start);
    });
    return () => {
      active = false;
    };
  }, [settledRead, read.data, read.error, read.isError, userId, show]);

  // Another tab of this learner saved its copy: take in its answers, keep our place.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (!current.current || !readCopy.current || !isLocalProgressKey(event.key, userId)) return;
      const theirs = readCopy.current(userId);
      if (!theirs) return;
      const next = keepOwnPosition(current.current, theirs.progress);
      current.current = next;
      setProgress(next);
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [userId]);

  const update = useCallback(
    (change: (progress: Progress) => Progress) => {
      if (!current.current) return;
      const next = change(current.current);
      if (next === current.current) return; // a refused move changes nothing to save
      show(next, true);
      sync.current?.push(next);
    },
    [show],
  );

  const latest = useCallback(() => current.current ?? emptyProgress(), []);

  const markDone = useCallback(
    (skillKey: string) => update((state) => markChallengeDone(state, skillKey, now())),
    [update, now],
  );

  return progress
    ? { status: 'ready', progress, update, current: latest, markChallengeDone: markDone }
    : { status: 'loading' };
}
