// @ts-check
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import pluginQuery from '@tanstack/eslint-plugin-query';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/**
 * Code flows one way: content-model ← studio, content-export ← app. Nothing imports the app.
 * The local backend stands alone: the app reaches it over HTTP only.
 */
const restricted = (...patterns) => ({
  'no-restricted-imports': ['error', { patterns }],
});

const APP = { group: ['@ths/app', '@ths/app/*'], message: 'Nothing imports the app.' };
const STUDIO = {
  group: ['@ths/studio', '@ths/studio/*', 'sanity', 'sanity/*', '@sanity/ui', '@sanity/icons'],
  message: 'Only the Studio (and the tests that check it) use the Studio and its UI.',
};
const EXPORT = {
  group: ['@ths/content-export', '@ths/content-export/*', '@sanity/client', 'groq-js'],
  message: 'Only the export reads the dataset; the others import the bundle it writes.',
};

/** The app's shared folders: features and the app shell build on them, never the reverse. */
const APP_SHARED = ['components', 'lib', 'session', 'content', 'locales', 'config'].map(
  (folder) => `./app/src/${folder}`,
);

/** Every feature, read from the folder: a new one is covered without editing this file. */
const FEATURES = readdirSync(new URL('./app/src/features', import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/',
      '**/dist/',
      'artifacts/',
      '.tools/',
      'app/src/content/generated/',
      'content-export/src/sanity.types.ts',
      'studio/.sanity/',
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  // Plain scripts the app's service worker imports (app/pwa.config.ts).
  { files: ['app/public/*.js'], languageOptions: { globals: globals.serviceworker } },
  // The main-thread bench's baseline page (e2e/bench/baseline), plain JavaScript in the browser.
  { files: ['e2e/bench/baseline/*.js'], languageOptions: { globals: globals.browser } },
  {
    languageOptions: {
      globals: { ...globals.node },
      parserOptions: {
        projectService: {
          allowDefaultProject: [
            '*.js',
            'scripts/*.mjs',
            'app/public/*.js',
            'e2e/bench/baseline/*.js',
          ],
        },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [createNodeResolver()] },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      'import-x/no-relative-packages': 'error',
      'import-x/no-duplicates': 'error',
    },
  },
  {
    files: ['packages/content-model/**'],
    rules: restricted(APP, STUDIO, EXPORT, {
      group: ['node:*', 'react', 'react-dom', '@supabase/*'],
      message: 'Shared packages are pure TypeScript: no I/O and no UI.',
    }),
  },
  {
    files: ['packages/training/**'],
    rules: restricted(APP, STUDIO, EXPORT, {
      group: ['node:*', 'react', 'react-dom', '@supabase/*'],
      message: 'Shared packages are pure TypeScript: no I/O and no UI.',
    }),
  },
  {
    // The local backend is a server: I/O is its job, but it serves the app, never imports it.
    files: ['packages/local-supabase/**'],
    rules: restricted(APP, STUDIO, EXPORT, {
      group: ['react', 'react-dom'],
      message: 'The backend has no UI.',
    }),
  },
  {
    // The Studio's offline validation answers its rules' queries with groq-js, so only the
    // export package itself is off limits.
    files: ['studio/**'],
    rules: restricted(APP, {
      // Except the release check: the Studio asks it, with the export's own rules, whether an
      // action would leave content the export refuses (docs/decisions/0059-…).
      regex: '^@ths/content-export(?!/release-check$)(/.*)?$',
      message: `${EXPORT.message} The Studio asks only @ths/content-export/release-check.`,
    }),
  },
  {
    files: ['content-export/**', 'content-quality/**'],
    rules: restricted(APP, STUDIO, {
      group: ['react', 'react-dom'],
      message: 'The export and the quality report have no UI.',
    }),
  },
  {
    // The browser tests drive the app from outside, as a learner does: over HTTP and the
    // screen. They read the content bundles the app was built with, and nothing else of it.
    files: ['e2e/**'],
    rules: {
      ...restricted(STUDIO, EXPORT, {
        regex: '^@ths/app($|/(?!content/))',
        message: 'The browser tests may read the content bundles (@ths/app/content/*) only.',
      }),
      // Playwright reads a fixture's dependencies from its destructured first parameter.
      'no-empty-pattern': ['error', { allowObjectPatternsAsParameters: true }],
    },
  },
  {
    files: ['app/**'],
    languageOptions: { globals: { ...globals.browser } },
    rules: restricted(STUDIO, EXPORT),
  },
  {
    files: ['app/src/**/*.{ts,tsx}'],
    extends: [
      reactHooks.configs.flat['recommended-latest'],
      pluginQuery.configs['flat/recommended'],
    ],
  },
  {
    // Code flows one way: shared pieces → features → app. A feature never imports another
    // feature or the app shell (house style; bulletproof-react's zones).
    files: ['app/src/**'],
    plugins: { 'import-x': importX },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...FEATURES.map((feature) => ({
              target: `./app/src/features/${feature}`,
              from: './app/src/features',
              except: [`./${feature}`],
              message: 'A feature never imports another feature; the app composes them.',
            })),
            {
              target: ['./app/src/features', ...APP_SHARED],
              from: './app/src/app',
              message: 'Only the app shell composes routes; nothing imports it.',
            },
            {
              target: APP_SHARED,
              from: './app/src/features',
              message: 'Shared pieces do not depend on features.',
            },
          ],
        },
      ],
    },
  },
);
