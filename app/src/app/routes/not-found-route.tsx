import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';

/**
 * docs/product/screens.md#not-found-page: any other path; the missing path goes to the console for
 * whoever debugs a link.
 */
export function NotFoundRoute() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', pathname);
  }, [pathname]);
  return (
    <main className="not-found">
      <h1 className="not-found__code">{t('notFound.heading')}</h1>
      <p className="not-found__text">{t('notFound.text')}</p>
      <Link className="button button--primary" to="/">
        {t('notFound.back')}
      </Link>
    </main>
  );
}
