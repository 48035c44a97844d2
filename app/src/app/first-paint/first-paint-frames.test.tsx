// The build draws these frames (vite-first-paint.ts); a component that cannot be drawn outside a
// browser (say, one reading localStorage while rendering) fails here before it fails the build.
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  FIRST_PAINT_WAIT_MS,
  firstPaintHtml,
  startScriptsAfterPaint,
} from '../../../vite-first-paint.ts';
import { firstPaintFrames } from './first-paint-frames.tsx';

describe('firstPaintFrames', () => {
  const frames = firstPaintFrames();

  it('draws the sign-in page: its heading and the form', () => {
    expect(frames.auth).toContain(
      '<h1 id="auth-title" class="auth-card__title">Treinamento de Habilidades Sociais</h1>',
    );
    expect(frames.auth).toContain('<label for=');
    expect(frames.auth).not.toContain('top-bar');
  });

  it('draws the signed-in shell while the session is read: the top bar and the home heading', () => {
    expect(frames.shell).toContain('class="top-bar"');
    expect(frames.shell).toContain('>Sair</button>');
    expect(frames.shell).toContain('Carregando...');
    expect(frames.shell).not.toContain('auth-card');
  });

  it('shows no frame to a learner in another language, whose strings are not the frames’', () => {
    const html = firstPaintHtml(frames);
    expect(html).toContain('["en"].indexOf(localStorage.getItem(\'ths:language\'))');
    expect(html).toContain('<template id="first-paint-auth">');
    expect(html).toContain('<template id="first-paint-shell">');
  });

  it('puts the sign-in frame in #root on /auth, inert, and says which frame it is', () => {
    window.history.pushState({}, '', '/auth');
    document.body.innerHTML = `<div id="root"></div>${firstPaintHtml(frames)}`;
    const picker = /<script>([\s\S]*?)<\/script>/.exec(document.body.innerHTML)?.[1];
    if (picker === undefined) throw new Error('no inline script in the frames');
    new Function(picker)();
    const root = document.getElementById('root');
    expect(root?.getAttribute('data-first-paint')).toBe('auth');
    expect(root?.querySelector('h1')?.textContent).toBe('Treinamento de Habilidades Sociais');
    expect((root?.firstElementChild as HTMLElement | null)?.inert).toBe(true);
    window.history.pushState({}, '', '/');
  });
});

describe('startScriptsAfterPaint', () => {
  const built = [
    '<html><head>',
    '    <script type="module" crossorigin src="/assets/index-a.js"></script>',
    '    <link rel="modulepreload" crossorigin href="/assets/b.js">',
    '    <link rel="modulepreload" crossorigin href="/assets/c.js">',
    '    <link rel="stylesheet" crossorigin href="/assets/index-c.css">',
    '</head><body><div id="root"></div></body></html>',
  ].join('\n');

  type Start = { frame?: 'auth' | 'shell'; visible: boolean; paintTiming: boolean };

  /** Runs the page's inline loader in a document like the built one; returns what it added. */
  function runLoader(html: string, { frame, visible, paintTiming }: Start) {
    const frames: FrameRequestCallback[] = [];
    const timers: { run: () => void; ms: number }[] = [];
    const observers: ((list: { getEntriesByName: (name: string) => unknown[] }) => void)[] = [];
    document.head.innerHTML = '';
    document.body.innerHTML = `<div id="root"${frame ? ` data-first-paint="${frame}"` : ''}></div>`;
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue(visible ? 'visible' : 'hidden');
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) =>
      frames.push(callback),
    );
    vi.stubGlobal('setTimeout', (run: () => void, ms: number) => timers.push({ run, ms }));
    vi.stubGlobal(
      'PerformanceObserver',
      paintTiming
        ? Object.assign(
            function PerformanceObserver(callback: (typeof observers)[number]) {
              observers.push(callback);
              return { observe: () => {} };
            },
            { supportedEntryTypes: ['paint', 'largest-contentful-paint'] },
          )
        : undefined,
    );
    const loader = /<script>([\s\S]*?)<\/script>/.exec(html)?.[1];
    if (loader === undefined) throw new Error('no inline loader in the page');
    // The page's own inline script, exactly as the build writes it.
    new Function(loader)();
    const added = () =>
      Array.from(document.head.children, (element) =>
        element instanceof HTMLScriptElement
          ? `script ${element.type} ${element.getAttribute('src')} crossorigin=${element.getAttribute('crossorigin')}`
          : `${element.getAttribute('rel')} ${element.getAttribute('href')} crossorigin=${element.getAttribute('crossorigin')}`,
      );
    /** The browser reports paints named `names`, as a PerformanceObserver's list. */
    const report = (...names: string[]) =>
      observers.forEach((callback) =>
        callback({ getEntriesByName: (name) => names.filter((reported) => reported === name) }),
      );
    return { added, frames, timers, report };
  }

  /** The sign-in page opened in a visible tab. */
  const signInStart = ({ paintTiming }: { paintTiming: boolean }) =>
    runLoader(startScriptsAfterPaint(built), { frame: 'auth', visible: true, paintTiming });

  const STARTED = [
    'modulepreload /assets/b.js crossorigin=',
    'modulepreload /assets/c.js crossorigin=',
    'script module /assets/index-a.js crossorigin=',
  ];

  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('takes the entry script and its preloads out of the HTML, style sheets stay', () => {
    const html = startScriptsAfterPaint(built);
    expect(html).not.toContain('<script type="module"');
    expect(html).not.toContain('modulepreload" crossorigin href');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-c.css">');
    expect(html.indexOf('<script>')).toBeGreaterThan(html.indexOf('<div id="root">'));
  });

  it('starts the scripts once the browser reports the sign-in frame on screen, and only once', () => {
    const { added, report, timers } = signInStart({ paintTiming: true });
    expect(added()).toEqual([]);
    report('first-paint');
    expect(added()).toEqual([]);
    report('first-contentful-paint');
    expect(added()).toEqual(STARTED);
    // The longest wait, run later, adds nothing more.
    timers.forEach((timer) => timer.run());
    expect(added()).toEqual(STARTED);
  });

  it(`starts them after ${FIRST_PAINT_WAIT_MS} ms when no paint is reported`, () => {
    const { added, timers } = signInStart({ paintTiming: true });
    expect(timers.map((timer) => timer.ms)).toEqual([FIRST_PAINT_WAIT_MS]);
    timers[0]?.run();
    expect(added()).toEqual(STARTED);
  });

  it('without paint timing, starts them after the next animation frame', () => {
    const { added, frames, timers } = signInStart({ paintTiming: false });
    expect(added()).toEqual([]);
    frames.forEach((callback) => callback(0));
    expect(added()).toEqual([]);
    timers.forEach((timer) => timer.run());
    expect(added()).toEqual(STARTED);
  });

  it('starts them at once with no frame, the shell (scripts on the device) or a hidden page', () => {
    for (const start of [
      { visible: true, paintTiming: true },
      { frame: 'shell', visible: true, paintTiming: true },
      { frame: 'auth', visible: false, paintTiming: true },
    ] as const) {
      const { added, frames, timers } = runLoader(startScriptsAfterPaint(built), start);
      expect(frames).toEqual([]);
      expect(timers).toEqual([]);
      expect(added()).toEqual(STARTED);
    }
  });

  it('fails the build when Vite writes its entry script another way', () => {
    expect(() => startScriptsAfterPaint('<script type="module" src="/x.js"></script>')).toThrow(
      /no entry script/,
    );
  });
});
