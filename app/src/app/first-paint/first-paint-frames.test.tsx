// The build draws these frames (vite-first-paint.ts); a component that cannot be drawn outside a
// browser (say, one reading localStorage while rendering) fails here before it fails the build.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { firstPaintHtml, startScriptsAfterPaint } from '../../../vite-first-paint.ts';
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

  /** Runs the page's inline scripts in a document like the built one; returns what they added. */
  function runLoader(
    html: string,
    { frame, visible }: { frame?: 'auth' | 'shell'; visible: boolean },
  ) {
    const frames: FrameRequestCallback[] = [];
    const timers: (() => void)[] = [];
    document.head.innerHTML = '';
    document.body.innerHTML = `<div id="root"${frame ? ` data-first-paint="${frame}"` : ''}></div>`;
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue(visible ? 'visible' : 'hidden');
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) =>
      frames.push(callback),
    );
    vi.stubGlobal('setTimeout', (callback: () => void) => timers.push(callback));
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
    return { added, frames, timers };
  }

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

  it('starts the scripts only after the sign-in frame has been painted', () => {
    const { added, frames, timers } = runLoader(startScriptsAfterPaint(built), {
      frame: 'auth',
      visible: true,
    });
    expect(added()).toEqual([]);
    frames.forEach((callback) => callback(0));
    expect(added()).toEqual([]);
    timers.forEach((callback) => callback());
    expect(added()).toEqual([
      'modulepreload /assets/b.js crossorigin=',
      'modulepreload /assets/c.js crossorigin=',
      'script module /assets/index-a.js crossorigin=',
    ]);
  });

  it('starts them at once with no frame, the shell (scripts on the device) or a hidden page', () => {
    for (const start of [
      { visible: true },
      { frame: 'shell', visible: true },
      { frame: 'auth', visible: false },
    ] as const) {
      const { added, frames } = runLoader(startScriptsAfterPaint(built), start);
      expect(frames).toEqual([]);
      expect(added()).toContain('script module /assets/index-a.js crossorigin=');
    }
  });

  it('fails the build when Vite writes its entry script another way', () => {
    expect(() => startScriptsAfterPaint('<script type="module" src="/x.js"></script>')).toThrow(
      /no entry script/,
    );
  });
});
