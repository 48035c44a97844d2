import { LOCALES, SOURCE_LOCALE } from '@ths/content-model/locales';
import { createServer, type Plugin } from 'vite';
import type { FirstPaintFrames } from './src/app/first-paint/first-paint-frames.tsx';

/**
 * The page paints the app's frame before its JavaScript arrives (docs/decisions/0041): the
 * build draws the sign-in page and the signed-in shell's loading view with the app's own
 * components (a server render through Vite), keeps both in <template>s, and a few lines of inline
 * script put the right one in #root as the page is parsed. React replaces it with the same
 * drawing, so nothing moves; until then it is inert, so nothing typed into it can be lost.
 */
export function firstPaint(): Plugin {
  return {
    name: 'first-paint',
    apply: 'build',
    transformIndexHtml: {
      order: 'pre',
      handler: async (html) => {
        const frames = await drawFrames();
        const root = '<div id="root"></div>';
        if (!html.includes(root)) throw new Error(`index.html no longer has ${root}`);
        return html.replace(root, `${root}\n${firstPaintHtml(frames)}`);
      },
    },
  };
}

/**
 * The app's scripts after the style sheets and fonts: with the frame in the HTML, what the first
 * paint needs is the CSS and the fonts, and a phone's narrow connection should give them its
 * bandwidth first (docs/decisions/0041). The scripts still start at once, in parallel.
 */
export function scriptsAfterFrame(): Plugin {
  return {
    name: 'scripts-after-frame',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html) => lowerScriptPriority(html),
    },
  };
}

/** Marks the entry script and its module preloads `fetchpriority="low"`; exported for its test. */
export function lowerScriptPriority(html: string): string {
  const marked = html
    .replaceAll(
      '<script type="module" crossorigin ',
      '<script type="module" crossorigin fetchpriority="low" ',
    )
    .replaceAll(
      '<link rel="modulepreload" crossorigin ',
      '<link rel="modulepreload" crossorigin fetchpriority="low" ',
    );
  if (!marked.includes('<script type="module" crossorigin fetchpriority="low" '))
    throw new Error('index.html has no entry script in the form Vite writes it');
  return marked;
}

async function drawFrames(): Promise<FirstPaintFrames> {
  const server = await createServer({
    configFile: false,
    root: import.meta.dirname,
    logLevel: 'error',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false },
  });
  try {
    const module = (await server.ssrLoadModule('/src/app/first-paint/first-paint-frames.tsx')) as {
      firstPaintFrames: () => FirstPaintFrames;
    };
    return module.firstPaintFrames();
  } finally {
    await server.close();
  }
}

/** The two frames and the script that picks one; exported for its test. */
export function firstPaintHtml(frames: FirstPaintFrames): string {
  // Frames are drawn in the source language: another language's start shows none.
  const otherLanguages = LOCALES.map(({ id }) => id).filter((id) => id !== SOURCE_LOCALE);
  return `<template id="first-paint-auth">${frames.auth}</template>
<template id="first-paint-shell">${frames.shell}</template>
<script>
  (function () {
    try {
      if (${JSON.stringify(otherLanguages)}.indexOf(localStorage.getItem('ths:language')) >= 0) return;
      var signedIn = false;
      for (var i = 0; i < localStorage.length; i++) {
        if (/^sb-.+-auth-token$/.test(localStorage.key(i))) signedIn = true;
      }
      var path = location.pathname;
      var frame = path === '/auth' || (path === '/' && !signedIn) ? 'auth' : path === '/' ? 'shell' : '';
      if (!frame) return;
      var root = document.getElementById('root');
      root.appendChild(document.getElementById('first-paint-' + frame).content.cloneNode(true));
      for (var child = root.firstElementChild; child; child = child.nextElementSibling) child.inert = true;
    } catch (error) {
      // Storage blocked or an old browser: the page paints when the script arrives, as before.
    }
  })();
</script>`;
}
