// Renders the whole app as main.tsx does (the same providers and routes), with a memory
// router, the app's QueryClient (fresh, no retries) and the test file's backend (backend.ts).
import type { Locale } from '@ths/content-model/locales';
import { render } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { StrictMode, type ReactNode } from 'react';
import {
  MemoryRouter,
  useLocation,
  useNavigate,
  type Location,
  type NavigateFunction,
} from 'react-router';
import { vi } from 'vitest';
import { App } from '../app/app.tsx';
import { createQueryClient } from '../lib/query-client.ts';
import { supabaseLoader } from '../lib/supabase-client.ts';
import { testI18n } from './test-i18n.ts';
import type { Backend } from './backend.ts';

export type RenderAppOptions = {
  language?: Locale;
  /** The device id review picks are counted under. */
  deviceId?: string;
  /** Choice order: the default keeps the bundle's order (the correct answer first). */
  random?: () => number;
};

/**
 * What a test reads of the router and does with it: the address on screen, and Back (as a
 * browser's button). The app's routes are declarative (<Routes>), so there is no router object
 * to ask; a probe inside the MemoryRouter keeps these up to date.
 */
export type TestRouter = {
  state: { location: Location };
  navigate: (delta: number) => Promise<void>;
};

function memoryRouter(path: string): {
  router: TestRouter;
  Router: (props: { children: ReactNode }) => ReactNode;
} {
  let location: Location | undefined;
  let navigate: NavigateFunction | undefined;
  const router: TestRouter = {
    state: {
      get location() {
        if (!location) throw new Error('The app has not rendered its router yet.');
        return location;
      },
    },
    navigate: async (delta) => {
      if (!navigate) throw new Error('The app has not rendered its router yet.');
      await navigate(delta);
    },
  };
  function Probe() {
    location = useLocation();
    navigate = useNavigate();
    return null;
  }
  const Router = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[path]}>
      <Probe />
      {children}
    </MemoryRouter>
  );
  return { router, Router };
}

/**
 * The app at `path`. Call it again after unmounting to simulate a reload: the session and the
 * device's copy of the progress stay in localStorage, as in a browser.
 */
export function renderApp(path: string, backend: Backend, options: RenderAppOptions = {}) {
  const { router, Router } = memoryRouter(path);
  const queryClient = createQueryClient({
    queries: { retry: false },
    mutations: { retry: false },
  });
  const services = {
    supabase: supabaseLoader({ supabaseUrl: backend.url, supabaseAnonKey: backend.anonKey }),
    deviceId: options.deviceId ?? 'test-device',
    // shuffleChoices with a random of 0.999… keeps the order: no swap moves an element.
    random: options.random ?? (() => 0.999),
    now: () => new Date().toISOString(),
  };
  // With fake timers (the 500 ms / 1500 ms tests), user-event's own pauses advance them.
  const user = userEvent.setup({
    advanceTimers: (ms) => (vi.isFakeTimers() ? vi.advanceTimersByTime(ms) : undefined),
  });
  const view = render(
    <StrictMode>
      <App
        Router={Router}
        queryClient={queryClient}
        i18n={testI18n(options.language)}
        services={services}
      />
    </StrictMode>,
  );
  return { ...view, user, router, services, queryClient };
}
