// The scene and the reaction come from a lazy chunk (docs/decisions/0062): drawn once it arrives,
// in the learner's language; and neither a chunk that cannot load nor a drawing that throws takes
// the lesson down: nothing is drawn, the words around it stay.
import type { Scene } from '@ths/content-model/scene';
import { act, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, expect, test, vi } from 'vitest';
import { takeConsoleErrors } from '../../../../testing/console-errors.ts';
import { testI18n } from '../../../../testing/test-i18n.ts';

const SCENE: Scene = {
  setting: 'schoolyard',
  people: [
    {
      name: 'Kauê',
      look: {
        skin: 'tone4',
        hair: 'short1',
        hairColour: 'black',
        clothing: 'green',
        glasses: false,
        wheelchair: false,
        age: 'child',
      },
      feeling: 'embarrassed',
    },
  ],
  alt: 'No pátio, Kauê está sentado sozinho num banco, com cara de vergonha.',
};

afterEach(() => {
  vi.unstubAllGlobals();
  vi.doUnmock('./scene-drawings.tsx');
  vi.doUnmock('@ths/learner-ui/scene/scene-view');
  vi.resetModules();
});

/** The lesson around the drawing: its words must stay whatever happens to the picture. */
async function lessonWith(props: { reaction?: 'sad' }, locale: 'pt-BR' | 'en' = 'pt-BR') {
  const { LazySceneDrawing } = await import('./lazy-scene.tsx');
  render(
    <I18nextProvider i18n={testI18n(locale)}>
      <p>O novo colega</p>
      <LazySceneDrawing scene={SCENE} {...props} />
    </I18nextProvider>,
  );
  // The chunk is a dynamic import: let it arrive (or fail).
  await act(async () => {
    await import('./scene-drawings.tsx').catch(() => undefined);
  });
}

test('the scene is drawn as one image named by its alt text', async () => {
  await lessonWith({});
  expect(await screen.findByRole('img', { name: SCENE.alt })).toBeVisible();
});

test('on a phone the picture holds the people, to sit beside the words', async () => {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query === '(max-width: 39.99rem)',
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
  await lessonWith({});
  expect(await screen.findByRole('img', { name: SCENE.alt })).toHaveClass('scene--people');
});

test('on a wider screen the picture is the whole place', async () => {
  await lessonWith({});
  expect(await screen.findByRole('img', { name: SCENE.alt })).not.toHaveClass('scene--people');
});

test('the reaction is the first person’s face, named in the learner’s language', async () => {
  await lessonWith({ reaction: 'sad' });
  expect(await screen.findByRole('img', { name: 'O que Kauê sente: tristeza' })).toBeVisible();
  vi.resetModules();
  document.body.innerHTML = '';
  await lessonWith({ reaction: 'sad' }, 'en');
  expect(await screen.findByRole('img', { name: 'How Kauê feels: sad' })).toBeVisible();
});

test('a chunk that cannot be loaded draws nothing, and the lesson stays', async () => {
  vi.doMock('./scene-drawings.tsx', () => {
    throw new Error('Failed to fetch dynamically imported module');
  });
  await lessonWith({});
  expect(screen.getByText('O novo colega')).toBeVisible();
  expect(screen.queryByRole('img')).toBeNull();
  expect(document.querySelector('.scene')).toBeNull();
});

test('a drawing that throws draws nothing, and the lesson stays', async () => {
  vi.doMock('@ths/learner-ui/scene/scene-view', () => ({
    SceneView: () => {
      throw new Error('a look the drawing does not know');
    },
  }));
  await lessonWith({});
  expect(screen.getByText('O novo colega')).toBeVisible();
  expect(screen.queryByRole('img')).toBeNull();
  // React reports the error it caught; the boundary kept it from the lesson.
  expect(takeConsoleErrors().join('\n')).toContain('a look the drawing does not know');
});
