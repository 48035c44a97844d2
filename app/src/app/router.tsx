// Spec §2 routes. Each screen is its own chunk, so /auth never downloads the training screens
// and the reverse.
import type { RouteObject } from 'react-router';
import { RouteError } from '../components/route-error.tsx';

export const routes: RouteObject[] = [
  {
    path: '/',
    errorElement: <RouteError />,
    lazy: async () => ({ Component: (await import('./routes/training-route.tsx')).TrainingRoute }),
  },
  {
    path: '/auth',
    errorElement: <RouteError />,
    lazy: async () => ({ Component: (await import('./routes/auth-route.tsx')).AuthRoute }),
  },
  {
    path: '*',
    errorElement: <RouteError />,
    lazy: async () => ({ Component: (await import('./routes/not-found-route.tsx')).NotFoundRoute }),
  },
];
