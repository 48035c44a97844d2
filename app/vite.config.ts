import react from '@vitejs/plugin-react';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { pwaOptions } from './pwa.config.ts';
import { CONTENT_WRITTEN } from './src/app/updates/written-content.ts';
import { firstLoadGroup } from './vite-first-load-chunk.ts';
import { firstPaint, scriptsAfterFirstPaint } from './vite-first-paint.ts';

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

/**
 * The two Latin faces of the app's font are found only once the CSS is parsed; preloading them
 * lets them arrive beside the JavaScript, before the first text is drawn, so the text is not
 * drawn twice (a late font swap moved the largest paint in Lighthouse, decision 0008).
 */
function preloadFonts(): Plugin {
  let base = '/';
  return {
    name: 'preload-fonts',
    apply: 'build',
    configResolved: (config) => {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler: (_html, { bundle }) =>
        Object.keys(bundle ?? {})
          .filter((file) => /latin-(400|700)-normal-[\w-]+\.woff2$/.test(file))
          .map((file) => ({
            tag: 'link',
            attrs: {
              rel: 'preload',
              href: `${base}${file}`,
              as: 'font',
              type: 'font/woff2',
              crossorigin: '',
            },
            injectTo: 'head' as const,
          })),
    },
  };
}

/**
 * The tab's icon (the mascot, 1.3 kB) is written into the built index.html: Chromium asks for the page's
 * icon again at each change of address (each scenario), and that request, through the service
 * worker, could restart the old worker while a new version is being taken, which then waits
 * (docs/decisions/0014). public/favicon.svg stays the source (the PNG icons are drawn from it).
 */
function inlineFavicon(): Plugin {
  const svg = readFileSync(new URL('public/favicon.svg', import.meta.url));
  const dataUrl = `data:image/svg+xml;base64,${svg.toString('base64')}`;
  return {
    name: 'inline-favicon',
    apply: 'build',
    transformIndexHtml: (html) => {
      const linked = 'href="/favicon.svg"';
      if (!html.includes(linked)) throw new Error(`index.html no longer has ${linked}`);
      return html.replace(linked, `href="${dataUrl}"`);
    },
  };
}

const GENERATED = fileURLToPath(new URL('src/content/generated/', import.meta.url));

/**
 * `npm start`: when the release receiver writes the content again (a publish, docs/decisions/0036),
 * the page is told, and offers 'Conteúdo novo' between scenarios (docs/decisions/0056). Vite's own
 * hot update reran the content modules under the page and changed nothing on screen: the
 * scenarios already loaded stay in the page's query cache for the whole visit.
 */
function contentWritten(): Plugin {
  return {
    name: 'content-written',
    apply: 'serve',
    hotUpdate({ file }) {
      if (this.environment.name !== 'client' || !file.startsWith(GENERATED)) return;
      this.environment.hot.send({ type: 'custom', event: CONTENT_WRITTEN });
      return [];
    },
  };
}

export default defineConfig({
  plugins: [
    react(),
    firstPaint(),
    scriptsAfterFirstPaint(),
    preconnectSupabase(),
    preloadFonts(),
    inlineFavicon(),
    contentWritten(),
    VitePWA(pwaOptions),
  ],
  // scripts/size-report.ts reads dist/.vite/manifest.json to sum first-load JS per route.
  // The budget that matters is first-load JS per route (170 kB gzip, `pnpm size`), not Vite's
  // 500 kB raw warning: the sign-in and training pages are one chunk on purpose (decision 0007).
  build: {
    manifest: true,
    chunkSizeWarningLimit: 600,
    rolldownOptions: { output: { codeSplitting: { groups: [firstLoadGroup()] } } },
  },
});
