// The build draws these frames (vite-first-paint.ts); a component that cannot be drawn outside a
// browser (say, one reading localStorage while rendering) fails here before it fails the build.
import { describe, expect, it } from 'vitest';
import { firstPaintHtml, lowerScriptPriority } from '../../../vite-first-paint.ts';
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
});

describe('lowerScriptPriority', () => {
  it('lets the style sheets and fonts go first: the entry script and its preloads ask for low priority', () => {
    const built = [
      '<script type="module" crossorigin src="/assets/index-a.js"></script>',
      '<link rel="modulepreload" crossorigin href="/assets/b.js">',
      '<link rel="stylesheet" crossorigin href="/assets/index-c.css">',
    ].join('\n');
    expect(lowerScriptPriority(built).split('\n')).toEqual([
      '<script type="module" crossorigin fetchpriority="low" src="/assets/index-a.js"></script>',
      '<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/b.js">',
      '<link rel="stylesheet" crossorigin href="/assets/index-c.css">',
    ]);
  });

  it('fails the build when Vite writes its entry script another way', () => {
    expect(() => lowerScriptPriority('<script type="module" src="/x.js"></script>')).toThrow(
      /no entry script/,
    );
  });
});
