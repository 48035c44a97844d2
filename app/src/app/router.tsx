// Spec §2 routes. Each screen is its own chunk, so /auth never downloads the training screens
// and the reverse.
import type { RouteObject } from 'react-router';

export const routes: RouteObject[] = [
  {
    path: '/',
    lazy: async () => ({ Component: (await import('./routes/training-route.tsx')).TrainingRoute }),
  },
  {
    path: '/auth',
    lazy: async () => ({ Component: (await import('./routes/auth-route.tsx')).AuthRoute }),
  },
  {
    path: '*',
    lazy: async () => ({ Component: (await import('./routes/not-found-route.tsx')).NotFoundRoute }),
  },
];
