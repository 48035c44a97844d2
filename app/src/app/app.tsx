// The providers every screen relies on, around the router. The caller makes the router and
// the services, so tests render the same tree with a memory router and msw behind Supabase.
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { i18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider, type createBrowserRouter } from 'react-router';
import { Toaster } from '../components/toaster.tsx';
import { ServicesProvider, type Services } from '../lib/services.tsx';
import { SessionProvider } from '../session/session-provider.tsx';
import { HtmlLang } from '../locales/html-lang.tsx';

export type AppProps = {
  router: ReturnType<typeof createBrowserRouter>;
  queryClient: QueryClient;
  i18n: i18n;
  services: Services;
};

export function App({ router, queryClient, i18n, services }: AppProps) {
  return (
    <I18nextProvider i18n={i18n}>
      <HtmlLang />
      <QueryClientProvider client={queryClient}>
        <ServicesProvider services={services}>
          <SessionProvider>
            <RouterProvider router={router} />
            <Toaster />
          </SessionProvider>
        </ServicesProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
