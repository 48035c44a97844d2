// Issue 26 §6: a moment's burst is there when motion is allowed and can be skipped; under
// prefers-reduced-motion it is absent (nothing drawn, nothing loaded), and with sound off a
// right answer makes no sound.
import { act, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, expect, test, vi } from 'vitest';
import { FeedbackPanel } from '../../features/journey/lesson/feedback-panel.tsx';
import { chimeIfWanted } from '../../features/journey/lesson/celebration-sound.ts';
import {
  ReadAloudContext,
  type ReadAloud,
} from '../../features/journey/read-aloud/read-aloud-context.ts';
import { createI18n } from '../../locales/i18n.ts';
import { BURST_MS } from './celebration-burst.tsx';
import { Celebration } from './celebration.tsx';

/** The browser's answer to prefers-reduced-motion (jsdom has no matchMedia of its own). */
function motion(reduce: boolean) {
  vi.stubGlobal(
    'matchMedia',
    (query: string) =>
      ({ matches: query.includes('reduce') && reduce, media: query }) as MediaQueryList,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

const burst = () => document.querySelector('[data-celebration]');

function RightAnswer() {
  return (
    <I18nextProvider i18n={createI18n('pt-BR')}>
      <ReadAloudContext.Provider
        value={{ readingPart: null, toggle: () => {} } as unknown as ReadAloud}
      >
        <FeedbackPanel
          correct
          feedback="Você ouviu com calma."
          better={null}
          reading={false}
          moving={false}
          onContinue={() => {}}
        />
      </ReadAloudContext.Provider>
    </I18nextProvider>
  );
}

async function settle(node: ReactNode) {
  const view = render(node);
  // The burst is a lazy chunk: give it time to arrive.
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 50));
  });
  return view;
}

test('a right answer: the mascot cheers with a burst, and the panel never says "Parabéns!"', async () => {
  motion(false);
  await settle(<RightAnswer />);
  expect(await screen.findByRole('heading', { name: 'Ótima escolha!' })).toBeInTheDocument();
  await vi.waitFor(() => expect(burst()).not.toBeNull());
  expect(burst()).toHaveAttribute('aria-hidden', 'true');
  expect(document.querySelector('.mascot--cheer')).not.toBeNull();
  // The toast after 'Continuar' is the one "Parabéns!" (docs/product/journey.md).
  expect(screen.queryByText(/Parabéns/)).toBeNull();
});

test('under reduced motion there is no burst and the mascot still cheers', async () => {
  motion(true);
  await settle(<RightAnswer />);
  expect(document.querySelector('.mascot--cheer')).not.toBeNull();
  expect(burst()).toBeNull();
});

test('any key or click skips the burst, and it never outlasts 1.5 s', async () => {
  motion(false);
  await settle(<Celebration />);
  await vi.waitFor(() => expect(burst()).not.toBeNull());
  fireEvent.keyDown(window, { key: 'Tab' });
  expect(burst()).toBeNull();

  render(<Celebration />);
  await vi.waitFor(() => expect(burst()).not.toBeNull());
  fireEvent.pointerDown(document.body);
  expect(burst()).toBeNull();

  vi.useFakeTimers();
  render(<Celebration />);
  await vi.waitFor(() => expect(burst()).not.toBeNull());
  act(() => {
    vi.advanceTimersByTime(BURST_MS);
  });
  expect(burst()).toBeNull();
});

test('with sound off (the default) a moment makes no sound at all', () => {
  const makeContext = vi.fn();
  chimeIfWanted(makeContext);
  expect(makeContext).not.toHaveBeenCalled();
});
