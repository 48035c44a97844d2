import { Component, useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';

/**
 * What a screen that failed to load shows (a chunk lost to a flaky connection, content that
 * would not parse) instead of a blank page. Saved progress is untouched: the device copy and
 * the outbox are read again on the next load.
 */
export function RouteError({ error }: { error: unknown }) {
  const { t } = useTranslation();
  useEffect(() => console.error('A screen failed to load', error), [error]);
  return (
    <main className="not-found">
      <h1>{t('errors.title')}</h1>
      <p>{t('errors.text')}</p>
      <button type="button" className="button button--primary" onClick={() => location.reload()}>
        {t('errors.reload')}
      </button>
    </main>
  );
}

/**
 * A route's error boundary: an error thrown while rendering the route shows RouteError until
 * the learner goes to another address (as a data router's `errorElement` did).
 */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { key } = useLocation();
  return <ErrorBoundary resetKey={key}>{children}</ErrorBoundary>;
}

type BoundaryProps = { resetKey: string; children: ReactNode };
type BoundaryState = { error: unknown; resetKey: string; failed: boolean };

// React catches render errors only in a class component.
class ErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { error: null, resetKey: this.props.resetKey, failed: false };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error, failed: true };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState) {
    // A new address is a new chance: the route renders again.
    return props.resetKey === state.resetKey
      ? null
      : { error: null, failed: false, resetKey: props.resetKey };
  }

  override render() {
    return this.state.failed ? <RouteError error={this.state.error} /> : this.props.children;
  }
}
