import { QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { App } from './app/app.tsx';
import { routes } from './app/router.tsx';
import { readEnv } from './config/env.ts';
import { deviceId } from './lib/device-id.ts';
import { supabaseLoader } from './lib/supabase-client.ts';
import { whenIdle } from './lib/when-idle.ts';
import { createI18n } from './locales/i18n.ts';
import { storedLanguage } from './locales/language-preference.ts';
import './styles/index.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

const router = createBrowserRouter(routes);
const i18n = createI18n(storedLanguage());

createRoot(root).render(
  <StrictMode>
    <App
      router={router}
      queryClient={new QueryClient()}
      i18n={i18n}
      services={{
        supabase: supabaseLoader(readEnv()),
        deviceId: deviceId(),
        random: Math.random,
        now: () => new Date().toISOString(),
      }}
    />
  </StrictMode>,
);

// Offline use and updates (docs/decisions/0014): not part of the first download, and not in
// `vite dev`, which has no service worker.
if (import.meta.env.PROD) {
  whenIdle(() => {
    import('./app/updates/start-updates.ts')
      .then(({ startUpdates }) => startUpdates(router, i18n))
      .catch((error: unknown) => console.error('Starting offline use failed', error));
  });
}
