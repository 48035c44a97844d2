// The learner's views and their addresses under '/' (docs/decisions/0008). Every view has its
// own query string, so Back and Forward move between views, a reload keeps the view, the phase
// and the scenario, and any of them can be bookmarked. The routes of docs/product/screens.md#routes
// stay as they are: '/' is the home, '/auth' signs in, any other path is the 404 page.

export type JourneyView =
  /**
   * The hub: the phases as a path, continue first (docs/product/screens.md#home, the welcome).
   */
  | { name: 'home' }
  /**
   * docs/product/screens.md#lesson, a phase page with its scenario card; `scenario` is the
   * scenario's number.
   */
  | { name: 'lesson'; phase: number; scenario: number | null }
  /** docs/product/screens.md#phase-complete. */
  | { name: 'complete'; phase: number }
  /** docs/product/screens.md#review, the review list. */
  | { name: 'review' }
  /**
   * A scenario practised from the review list; `next` are the ones still to practise in a row.
   * `due`: practising a set of 'Para revisar hoje' (spaced review); `set`: a set of the review's
   * mistakes ('Praticar os N em sequência', docs/decisions/0068); `done` are the set's ones
   * answered before this one, for its closing card (docs/decisions/0023).
   */
  | {
      name: 'practice';
      scenario: number;
      next: number[];
      due?: true;
      set?: true;
      done?: number[];
    }
  /** A set of 'Para revisar hoje' finished: its closing card, from the ones practised in it. */
  | { name: 'due-end'; done: number[] }
  /** A set of the review's mistakes finished: its closing card (docs/decisions/0068). */
  | { name: 'review-end'; done: number[] }
  /**
   * A class session (docs/decisions/0072): the scenarios of the class's work `task` (an
   * assignment's id) that it still needs, played as new ones; `next` are the ones after this,
   * `done` the ones answered before it in this session.
   */
  | { name: 'task'; task: string; scenario: number; next: number[]; done?: number[] }
  /** A class session finished: its closing card. */
  | { name: 'task-end'; task: string; done: number[] }
  /** docs/product/screens.md#achievements. */
  | { name: 'achievements' }
  /** 'Minhas habilidades': the learner's skills by competence (issue 18). */
  | { name: 'skills' };

const HOME: JourneyView = { name: 'home' };

// A whole number from an address, or null for anything else ('2.5', '', 'abc', '1e3').
function wholeNumber(value: string | null): number | null {
  if (value === null || !/^\d{1,4}$/.test(value)) return null;
  return Number(value);
}

// An assignment's id (a uuid) as it may stand in an address; anything else names no work.
function taskId(value: string | null): string | null {
  return value !== null && /^[A-Za-z0-9-]{1,64}$/.test(value) ? value : null;
}

function numberList(value: string | null): number[] {
  if (!value) return [];
  const numbers = value.split(',').map(wholeNumber);
  return numbers.every((number) => number !== null) ? (numbers as number[]) : [];
}

/** The view an address names; anything it cannot read is the home, never an error page. */
export function parseAddress(search: string): JourneyView {
  const params = new URLSearchParams(search);
  const view = params.get('view');
  const phase = wholeNumber(params.get('phase'));
  const scenario = wholeNumber(params.get('scenario'));
  switch (view) {
    case null:
      return phase === null ? HOME : { name: 'lesson', phase, scenario };
    case 'complete':
      return phase === null ? HOME : { name: 'complete', phase };
    case 'review': {
      const done = numberList(params.get('done'));
      if (scenario === null)
        return done.length > 0 ? { name: 'review-end', done } : { name: 'review' };
      const next = numberList(params.get('next'));
      if (params.get('set') !== '1') return { name: 'practice', scenario, next };
      return done.length > 0
        ? { name: 'practice', scenario, next, set: true, done }
        : { name: 'practice', scenario, next, set: true };
    }
    case 'due': {
      const done = numberList(params.get('done'));
      if (scenario === null) return done.length > 0 ? { name: 'due-end', done } : HOME;
      const next = numberList(params.get('next'));
      return done.length > 0
        ? { name: 'practice', scenario, next, due: true, done }
        : { name: 'practice', scenario, next, due: true };
    }
    case 'task': {
      const task = taskId(params.get('task'));
      const done = numberList(params.get('done'));
      if (task === null) return HOME;
      if (scenario === null) return done.length > 0 ? { name: 'task-end', task, done } : HOME;
      const next = numberList(params.get('next'));
      return done.length > 0
        ? { name: 'task', task, scenario, next, done }
        : { name: 'task', task, scenario, next };
    }
    case 'achievements':
      return { name: 'achievements' };
    case 'skills':
      return { name: 'skills' };
    default:
      return HOME;
  }
}

/** The address of a view: '/' plus its query string. */
export function addressOf(view: JourneyView): string {
  const params = new URLSearchParams();
  switch (view.name) {
    case 'home':
      break;
    case 'lesson':
      params.set('phase', String(view.phase));
      if (view.scenario !== null) params.set('scenario', String(view.scenario));
      break;
    case 'complete':
      params.set('view', 'complete');
      params.set('phase', String(view.phase));
      break;
    case 'review':
      params.set('view', 'review');
      break;
    case 'practice':
      params.set('view', view.due ? 'due' : 'review');
      params.set('scenario', String(view.scenario));
      if (view.next.length > 0) params.set('next', view.next.join(','));
      if (view.set) params.set('set', '1');
      if ((view.due || view.set) && view.done && view.done.length > 0) {
        params.set('done', view.done.join(','));
      }
      break;
    case 'due-end':
      params.set('view', 'due');
      params.set('done', view.done.join(','));
      break;
    case 'review-end':
      params.set('view', 'review');
      params.set('done', view.done.join(','));
      break;
    case 'task':
      params.set('view', 'task');
      params.set('task', view.task);
      params.set('scenario', String(view.scenario));
      if (view.next.length > 0) params.set('next', view.next.join(','));
      if (view.done && view.done.length > 0) params.set('done', view.done.join(','));
      break;
    case 'task-end':
      params.set('view', 'task');
      params.set('task', view.task);
      params.set('done', view.done.join(','));
      break;
    case 'achievements':
      params.set('view', 'achievements');
      break;
    case 'skills':
      params.set('view', 'skills');
      break;
  }
  const query = params.toString().replaceAll('%2C', ',');
  return query ? `/?${query}` : '/';
}

/**
 * Which screen a view is, for notices that belong to it: moving to the next scenario keeps the
 * screen, opening another phase or the review list does not (a notice never follows the learner).
 * Practising from the review list is part of review: the 'Parabéns!' or achievement of an answer
 * stays when the list comes back by itself 1500 ms later; likewise a due set and its closing card.
 */
export function screenOf(view: JourneyView): string {
  switch (view.name) {
    case 'lesson':
    case 'complete':
      return `${view.name}:${view.phase}`;
    case 'practice':
      // A due set ends on its closing card 1500 ms after its last answer, with its notices.
      return view.due ? 'due' : 'review';
    case 'due-end':
      return 'due';
    case 'review-end':
      return 'review';
    case 'task':
    case 'task-end':
      // A class session is one screen, through its closing card (docs/decisions/0072).
      return 'task';
    default:
      return view.name;
  }
}

export function sameView(a: JourneyView, b: JourneyView): boolean {
  return addressOf(a) === addressOf(b);
}

/** The screen an address is, for the notices that belong to it (the app shell enters it). */
export function journeyScope(search: string): string {
  return screenOf(parseAddress(search));
}

/** Whether the learner may be in the middle of a scenario at this address. */
export function journeyBusy(search: string): boolean {
  const view = parseAddress(search).name;
  return view === 'lesson' || view === 'practice' || view === 'task';
}
