// Spec §2 "/": the training page, for signed-in learners only. The header with 'Sair' shows on
// every training screen, the loading one included.
import { isLocale, SOURCE_LOCALE } from '@ths/content-model/locales';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { LoadingView } from '../../components/loading-view.tsx';
import { TrainingHeader } from '../../components/training-header.tsx';
import { contentQueryOptions } from '../../content/content-queries.ts';
import { notify } from '../../lib/notify.ts';
import { useProgress } from '../../progress/use-progress.ts';
import { useSession } from '../../session/session-provider.tsx';
import { useSignOut } from '../../session/use-sign-out.ts';
import { TrainingScreens } from '../training/training-screens.tsx';

export function TrainingRoute() {
  const { t } = useTranslation();
  const session = useSession();
  const navigate = useNavigate();
  const signOut = useSignOut();
  if (session.status === 'signed-out' && !signOut.isPending) return <Navigate to="/auth" replace />;

  const onSignOut = () =>
    signOut.mutate(undefined, {
      onSettled: () => {
        notify.success(t('training.loggedOutTitle'), t('training.loggedOut'));
        void navigate('/auth', { replace: true });
      },
    });

  return (
    <div className="training-layout">
      <TrainingHeader onSignOut={onSignOut} busy={signOut.isPending} />
      <main className="training">
        {session.status === 'signed-in' ? (
          <TrainingPage key={session.session.user.id} userId={session.session.user.id} />
        ) : (
          <LoadingView />
        )}
      </main>
    </div>
  );
}

function TrainingPage({ userId }: { userId: string }) {
  const { t, i18n } = useTranslation();
  const locale = isLocale(i18n.language) ? i18n.language : SOURCE_LOCALE;
  // Switching language keeps the screen (and where the learner is) while the other loads.
  const content = useQuery({ ...contentQueryOptions(locale), placeholderData: keepPreviousData });
  const progress = useProgress(userId, () =>
    notify.error(t('training.saveErrorTitle'), t('training.saveError')),
  );
  if (content.isError) throw content.error;
  if (!content.data || progress.status === 'loading') return <LoadingView />;
  return (
    <TrainingScreens content={content.data} progress={progress.progress} update={progress.update} />
  );
}
