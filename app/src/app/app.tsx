// The providers every screen relies on, around the router. The caller picks the router and
// makes the services, so tests render the same tree with a memory router and the test backend.
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { i18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import type { ComponentType, ReactNode } from 'react';
import { Toaster } from '../components/toaster.tsx';
import { ServicesProvider, type Services } from '../lib/services.tsx';
import { SessionProvider } from '../session/session-provider.tsx';
import { HtmlLang } from '../locales/html-lang.tsx';
import { AppRoutes } from './router.tsx';

export type AppProps = {
  /** BrowserRouter in the browser; a MemoryRouter in tests. */
  Router: ComponentType<{ children: ReactNode }>;
  queryClient: QueryClient;
  i18n: i18n;
  services: Services;
};

export function App({ Router, queryClient, i18n, services }: AppProps) {
  return (
    <I18nextProvider i18n={i18n}>
      <HtmlLang />
      <QueryClientProvider client={queryClient}>
        <ServicesProvider services={services}>
          <SessionProvider>
            <Router>
              <AppRoutes />
            </Router>
            <Toaster />
          </SessionProvider>
        </ServicesProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
