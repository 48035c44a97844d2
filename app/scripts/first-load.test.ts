// @vitest-environment node
import type { Manifest } from 'vite';
import { describe, expect, test } from 'vitest';
import {
  ROUTES,
  allCss,
  contentChunks,
  entryKey,
  largestPerLocale,
  lazyChunks,
  manifestProblems,
  routeAfterFirstRender,
  routeFirstLoad,
  staticClosure,
} from './first-load.ts';

const FSRS = '../packages/training/src/fsrs.ts';
const JOURNEY = 'src/features/journey/journey-screens.tsx';
const SUPABASE =
  '../node_modules/.pnpm/@supabase+supabase-js@2.119.1/node_modules/@supabase/supabase-js/dist/index.mjs';

// Shaped like a real Vite 8 manifest of the app: the entry imports react and a shared chunk
// that also imports react (a diamond); the routes share a UI chunk; Supabase and the content
// pieces (an index and a chunk per phase, per locale) are dynamic entries.
const manifest: Manifest = {
  'index.html': {
    file: 'assets/index.js',
    name: 'index',
    src: 'index.html',
    isEntry: true,
    imports: ['_react.js', '_shared.js'],
    dynamicImports: [
      'src/app/routes/auth-route.tsx',
      'src/app/signed-in/signed-in-shell.tsx',
      'src/app/routes/not-found-route.tsx',
    ],
    css: ['assets/index.css'],
  },
  '_react.js': { file: 'assets/react.js', name: 'react' },
  '_shared.js': { file: 'assets/shared.js', name: 'shared', imports: ['_react.js'] },
  '_ui.js': { file: 'assets/ui.js', name: 'ui', imports: ['_react.js', 'index.html'] },
  '_forms.js': { file: 'assets/forms.js', name: 'forms', imports: ['_ui.js'] },
  'src/app/routes/auth-route.tsx': {
    file: 'assets/auth-route.js',
    name: 'auth-route',
    src: 'src/app/routes/auth-route.tsx',
    isDynamicEntry: true,
    imports: ['_forms.js', '_ui.js', 'index.html'],
    dynamicImports: [SUPABASE],
    css: ['assets/auth-route.css'],
  },
  'src/app/signed-in/signed-in-shell.tsx': {
    file: 'assets/signed-in-shell.js',
    name: 'signed-in-shell',
    src: 'src/app/signed-in/signed-in-shell.tsx',
    isDynamicEntry: true,
    imports: ['_ui.js', 'index.html'],
    dynamicImports: [
      FSRS,
      JOURNEY,
      'src/content/generated/pt-BR.index.ts',
      'src/content/generated/pt-BR.phase-1.ts',
      'src/content/generated/pt-BR.phase-2.ts',
      'src/content/generated/en.index.ts',
      'src/content/generated/en.phase-1.ts',
    ],
    css: ['assets/index.css'],
  },
  'src/app/routes/not-found-route.tsx': {
    file: 'assets/not-found-route.js',
    name: 'not-found-route',
    src: 'src/app/routes/not-found-route.tsx',
    isDynamicEntry: true,
    imports: ['index.html'],
  },
  [SUPABASE]: {
    file: 'assets/dist.js',
    name: 'dist',
    src: SUPABASE,
    isDynamicEntry: true,
    imports: ['_shared.js'],
  },
  [FSRS]: {
    file: 'assets/fsrs.js',
    name: 'fsrs',
    src: FSRS,
    isDynamicEntry: true,
    imports: ['index.html'],
  },
  [JOURNEY]: {
    file: 'assets/journey-screens.js',
    name: 'journey-screens',
    src: JOURNEY,
    isDynamicEntry: true,
    imports: ['_ui.js', 'index.html'],
  },
  ...contentEntry('pt-BR.phase-2'),
  ...contentEntry('pt-BR.index'),
  ...contentEntry('pt-BR.phase-1'),
  ...contentEntry('en.phase-1'),
  ...contentEntry('en.index'),
};

/** A content piece as Vite lists it: src/content/generated/<name>.ts, built to assets/<name>.js. */
function contentEntry(name: string): Manifest {
  const src = `src/content/generated/${name}.ts`;
  return { [src]: { file: `assets/${name}.js`, name, src, isDynamicEntry: true } };
}

/** The fixture without some keys, as if those modules had not been built. */
const without = (...keys: string[]): Manifest =>
  Object.fromEntries(Object.entries(manifest).filter(([key]) => !keys.includes(key)));

describe('staticClosure', () => {
  test('follows imports transitively and lists a chunk reached twice (diamond) once', () => {
    expect(staticClosure(manifest, 'index.html')).toEqual([
      'assets/index.js',
      'assets/react.js',
      'assets/shared.js',
    ]);
  });

  test('does not follow dynamic imports', () => {
    const files = staticClosure(manifest, 'src/app/signed-in/signed-in-shell.tsx');
    expect(files).not.toContain('assets/pt-BR.index.js');
    expect(files).not.toContain('assets/en.phase-1.js');
    expect(staticClosure(manifest, 'index.html')).not.toContain('assets/auth-route.js');
  });

  test('survives an import cycle (shared chunks import the entry back)', () => {
    expect(staticClosure(manifest, '_ui.js')).toEqual([
      'assets/ui.js',
      'assets/react.js',
      'assets/index.js',
      'assets/shared.js',
    ]);
  });

  test('names a key that is missing', () => {
    expect(() => staticClosure(manifest, 'src/nope.ts')).toThrow('"src/nope.ts"');
    const broken: Manifest = { a: { file: 'a.js', imports: ['_gone.js'] } };
    expect(() => staticClosure(broken, 'a')).toThrow('Chunk imported by "a" "_gone.js"');
  });
});

describe('routeFirstLoad', () => {
  test('is the entry closure plus the route closure, shared chunks counted once', () => {
    expect(routeFirstLoad(manifest, 'src/app/routes/auth-route.tsx')).toEqual([
      'assets/index.js',
      'assets/react.js',
      'assets/shared.js',
      'assets/auth-route.js',
      'assets/forms.js',
      'assets/ui.js',
    ]);
    expect(routeFirstLoad(manifest, 'src/app/routes/not-found-route.tsx')).toEqual([
      'assets/index.js',
      'assets/react.js',
      'assets/shared.js',
      'assets/not-found-route.js',
    ]);
  });

  test('a route in the entry chunk (module null) loads the entry closure alone', () => {
    expect(routeFirstLoad(manifest, null)).toEqual(staticClosure(manifest, 'index.html'));
  });

  test('a route dynamic import (Supabase) does not count', () => {
    expect(routeFirstLoad(manifest, 'src/app/routes/auth-route.tsx')).not.toContain(
      'assets/dist.js',
    );
  });

  test('a missing route module fails naming it and the route modules that exist', () => {
    expect(() => routeFirstLoad(manifest, 'src/app/routes/profile-route.tsx')).toThrow(
      /Route module "src\/app\/routes\/profile-route\.tsx" is not in the Vite manifest.*auth-route\.tsx/,
    );
  });

  test('needs exactly one entry', () => {
    const noEntry = without('index.html');
    expect(() => entryKey(noEntry)).toThrow('found 0: none');
    expect(() => routeFirstLoad(noEntry, 'src/app/routes/not-found-route.tsx')).toThrow(
      'exactly one entry',
    );
  });
});

describe('lazy chunks right after first render', () => {
  test('finds the Supabase client by its src under node_modules, the scheduler and pt-BR content by src', () => {
    expect(lazyChunks(manifest)).toEqual([
      { label: 'Supabase client', key: SUPABASE, file: 'assets/dist.js' },
      { label: 'review scheduler', key: FSRS, file: 'assets/fsrs.js' },
      { label: 'journey views', key: JOURNEY, file: 'assets/journey-screens.js' },
      {
        label: 'pt-BR content index',
        key: 'src/content/generated/pt-BR.index.ts',
        file: 'assets/pt-BR.index.js',
      },
      {
        label: 'pt-BR phase 1',
        key: 'src/content/generated/pt-BR.phase-1.ts',
        file: 'assets/pt-BR.phase-1.js',
      },
    ]);
  });

  test('adds the lazy chunks and their static imports, but not English nor later phases', () => {
    const files = routeAfterFirstRender(manifest, 'src/app/routes/not-found-route.tsx');
    expect(files).toEqual([
      'assets/index.js',
      'assets/react.js',
      'assets/shared.js',
      'assets/not-found-route.js',
      'assets/dist.js',
      'assets/fsrs.js',
      'assets/journey-screens.js',
      'assets/ui.js',
      'assets/pt-BR.index.js',
      'assets/pt-BR.phase-1.js',
    ]);
    expect(files).not.toContain('assets/en.index.js');
    expect(files).not.toContain('assets/pt-BR.phase-2.js');
  });

  test('fails naming what is missing', () => {
    expect(() => lazyChunks(without(SUPABASE))).toThrow(
      /Supabase client chunk: .*node_modules\/@supabase\/supabase-js\/.*found 0/,
    );
    // Imported statically, supabase-js is no dynamic entry and must not be taken for one.
    const bundled: Manifest = {
      ...manifest,
      [SUPABASE]: { file: 'assets/dist.js', src: SUPABASE },
    };
    expect(() => lazyChunks(bundled)).toThrow('Supabase client chunk');
  });
});

test('manifestProblems lists every missing route module and lazy chunk at once', () => {
  const routes = [
    { path: '/auth', module: 'src/app/routes/auth-route.tsx' },
    { path: '/', module: null },
  ];
  const partial = without('src/app/routes/auth-route.tsx', 'src/content/generated/pt-BR.index.ts');
  const problems = manifestProblems(partial, routes);
  expect(problems).toHaveLength(2);
  expect(problems[0]).toContain('"src/app/routes/auth-route.tsx"');
  expect(problems[1]).toContain('pt-BR content index');
  expect(manifestProblems(manifest, routes)).toEqual([]);
  expect(manifestProblems(manifest, ROUTES)).toEqual([]);
});

test('allCss lists each CSS file once', () => {
  expect(allCss(manifest)).toEqual(['assets/index.css', 'assets/auth-route.css']);
});

describe('content chunks (decision 0015)', () => {
  test("lists each locale's index, then its phases in order, with the files to measure", () => {
    expect(contentChunks(manifest).map((chunk) => [chunk.locale, chunk.piece, chunk.file])).toEqual(
      [
        ['en', 'index', 'assets/en.index.js'],
        ['en', 'phase-1', 'assets/en.phase-1.js'],
        ['pt-BR', 'index', 'assets/pt-BR.index.js'],
        ['pt-BR', 'phase-1', 'assets/pt-BR.phase-1.js'],
        ['pt-BR', 'phase-2', 'assets/pt-BR.phase-2.js'],
      ],
    );
  });

  test('a build without content chunks fails, saying which files were expected', () => {
    const none = without(
      ...Object.keys(manifest).filter((key) => key.startsWith('src/content/generated/')),
    );
    expect(() => contentChunks(none)).toThrow(/No content chunk.*<locale>\.index\.ts/);
    expect(manifestProblems(none, [])).toContainEqual(expect.stringContaining('No content chunk'));
  });

  test('the largest chunk of each locale is the one the budget is about', () => {
    const sizes: Record<string, number> = {
      'assets/en.index.js': 900,
      'assets/en.phase-1.js': 9_300,
      'assets/pt-BR.index.js': 1_000,
      'assets/pt-BR.phase-1.js': 9_400,
      'assets/pt-BR.phase-2.js': 10_700,
    };
    const largest = largestPerLocale(contentChunks(manifest), (chunk) => sizes[chunk.file]!);
    expect(largest.map((chunk) => [chunk.locale, chunk.piece])).toEqual([
      ['en', 'phase-1'],
      ['pt-BR', 'phase-2'],
    ]);
  });
});
