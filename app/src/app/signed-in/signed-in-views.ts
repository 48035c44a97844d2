// Every view of the signed-in app under '/', in one table (docs/decisions/0020). The routes of
// the product are '/', '/auth' and the 404 page (docs/product/screens.md#routes), so a view is
// named by the address's `view` parameter, not by a path; the feature drawing it reads the rest
// of its address itself. Adding a view is adding a row.
import type { Locale } from '@ths/content-model/locales';
import type { QueryClient } from '@tanstack/react-query';
import { lazy, type ComponentType } from 'react';
import { prefetchContentIndex } from '../../content/use-content-index.ts';
import { journeyBusy, journeyScope } from '../../features/journey/flow/journey-view.ts';
import { JourneyPage, prefetchJourney } from '../../features/journey/journey-page.tsx';
import type { SignedInScreenProps } from '../../session/signed-in-user.ts';

/**
 * Who may open a view: every signed-in account, or educators only (docs/decisions/0029); the
 * shell checks it (role-gate.tsx).
 */
export type Audience = 'signed-in' | 'educator';

export type SignedInView = {
  /** The value of `?view=` that names it; '' for an address without one. */
  view: string;
  /** The feature's screen: given the signed-in user, it reads its address and data itself. */
  Screen: ComponentType<SignedInScreenProps>;
  who: Audience;
  /** Starts loading what the screen reads first, as soon as the page has painted. */
  prefetch: (client: QueryClient, locale: Locale) => void;
  /** The screen a notice shown here belongs to; it leaves when the learner moves to another
   * (app/notice-scope.tsx). */
  scope: (search: string) => string;
  /** Whether the learner may be in the middle of something here (a scenario, a form). */
  busy: (search: string) => boolean;
};

// Classes are their own chunk: most learners never open them (docs/decisions/0012). 'Minha conta'
// too: it is opened now and then, never on the way to a lesson (docs/decisions/0015).
const ClassesScreens = lazy(() => import('../../features/classes/classes-screens.tsx'));
const AccountView = lazy(() =>
  import('../../features/account/account-view.tsx').then((module) => ({
    default: module.AccountView,
  })),
);

const journey = {
  Screen: JourneyPage,
  who: 'signed-in',
  prefetch: prefetchJourney,
  scope: journeyScope,
  busy: journeyBusy,
} as const;

const classes = {
  Screen: ClassesScreens,
  who: 'signed-in',
  prefetch: prefetchContentIndex,
  busy: () => true,
} as const;

export const SIGNED_IN_VIEWS: readonly SignedInView[] = [
  // The home and a phase's lessons ('/?phase=2&scenario=23').
  { view: '', ...journey },
  { view: 'complete', ...journey },
  // The review list, and a scenario practised from it.
  { view: 'review', ...journey },
  // 'Para revisar hoje': the due scenarios in a row.
  { view: 'due', ...journey },
  // A class session: the work's scenarios in a row, then its closing card (decision 0072).
  { view: 'task', ...journey },
  { view: 'achievements', ...journey },
  { view: 'skills', ...journey },
  // A learner's class: join or leave it.
  { view: 'class', ...classes, scope: () => 'class' },
  // An educator's classes, and one class ('&class=<id>').
  { view: 'educator', ...classes, who: 'educator', scope: () => 'educator' },
  {
    view: 'account',
    Screen: AccountView,
    who: 'signed-in',
    prefetch: () => {},
    scope: () => 'account',
    // Deleting the account is begun here.
    busy: () => true,
  },
];

const HOME = SIGNED_IN_VIEWS[0]!;

/** The view an address names; anything the table does not have is the home, never an error. */
export function signedInView(search: string): SignedInView {
  const name = new URLSearchParams(search).get('view') ?? '';
  return SIGNED_IN_VIEWS.find((row) => row.view === name) ?? HOME;
}
