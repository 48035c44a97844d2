import { startTransition, StrictMode, type ReactNode } from 'react';
import { SOURCE_LOCALE } from '@ths/content-model/locales';
import type { i18n } from 'i18next';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from './app/app.tsx';
import { startInstallOffer } from './app/install/install-prompt.ts';
import { buildOf } from './app/updates/app-build.ts';
import { ReportLocation } from './app/updates/report-location.tsx';
import { offerWrittenContent } from './app/updates/written-content.ts';
import { readEnv } from './config/env.ts';
import { deviceId } from './lib/device-id.ts';
import { warmMoments } from './lib/lazy-moment.tsx';
import { createQueryClient } from './lib/query-client.ts';
import { supabaseLoader } from './lib/supabase-client.ts';
import { whenIdle } from './lib/when-idle.ts';
import { createI18n, messagesFor } from './locales/i18n.ts';
import { storedLanguage } from './locales/language-preference.ts';
import { ptBR } from './locales/pt-BR.ts';
import './styles/index.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// Counts this visit and keeps the browser's install offer for a calm moment (issue 26 §7): the
// browser may send it before anything lazy has loaded.
startInstallOffer();
// Read before the first render: a screen loaded later adds style sheets of its own to the page,
// and a start on that screen would otherwise look like another build (a false "O app foi
// atualizado" on every reload of, say, a class).
const servedBuild = buildOf(document);

/** The browser's router, telling the update rule where the learner is (decision 0014). */
function Router({ children }: { children: ReactNode }) {
  return (
    <BrowserRouter>
      <ReportLocation />
      {children}
    </BrowserRouter>
  );
}

/** Draws the app in the learner's language, then starts offline use. */
function start(container: HTMLElement, i18n: i18n) {
  const root = createRoot(container);
  // A transition lets React draw the first screen in short slices, yielding to the browser
  // between them, instead of one long task on a slow phone's main thread (docs/decisions/0041).
  startTransition(() =>
    root.render(
      <StrictMode>
        <App
          Router={Router}
          queryClient={createQueryClient()}
          i18n={i18n}
          services={{
            supabase: supabaseLoader(readEnv()),
            deviceId: deviceId(),
            random: Math.random,
            now: () => new Date().toISOString(),
          }}
        />
      </StrictMode>,
    ),
  );

  // Offline use and updates (docs/decisions/0014): not part of the first download, and not in
  // `vite dev`, which has no service worker. It waits for the page to load, then for an idle moment,
  // so it never competes with the first screen for the network or the main thread.
  // `npm start`: the release receiver writes the content files again on a publish
  // (docs/decisions/0036); the dev server says so, and the page offers it like a new version.
  if (import.meta.hot) offerWrittenContent(import.meta.hot);
  // The lesson's lazy pieces (a celebration, the skills page, an offer) are fetched once the page
  // has loaded and is idle, on every visit: on a first visit the service worker does not control
  // the page yet, and a connection dropped after this point still finds their code in the page
  // (docs/decisions/0067-no-lazy-piece-takes-a-lesson-down.md).
  const warmLazyPieces = () => whenIdle(() => void warmMoments(), 1000);
  if (document.readyState === 'complete') warmLazyPieces();
  else window.addEventListener('load', warmLazyPieces, { once: true });
  if (import.meta.env.PROD) {
    const startOfflineUse = () =>
      whenIdle(() => {
        import('./app/updates/start-updates.ts')
          .then(({ startUpdates }) => startUpdates(i18n, servedBuild))
          .catch((error: unknown) => console.error('Starting offline use failed', error));
      }, 1000);
    if (document.readyState === 'complete') startOfflineUse();
    else window.addEventListener('load', startOfflineUse, { once: true });
  }
}

const language = storedLanguage();
// English strings are a chunk of their own (src/locales/i18n.ts): only an English start waits for
// them. Not a top-level await: that made the bundler split the first download into more files.
const strings = messagesFor(language).then(
  (messages) => createI18n(language, messages),
  // Offline before the English strings were ever kept on this device: Portuguese, not a blank page.
  () => createI18n(SOURCE_LOCALE, ptBR),
);
// With the page's first-paint frame in #root (docs/decisions/0041), the browser shows it before
// React's first render takes the main thread: a script that arrived fast would otherwise run first.
const painted = new Promise<void>((resolve) => {
  if (root.firstElementChild) requestAnimationFrame(() => setTimeout(resolve, 0));
  else resolve();
});
void Promise.all([strings, painted]).then(([i18n]) => start(root, i18n));
