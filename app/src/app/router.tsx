// docs/product/screens.md#routes, all in the first download: a lazy chunk per route cost a whole
// round trip before the first paint on a slow phone network (Lighthouse, docs/decisions/0007). The
// 404 page (0.4 kB) was once its own chunk; beside the lazy class views (decision 0012) Rolldown no
// longer merged their shared modules into the entry, and three first-load files cost more than it
// saves.
//
// Declarative routes (<Routes>), not a data router (createBrowserRouter): the app uses no
// loader, action or fetcher, and the data router's code was 17 kB gzip of the first load
// (decision 0015). Each route has its own error boundary, as `errorElement` gave it. The one
// exception is 'Para a família' (docs/decisions/0078), whose page is a chunk of its own.
import { Route, Routes } from 'react-router';
import { RouteErrorBoundary } from '../components/route-error.tsx';
import { AuthRoute } from './routes/auth-route.tsx';
import { FamilyRoute } from './routes/family-route.tsx';
import { NotFoundRoute } from './routes/not-found-route.tsx';
import { NoticeScope } from './notice-scope.tsx';
import { SignedInShell } from './signed-in/signed-in-shell.tsx';

export function AppRoutes() {
  return (
    <>
      <NoticeScope />
      <Routes>
        <Route
          path="/"
          element={
            <RouteErrorBoundary>
              <SignedInShell />
            </RouteErrorBoundary>
          }
        />
        <Route
          path="/auth"
          element={
            <RouteErrorBoundary>
              <AuthRoute />
            </RouteErrorBoundary>
          }
        />
        <Route
          path="/familia/:skill"
          element={
            <RouteErrorBoundary>
              <FamilyRoute />
            </RouteErrorBoundary>
          }
        />
        <Route
          path="*"
          element={
            <RouteErrorBoundary>
              <NotFoundRoute />
            </RouteErrorBoundary>
          }
        />
      </Routes>
    </>
  );
}
