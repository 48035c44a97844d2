// The rules of the app's notices (docs/product/screens.md#notices), apart from React: one on screen
// at a time, the next waits its turn; a notice that belongs to a screen leaves with it; a notice
// with a key replaces the one with the same key (a second 'Erro ao entrar' is not stacked on the
// first).

export type ToastKind = 'success' | 'error' | 'info' | 'achievement';

export type ToastInput = {
  kind: ToastKind;
  title: string;
  text?: string;
  /** An emoji shown before the title (an achievement's icon). */
  icon?: string;
  /** One problem, one notice: a new notice with this key replaces the old one. */
  key?: string;
  /** The screen it belongs to; it leaves when the learner moves to another screen. */
  scope?: string;
};

export type Toast = ToastInput & { id: number; duration: number };

export type ToastQueue = {
  current: Toast | null;
  waiting: Toast[];
  scope: string | null;
  /** How many 'Carregando...' views are on screen now (holdScreen / releaseScreen). */
  loading: number;
};

export const emptyQueue: ToastQueue = { current: null, waiting: [], scope: null, loading: 0 };

/** How long each kind stays: long enough to read twice at a child's pace. */
export const DURATIONS: Record<ToastKind, number> = {
  success: 2500,
  info: 6000,
  error: 7000,
  achievement: 5000,
};

// A queue longer than this only delays what matters now. When it is full, a plain success
// ('Parabéns!') gives way first, then an explanation; an achievement or an error is never
// dropped (there are seven achievements in all).
const MAX_WAITING = 2;

function trim(waiting: Toast[]): Toast[] {
  if (waiting.length <= MAX_WAITING) return waiting;
  const index = ['success', 'info']
    .map((kind) => waiting.findIndex((toast) => toast.kind === kind))
    .find((found) => found >= 0);
  return index === undefined ? waiting : trim(waiting.filter((_, position) => position !== index));
}

// The answer to something the learner just pressed or a problem: it does not wait behind a
// 'Parabéns!' that has already been on screen.
const answersNow = (toast: Toast) => toast.kind === 'info' || toast.kind === 'error';

const belongs = (toast: Toast, scope: string | null) =>
  toast.scope === undefined || toast.scope === scope;

/** A new notice: shown now if none is, else it waits (it is checked against the screen on the next move). */
export function enqueue(queue: ToastQueue, toast: Toast): ToastQueue {
  const sameKey = (other: Toast) => toast.key !== undefined && other.key === toast.key;
  if (queue.current && sameKey(queue.current)) {
    // Renewing the notice on screen would hold back the ones waiting behind it.
    return queue.waiting.length > 0 && toast.kind === 'success'
      ? queue
      : { ...queue, current: toast };
  }
  const waiting = queue.waiting.filter((other) => !sameKey(other));
  if (!queue.current) return { ...queue, current: toast, waiting };
  if (queue.current.kind === 'success' && answersNow(toast)) {
    return { ...queue, current: toast, waiting };
  }
  return { ...queue, waiting: trim([...waiting, toast]) };
}

/** The notice with this id (or key) leaves; the next one waiting takes its place. */
export function dismiss(queue: ToastQueue, which: { id?: number; key?: string }): ToastQueue {
  const matches = (toast: Toast) =>
    (which.id !== undefined && toast.id === which.id) ||
    (which.key !== undefined && toast.key === which.key);
  const waiting = queue.waiting.filter((toast) => !matches(toast));
  if (queue.current && matches(queue.current)) {
    const [next = null, ...rest] = waiting;
    return { ...queue, current: next, waiting: rest };
  }
  return { ...queue, waiting };
}

/** The learner is on another screen: notices of the one they left go. */
export function enterScope(queue: ToastQueue, scope: string | null): ToastQueue {
  const kept = [queue.current, ...queue.waiting].filter(
    (toast): toast is Toast => toast !== null && belongs(toast, scope),
  );
  const [current = null, ...waiting] = kept;
  return { ...queue, current, waiting, scope };
}

// A notice that belongs to a screen is read on that screen: while the address is still on
// another, or 'Carregando...' stands where the screen will be (a slow phone after sign-up), its
// time does not run, so 'Conta criada com sucesso!' is still there when the home appears. A notice
// of no screen (an error) runs at once.
/** Whether the notice on screen counts down now. */
export function timeRuns(queue: ToastQueue): boolean {
  const toast = queue.current;
  if (!toast || toast.scope === undefined) return true;
  return toast.scope === queue.scope && queue.loading === 0;
}

/** A 'Carregando...' view appeared (holdScreen) or left (releaseScreen). */
export const holdScreen = (queue: ToastQueue): ToastQueue => ({
  ...queue,
  loading: queue.loading + 1,
});
export const releaseScreen = (queue: ToastQueue): ToastQueue => ({
  ...queue,
  loading: Math.max(0, queue.loading - 1),
});

/**
 * The screen `from` became `to` without the learner choosing another (an educator's landing goes
 * on to their classes, docs/decisions/0074): its notices now belong to `to`.
 */
export function carryScope(queue: ToastQueue, from: string, to: string): ToastQueue {
  const carry = (toast: Toast): Toast => (toast.scope === from ? { ...toast, scope: to } : toast);
  return {
    ...queue,
    current: queue.current && carry(queue.current),
    waiting: queue.waiting.map(carry),
  };
}
