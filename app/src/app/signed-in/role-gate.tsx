// A view for educators only (the table's `who`, docs/decisions/0029): an educator gets it; a
// learner who opens its address gets a kind word that the area is for educators and the way home,
// never a form the database would refuse, and not how to become one (docs/decisions/0071).
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { LoadingView } from '../../components/loading-view.tsx';
import { ViewTop } from '../../components/view-top.tsx';
import { useMyRole } from '../../session/my-role.ts';
import type { Audience } from './signed-in-views.ts';

export function RoleGate(props: { who: Audience; userId: string; children: ReactNode }) {
  if (props.who === 'signed-in') return props.children;
  return <EducatorGate userId={props.userId}>{props.children}</EducatorGate>;
}

function EducatorGate({ userId, children }: { userId: string; children: ReactNode }) {
  const role = useMyRole(userId);
  if (role === undefined) return <LoadingView />;
  return role === 'educator' ? children : <EducatorsOnly />;
}

function EducatorsOnly() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <section className="educators-only" aria-labelledby="educators-only-heading">
      <ViewTop
        id="educators-only-heading"
        title={t('educatorsOnly.title')}
        subtitle={t('educatorsOnly.text')}
        back={t('achievements.back')}
        onBack={() => void navigate('/')}
      />
      <p>
        <Link to="/">{t('educatorsOnly.home')}</Link>
      </p>
    </section>
  );
}
