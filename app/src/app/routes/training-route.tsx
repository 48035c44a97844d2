// docs/product/screens.md#training-page, "/": the training page, for signed-in learners only. The
// header with 'Sair' shows on every training screen, the loading one included. The content and the
// review scheduler start loading as soon as the page has painted, beside the session and the
// progress, not after them.
import { isLocale, SOURCE_LOCALE } from '@ths/content-model/locales';
import type { ContentIndex } from '@ths/content-model/bundle-schema';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { TrainingHeader } from '../../components/training-header.tsx';
import { contentIndexQueryOptions } from '../../content/content-queries.ts';
import { usePhasePrefetch } from '../../content/use-phase-prefetch.ts';
import { usePainted } from '../../lib/after-paint.ts';
import { notify } from '../../lib/notify.ts';
import { useServices } from '../../lib/services.tsx';
import { schedulerQueryOptions } from '../../progress/scheduler-query.ts';
import { useProgress } from '../../progress/use-progress.ts';
import { useSession } from '../../session/session-provider.tsx';
import { useSignOut } from '../../session/use-sign-out.ts';
import { progressUnsent } from '../../session/unsent-progress.ts';
import { UnsentProgressNotice } from '../../components/unsent-progress-notice.tsx';
import { HomeView } from '../../features/journey/home/home-view.tsx';
import { JourneyScreens } from '../../features/journey/journey-screens.tsx';
import { parseClassesAddress } from '../../features/classes/classes-address.ts';
import { isAccountAddress } from '../../features/account/account-address.ts';
import { AccountView } from '../../features/account/account-view.tsx';
import { LoadingView } from '../../components/loading-view.tsx';

// Classes are their own chunk: most learners never open them (docs/decisions/0012).
const ClassesScreens = lazy(() => import('../../features/classes/classes-screens.tsx'));

export function TrainingRoute() {
  const { t, i18n } = useTranslation();
  const session = useSession();
  const locale = isLocale(i18n.language) ? i18n.language : SOURCE_LOCALE;
  // Switching language keeps the screen (and where the learner is) while the other loads. The
  // first load starts once the page has painted its title (decision 0007).
  const painted = usePainted();
  const content = useQuery({
    ...contentIndexQueryOptions(locale),
    placeholderData: keepPreviousData,
    enabled: painted,
  });
  const scheduler = useQuery({ ...schedulerQueryOptions, enabled: painted });
  const navigate = useNavigate();
  const signOut = useSignOut();
  // 'Sair' looks for progress not sent yet first, and asks when there is some.
  const [checking, setChecking] = useState(false);
  const [asking, setAsking] = useState(false);
  const signOutButton = useRef<HTMLButtonElement>(null);
  const { supabase } = useServices();
  if (session.status === 'signed-out' && !signOut.isPending) return <Navigate to="/auth" replace />;
  if (content.isError) throw content.error;
  if (scheduler.isError) throw scheduler.error;

  const leave = () => {
    setAsking(false);
    signOut.mutate(undefined, {
      onSettled: () => {
        notify.success(t('training.loggedOutTitle'), t('training.loggedOut'));
        void navigate('/auth', { replace: true });
      },
    });
  };
  const onSignOut = async () => {
    // While the session is still being read, the one stored on the device is the learner's.
    const userId =
      session.status === 'signed-in' ? session.session.user.id : supabase.storedSession()?.user.id;
    if (userId === undefined) return leave();
    setChecking(true);
    const waiting = await progressUnsent(userId);
    setChecking(false);
    if (waiting) setAsking(true);
    else leave();
  };
  const stay = () => {
    // The notice and its buttons go: the focus returns to 'Sair', where the learner was.
    flushSync(() => setAsking(false));
    signOutButton.current?.focus();
  };

  return (
    <div className="training-layout">
      <TrainingHeader
        onSignOut={() => void onSignOut()}
        busy={signOut.isPending || checking || asking}
        signOutRef={signOutButton}
      />
      <main className="training">
        {asking && <UnsentProgressNotice onStay={stay} onLeave={leave} busy={signOut.isPending} />}
        {session.status === 'signed-in' ? (
          <TrainingPage
            key={session.session.user.id}
            userId={session.session.user.id}
            email={session.session.user.email}
            content={content.data}
            schedulerReady={scheduler.isSuccess}
          />
        ) : (
          <HomeView data={null} dispatch={ignore} />
        )}
      </main>
    </div>
  );
}

type TrainingPageProps = {
  userId: string;
  email: string | undefined;
  content: ContentIndex | undefined;
  /** The review scheduler is registered: answers and review cards can be computed. */
  schedulerReady: boolean;
};

function TrainingPage({ userId, email, content, schedulerReady }: TrainingPageProps) {
  const { t } = useTranslation();
  const { search } = useLocation();
  const classesView = parseClassesAddress(search);
  const progress = useProgress(userId, {
    onSaveFailed: () =>
      notify.error(t('training.saveErrorTitle'), t('training.saveError'), { key: SAVE_ERROR }),
    // The problem is gone: its notice goes too (docs/decisions/0008).
    onSaveRecovered: () => notify.dismiss({ key: SAVE_ERROR }),
  });
  // The learner's phase is the next thing a tap will show: its scenarios load now, the other
  // phases when the browser is idle (decision 0015).
  usePhasePrefetch(
    content?.locale ?? null,
    progress.status === 'loading' ? null : progress.progress.currentPhase,
  );
  if (isAccountAddress(search)) return <AccountView userId={userId} email={email} />;
  if (!content || progress.status === 'loading') return <HomeView data={null} dispatch={ignore} />;
  if (classesView) {
    return (
      <Suspense fallback={<LoadingView />}>
        <ClassesScreens view={classesView} userId={userId} content={content} />
      </Suspense>
    );
  }
  if (!schedulerReady) return <HomeView data={null} dispatch={ignore} />;
  return (
    <JourneyScreens
      content={content}
      progress={progress.progress}
      current={progress.current}
      update={progress.update}
      markChallengeDone={progress.markChallengeDone}
    />
  );
}

const SAVE_ERROR = 'save-error';

// The loading view has nothing to press yet.
const ignore = () => {};
