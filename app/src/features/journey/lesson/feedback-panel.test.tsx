// Issue 26 §6: a right answer is one moment. The mascot cheers with a burst; the panel never
// says 'Parabéns!' (the toast after 'Continuar' does, docs/product/journey.md#answering). Under
// prefers-reduced-motion there is no burst, and with sound off (the default) no sound.
import { act, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, expect, test, vi } from 'vitest';
import { testI18n } from '../../../testing/test-i18n.ts';
import { ReadAloudContext, type ReadAloud } from '../read-aloud/read-aloud-context.ts';
import { chimeIfWanted } from './celebration-sound.ts';
import { FeedbackPanel } from './feedback-panel.tsx';

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

function RightAnswer({ steps }: { steps?: { skill: string; steps: string[] } }) {
  return (
    <I18nextProvider i18n={testI18n('pt-BR')}>
      <ReadAloudContext.Provider
        value={{ readingPart: null, toggle: () => {} } as unknown as ReadAloud}
      >
        <FeedbackPanel
          correct
          feedback="Você ouviu com calma."
          better={null}
          steps={steps}
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

test('with sound off (the default) a moment makes no sound at all', () => {
  const makeContext = vi.fn();
  chimeIfWanted(makeContext);
  expect(makeContext).not.toHaveBeenCalled();
});

test('the steps of the scenario’s skill follow the feedback: a list a screen reader counts, before “Continuar”', async () => {
  motion(true);
  await settle(
    <RightAnswer
      steps={{ skill: 'Pedir ajuda', steps: ['Pare', 'Respire', 'Diga como se sente'] }}
    />,
  );
  expect(screen.getByText('Passos de Pedir ajuda:')).toBeVisible();
  const list = screen.getByRole('list', { name: 'Passos de Pedir ajuda:' });
  expect(
    within(list)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual(['Pare', 'Respire', 'Diga como se sente']);
  // Read after the feedback, and before the button that leaves it.
  const continueButton = screen.getByRole('button', { name: 'Continuar' });
  expect(list.compareDocumentPosition(continueButton) & Node.DOCUMENT_POSITION_FOLLOWING).toBe(
    Node.DOCUMENT_POSITION_FOLLOWING,
  );
});

test('a scenario whose skill has no steps shows none', async () => {
  motion(true);
  await settle(<RightAnswer />);
  expect(screen.queryByRole('list')).toBeNull();
  expect(screen.queryByText(/^Passos de/)).toBeNull();
});
