// @vitest-environment jsdom
import { studioTheme, ThemeProvider } from '@sanity/ui';
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentProps } from 'react';
import { afterEach, expect, test } from 'vitest';
import { withAllTranslationSources } from '@ths/content-model/translation-sources';
import { ScenarioPreview } from './scenario-preview.tsx';

afterEach(cleanup);

const text = (ptBR: string, en?: string) => [
  { _key: 'pt', language: 'pt-BR', value: ptBR },
  ...(en ? [{ _key: 'en', language: 'en', value: en }] : []),
];

const scenario = {
  _id: 'drafts.scenario-1',
  _type: 'scenario',
  number: 1,
  title: text('O colega novo na sala', 'The new classmate'),
  description: text('Hoje chegou um aluno novo. O que você faz?'),
  choices: [
    {
      _key: 'a',
      text: text('Digo oi.', 'I say hi.'),
      isCorrect: true,
      feedback: text('Ele se sente bem-vindo.'),
    },
    {
      _key: 'b',
      text: text('Fico quieto.'),
      isCorrect: false,
      feedback: text('Ele pode se sentir sozinho.'),
    },
    {
      _key: 'c',
      text: text('Faço muitas perguntas.'),
      isCorrect: false,
      feedback: text('Uma por vez funciona melhor.'),
    },
  ],
};

function renderPreview(displayed: Record<string, unknown> = withAllTranslationSources(scenario)) {
  const props = { document: { displayed } } as unknown as ComponentProps<typeof ScenarioPreview>;
  render(
    <ThemeProvider theme={studioTheme}>
      <ScenarioPreview {...props} />
    </ThemeProvider>,
  );
}

test('picking a choice shows its feedback under the heading the learner sees', async () => {
  renderPreview();
  expect(screen.getByRole('heading', { name: 'O colega novo na sala' })).toBeVisible();
  expect(screen.queryByText('Vamos aprender juntos!')).toBeNull();

  await userEvent.click(screen.getByRole('button', { name: 'Fico quieto.' }));
  expect(screen.getByText('Vamos aprender juntos!')).toBeVisible();
  expect(screen.getByText('Ele pode se sentir sozinho.')).toBeVisible();

  await userEvent.click(screen.getByRole('button', { name: /Digo oi\./ }));
  expect(screen.getByText('Ótima escolha!')).toBeVisible();
  expect(screen.getByText('Ele se sente bem-vindo.')).toBeVisible();
});

test('in English, translated texts show and the rest falls back to pt-BR with a notice', async () => {
  renderPreview();
  expect(screen.queryByText(/Há textos sem tradução/)).toBeNull();

  await userEvent.click(screen.getByRole('button', { name: 'English' }));
  expect(screen.getByRole('heading', { name: 'The new classmate' })).toBeVisible();
  expect(screen.getByText('Hoje chegou um aluno novo. O que você faz?')).toBeVisible();
  expect(screen.getByRole('button', { name: /I say hi\./ })).toBeVisible();
  expect(screen.getByText(/Há textos sem tradução/)).toBeVisible();

  // The feedback's heading is the English app's, around the English (or fallback) text.
  await userEvent.click(screen.getByRole('button', { name: /I say hi\./ }));
  expect(screen.getByText('Great choice!')).toBeVisible();
  await userEvent.click(screen.getByRole('button', { name: 'Fico quieto.' }));
  expect(screen.getByText('Let’s learn together!')).toBeVisible();
});

test('in English, a translation whose pt-BR text changed since is marked where it shows', async () => {
  const stamped = withAllTranslationSources(scenario);
  // The educator adds a sentence to the first choice's pt-BR text; the English stays.
  const edited = structuredClone(stamped);
  edited.choices[0]!.text[0]!.value = 'Digo oi e mostro a escola.';
  renderPreview(edited);
  expect(screen.queryByText('Tradução desatualizada')).toBeNull();

  await userEvent.click(screen.getByRole('button', { name: 'English' }));
  expect(screen.getByText(/Há traduções desatualizadas/)).toBeVisible();
  const marks = screen.getAllByText('Tradução desatualizada');
  expect(marks).toHaveLength(1);
  expect(screen.getByRole('button', { name: /I say hi\./ })).toContainElement(marks[0]!);
});

test('in English, translations made from today’s pt-BR carry no mark', async () => {
  renderPreview();
  await userEvent.click(screen.getByRole('button', { name: 'English' }));
  expect(screen.queryByText('Tradução desatualizada')).toBeNull();
  expect(screen.queryByText(/Há traduções desatualizadas/)).toBeNull();
});
