import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/**
 * Sign-in and progress go to Supabase, another origin: index.html opens that connection while
 * the JavaScript downloads, when the URL is known at build time (`npm start`, the e2e build
 * and a deployment always set it).
 */
function preconnectSupabase(): Plugin {
  let url: string | undefined;
  return {
    name: 'preconnect-supabase',
    configResolved: (config) => {
      url = config.env.VITE_SUPABASE_URL as string | undefined;
    },
    transformIndexHtml: () =>
      url
        ? [
            {
              tag: 'link',
              attrs: { rel: 'preconnect', href: url, crossorigin: '' },
              injectTo: 'head',
            },
          ]
        : [],
  };
}

export default defineConfig({
  plugins: [react(), preconnectSupabase()],
  // scripts/size-report.ts reads dist/.vite/manifest.json to sum first-load JS per route.
  // The budget that matters is first-load JS per route (170 kB gzip, `pnpm size`), not Vite's
  // 500 kB raw warning: the sign-in and training pages are one chunk on purpose (decision 0007).
  build: { manifest: true, chunkSizeWarningLimit: 600 },
});
