// The installable, offline app (issue 19, docs/decisions/0014): Workbox precaches every file of
// the build, so after one visit the app opens with no network. Progress never goes through the
// service worker: Supabase (its own origin, or /auth/v1 and /rest/v1 behind a proxy) is neither
// precached nor cached at run time; answers given offline wait in the app's outbox.
import type { VitePWAOptions } from 'vite-plugin-pwa';

// The Supabase APIs, should a deployment serve them from the app's own origin.
const SUPABASE_PATHS = [/^\/auth\/v1\//, /^\/rest\/v1\//, /^\/storage\/v1\//, /^\/realtime\/v1\//];

// From packages/learner-ui/src/styles/tokens.css: the page (--color-bg) and the action colour (--color-primary).
const PAGE_COLOUR = '#fbf7f1';
const PRIMARY_COLOUR = '#1d6b67';

// English names by the manifest's own localisation (W3C `*_localized` members, which
// vite-plugin-pwa's types do not know yet). Chromium does not read them yet
// (issues.chromium.org/issues/380491647): it shows the pt-BR names.
const ENGLISH_NAMES = {
  name_localized: { en: 'Social Skills Training' },
  short_name_localized: { en: 'Social Skills' },
  description_localized: { en: 'Practise everyday social situations, at your own pace.' },
};

export const pwaOptions: Partial<VitePWAOptions> = {
  // A new version waits until the learner is between scenarios (app/src/app/updates); the app
  // registers the worker itself, lazily, after the page has loaded (main.tsx).
  registerType: 'prompt',
  injectRegister: false,
  // `vite dev` and the unit tests run without a service worker.
  devOptions: { enabled: false },
  // The icons are build files like any other, precached by the glob below.
  includeManifestIcons: false,
  workbox: {
    // Every file of the build by kind, so new chunks (per locale, per phase) are precached as
    // they appear; .vite/manifest.json (a dot folder) is not matched.
    globPatterns: ['**/*.{js,css,html,woff2,svg,png,ico,webmanifest}'],
    // Any app address opened offline (/, /auth, /?view=…) is the app's index.html.
    navigateFallback: 'index.html',
    navigateFallbackDenylist: SUPABASE_PATHS,
    cleanupOutdatedCaches: true,
    // Requests to other origins (Supabase) bypass the worker entirely (static routing): they
    // cannot wake the old worker while a new version is being taken (public/sw-network-routes.js).
    importScripts: ['sw-network-routes.js'],
    // No runtimeCaching: nothing else, and nothing of another origin, is ever cached.
  },
  manifest: {
    id: '/',
    name: 'Treinamento de Habilidades Sociais',
    short_name: 'Habilidades',
    description: 'Pratique situações sociais do dia a dia, no seu ritmo.',
    lang: 'pt-BR',
    dir: 'ltr',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: PAGE_COLOUR,
    theme_color: PRIMARY_COLOUR,
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      {
        src: '/icons/icon-maskable-512.png',
        sizes: '512x512',
        type: 'image/png',
        purpose: 'maskable',
      },
    ],
    ...ENGLISH_NAMES,
  },
};
