import { QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from './app/app.tsx';
import { readEnv } from './config/env.ts';
import { deviceId } from './lib/device-id.ts';
import { supabaseLoader } from './lib/supabase-client.ts';
import { createI18n } from './locales/i18n.ts';
import { storedLanguage } from './locales/language-preference.ts';
import './styles/index.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <App
      Router={BrowserRouter}
      queryClient={new QueryClient()}
      i18n={createI18n(storedLanguage())}
      services={{
        supabase: supabaseLoader(readEnv()),
        deviceId: deviceId(),
        random: Math.random,
        now: () => new Date().toISOString(),
      }}
    />
  </StrictMode>,
);
