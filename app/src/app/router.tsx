// Spec §2 routes, all in the first download: a lazy chunk per route cost a whole round trip
// before the first paint on a slow phone network (Lighthouse, docs/decisions/0007). The 404 page
// (0.4 kB) was once its own chunk; beside the lazy class views (decision 0012) Rolldown no longer
// merged their shared modules into the entry, and three first-load files cost more than it saves.
import type { RouteObject } from 'react-router';
import { RouteError } from '../components/route-error.tsx';
import { AuthRoute } from './routes/auth-route.tsx';
import { NotFoundRoute } from './routes/not-found-route.tsx';
import { TrainingRoute } from './routes/training-route.tsx';

export const routes: RouteObject[] = [
  {
    path: '/',
    errorElement: <RouteError />,
    Component: TrainingRoute,
  },
  {
    path: '/auth',
    errorElement: <RouteError />,
    Component: AuthRoute,
  },
  {
    path: '*',
    errorElement: <RouteError />,
    Component: NotFoundRoute,
  },
];
