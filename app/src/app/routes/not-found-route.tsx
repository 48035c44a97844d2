import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { Mascot } from '../../components/illustrations/mascot.tsx';

/**
 * docs/product/screens.md#not-found-page: any other path; the missing path goes to the console for
 * whoever debugs a link. The specification's '404' and 'Oops! Page not found' (in English, and
 * marked so for screen readers), then the mascot's words and the way back in the learner's own
 * language (issue 39).
 */
export function NotFoundRoute() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', pathname);
  }, [pathname]);
  return (
    <main className="not-found">
      <Mascot mood="think" className="not-found__mascot" />
      <h1 className="not-found__code">{t('notFound.heading')}</h1>
      <p className="not-found__text" lang="en">
        {t('notFound.text')}
      </p>
      <p className="not-found__help">{t('notFound.help')}</p>
      <Link className="button button--primary" to="/">
        {t('notFound.back')}
      </Link>
    </main>
  );
}
