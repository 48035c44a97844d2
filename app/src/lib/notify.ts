// The app's notices (docs/product/screens.md#notices), one function per kind of message, so every
// screen speaks alike. They live in one small store the <Toaster> shows (lib/toast-queue.ts has the
// rules).
import {
  carryScope,
  DURATIONS,
  dismiss,
  emptyQueue,
  enqueue,
  enterScope,
  holdScreen,
  releaseScreen,
  type ToastInput,
  type ToastQueue,
} from './toast-queue.ts';

let queue: ToastQueue = emptyQueue;
let nextId = 1;
const listeners = new Set<() => void>();

function change(next: ToastQueue) {
  if (next === queue) return;
  queue = next;
  for (const listener of listeners) listener();
}

function show(input: ToastInput) {
  const id = nextId++;
  change(enqueue(queue, { ...input, id, duration: DURATIONS[input.kind] }));
  return id;
}

type Options = { key?: string; scope?: string };

export const notify = {
  success: (title: string, text?: string, options: Options = {}) =>
    show({ kind: 'success', title, text, ...options }),
  /** docs/product/screens.md#notices, "destructive": the error style. */
  error: (title: string, text?: string, options: Options = {}) =>
    show({ kind: 'error', title, text, ...options }),
  /** A kind explanation, not an error (a locked phase, an advance not yet possible). */
  info: (title: string, text?: string, options: Options = {}) =>
    show({ kind: 'info', title, text, ...options }),
  /**
   * docs/product/journey.md#achievements: 'Conquista Desbloqueada!' with the achievement's icon and
   * title, as a moment.
   */
  achievement: (heading: string, icon: string, title: string, options: Options = {}) =>
    show({ kind: 'achievement', title: heading, text: title, icon, ...options }),
  /** The problem a notice was about is gone (a save went through, a sign-in worked). */
  dismiss: (which: { id?: number; key?: string }) => change(dismiss(queue, which)),
  /** Every notice goes (tests start clean). */
  clear: () => change({ ...emptyQueue, scope: queue.scope, loading: queue.loading }),
  /** The learner moved to another screen (journey/flow/screenOf), or left the training page. */
  enterScope: (scope: string | null) => change(enterScope(queue, scope)),
  /** A screen became another on its own (toast-queue.ts, carryScope): its notices go along. */
  carryScope: (from: string, to: string) => change(carryScope(queue, from, to)),
  /** 'Carregando...' is on screen until the returned function runs (toast-queue.ts, timeRuns). */
  holdScreen: () => {
    change(holdScreen(queue));
    return () => change(releaseScreen(queue));
  },
};

export const toastStore = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  snapshot: () => queue,
};
