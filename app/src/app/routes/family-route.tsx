import { lazy, Suspense } from 'react';
import { useLocation, useParams } from 'react-router';
import { Mascot } from '../../components/illustrations/mascot.tsx';
import { LanguageSwitch } from '../../components/language-switch.tsx';
import { LoadingView } from '../../components/loading-view.tsx';
import { useContentIndex } from '../../content/use-content-index.ts';

// The page is a chunk of its own (docs/decisions/0078): a page for adults, opened from a shared
// link, that no learner needs on the way to a lesson.
const FamilyPage = lazy(() => import('../../features/family/family-page.tsx'));

/**
 * docs/product/screens.md#para-a-família: `/familia/<skill key>`, with or without a session. The
 * route reads the content index and gives the page its skill, its address (however it was
 * reached), the mascot and the language switch, all already in the first load (family-page.tsx
 * says why).
 */
export function FamilyRoute() {
  const { skill: key } = useParams();
  const { pathname } = useLocation();
  const content = useContentIndex();
  if (content.isError) throw content.error;
  if (!content.data) return <LoadingView />;
  return (
    <Suspense fallback={<LoadingView />}>
      <FamilyPage
        skill={content.data.skills.find((candidate) => candidate.key === key)}
        address={new URL(pathname, window.location.origin).href}
        Mascot={Mascot}
        languageSwitch={<LanguageSwitch />}
      />
    </Suspense>
  );
}
