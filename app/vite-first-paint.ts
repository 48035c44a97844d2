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
 * On the sign-in page the app's scripts start once its frame is on screen (docs/decisions/0041):
 * their download would otherwise compete with the style sheets and fonts the frame needs, and on a
 * slow phone the frame would wait for them. Vite's entry script and module preloads are taken out
 * of the HTML and added by a few lines of inline script.
 */
export function scriptsAfterFirstPaint(): Plugin {
  return {
    name: 'scripts-after-first-paint',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html) => startScriptsAfterPaint(html),
    },
  };
}

const ENTRY_SCRIPT = /[ \t]*<script type="module" crossorigin src="([^"]+)"><\/script>\n?/;
const MODULE_PRELOAD = /[ \t]*<link rel="modulepreload" crossorigin href="([^"]+)">\n?/g;

/** Moves the entry script and its preloads into the after-paint loader; exported for its test. */
export function startScriptsAfterPaint(html: string): string {
  const entry = ENTRY_SCRIPT.exec(html)?.[1];
  if (entry === undefined)
    throw new Error('index.html has no entry script in the form Vite writes it');
  const preloads = Array.from(html.matchAll(MODULE_PRELOAD), (match) => match[1] ?? '');
  const body = '</body>';
  if (!html.includes(body)) throw new Error(`index.html no longer has ${body}`);
  return html
    .replace(ENTRY_SCRIPT, '')
    .replaceAll(MODULE_PRELOAD, '')
    .replace(body, `${scriptLoader(entry, preloads)}\n  ${body}`);
}

/** The longest the sign-in page's scripts wait for its frame to be shown. */
export const FIRST_PAINT_WAIT_MS = 2000;

function scriptLoader(entry: string, preloads: string[]): string {
  // Only the sign-in frame waits: its page is a first visit, whose style sheets and fonts come over
  // the network. The signed-in shell's scripts come from the device (the service worker), and
  // main.tsx lets the browser show that frame before React's first render. A hidden page paints
  // nothing, so it does not wait either. The wait ends when the browser reports the frame on screen
  // (its first contentful paint); a browser without paint timing waits one animation frame.
  return `<script>
  (function () {
    var started = false;
    function start() {
      if (started) return;
      started = true;
      ${JSON.stringify(preloads)}.forEach(function (href) {
        var link = document.createElement('link');
        link.rel = 'modulepreload';
        link.crossOrigin = '';
        link.href = href;
        document.head.appendChild(link);
      });
      var script = document.createElement('script');
      script.type = 'module';
      script.crossOrigin = '';
      script.src = ${JSON.stringify(entry)};
      document.head.appendChild(script);
    }
    var frame = document.getElementById('root').getAttribute('data-first-paint');
    var paintTiming =
      typeof PerformanceObserver !== 'undefined' &&
      (PerformanceObserver.supportedEntryTypes || []).indexOf('paint') >= 0;
    if (frame !== 'auth' || document.visibilityState !== 'visible') {
      start();
    } else if (paintTiming) {
      new PerformanceObserver(function (list) {
        if (list.getEntriesByName('first-contentful-paint').length > 0) start();
      }).observe({ type: 'paint', buffered: true });
      document.addEventListener('visibilitychange', start);
      setTimeout(start, ${FIRST_PAINT_WAIT_MS});
    } else {
      requestAnimationFrame(function () {
        setTimeout(start, 0);
      });
    }
  })();
</script>`;
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
      root.setAttribute('data-first-paint', frame);
      root.appendChild(document.getElementById('first-paint-' + frame).content.cloneNode(true));
      for (var child = root.firstElementChild; child; child = child.nextElementSibling) child.inert = true;
    } catch (error) {
      // Storage blocked or an old browser: the page paints when the script arrives, as before.
    }
  })();
</script>`;
}
