// Spec §2 routes. The sign-in and training pages are in the first download: a lazy chunk per
// route cost a whole round trip before the first paint on a slow phone network (Lighthouse,
// docs/decisions/0007). Only the rarely seen 404 page is its own chunk.
import type { RouteObject } from 'react-router';
import { RouteError } from '../components/route-error.tsx';
import { AuthRoute } from './routes/auth-route.tsx';
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
    lazy: async () => ({ Component: (await import('./routes/not-found-route.tsx')).NotFoundRoute }),
  },
];
