// @vitest-environment jsdom
import { studioTheme, ThemeProvider } from '@sanity/ui';
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentProps } from 'react';
import { afterEach, beforeAll, expect, test } from 'vitest';
import { SkillPreview } from './skill-preview.tsx';

afterEach(cleanup);

// jsdom has no ResizeObserver; the frame only follows its content's height and the pane's width.
beforeAll(() => {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});

type Texts = Array<{ language: string; value: string }>;

const STEPS = [
  ['Respire fundo', 'Take a deep breath'],
  ['Escolha a quem pedir', 'Choose who to ask'],
  ['Diga o que está difícil'],
].map(([ptBR, en], index) => ({
  _key: `s${index + 1}`,
  _type: 'skillStep',
  text: [
    { _key: 'pt', language: 'pt-BR', value: ptBR! },
    ...(en ? [{ _key: 'en', language: 'en', value: en }] : []),
  ],
}));

function renderPreview(challenge: Texts, steps: typeof STEPS = []) {
  const name = [
    { language: 'pt-BR', value: 'Pedir ajuda' },
    { language: 'en', value: 'Asking for help' },
  ];
  const displayed = { _id: 'drafts.skill-pedir-ajuda', name, challenge, steps };
  const props = { document: { displayed } } as unknown as ComponentProps<typeof SkillPreview>;
  render(
    <ThemeProvider theme={studioTheme}>
      <SkillPreview {...props} />
    </ThemeProvider>,
  );
}

test('the challenge as the learner reads it, in pt-BR and in English', async () => {
  renderPreview([
    { language: 'pt-BR', value: 'Nesta semana, peça ajuda a um professor.' },
    { language: 'en', value: 'This week, ask a teacher for help.' },
  ]);
  expect(screen.getByRole('heading', { name: 'Desafio da semana' })).toBeVisible();
  expect(screen.getByText('Habilidade: Pedir ajuda')).toBeVisible();
  expect(screen.getByText('Nesta semana, peça ajuda a um professor.')).toBeVisible();
  expect(screen.getByText('Se não quiser fazer, tudo bem.')).toBeVisible();

  await userEvent.click(screen.getByRole('button', { name: 'English' }));
  expect(screen.getByText('This week, ask a teacher for help.')).toBeVisible();
  expect(screen.queryByText(/não tem tradução/)).toBeNull();
  // The app's own words around it are the English app's.
  expect(screen.getByRole('heading', { name: 'Challenge of the week' })).toBeVisible();
  expect(screen.getByText('Skill: Asking for help')).toBeVisible();
  expect(screen.getByRole('button', { name: 'I did this challenge!' })).toBeVisible();
  expect(screen.getByText('If you would rather not, that is fine.')).toBeVisible();
});

test('a challenge not translated yet shows the pt-BR text in English, and says so', async () => {
  renderPreview([{ language: 'pt-BR', value: 'Nesta semana, peça ajuda a um professor.' }]);
  await userEvent.click(screen.getByRole('button', { name: 'English' }));
  expect(screen.getByText('Nesta semana, peça ajuda a um professor.')).toBeVisible();
  expect(screen.getByText(/Há textos sem tradução/)).toBeVisible();
});

/** The learner's page: the app's drawing inside the preview's frame (docs/decisions/0052). */
function learnerPage() {
  const frame = screen.getByTitle<HTMLIFrameElement>('Passos como o aluno vê');
  return within(frame.contentDocument!.body);
}

test('the steps as the app shows them with the feedback, in each language, pt-BR where untranslated', async () => {
  renderPreview([{ language: 'pt-BR', value: 'Nesta semana, peça ajuda a um professor.' }], STEPS);
  const steps = () =>
    learnerPage().getByRole('list', { name: /^Passos de Pedir ajuda:|^Steps for/ });
  expect(learnerPage().getByText('Passos de Pedir ajuda:')).toBeVisible();
  expect(
    within(steps())
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual(['Respire fundo', 'Escolha a quem pedir', 'Diga o que está difícil']);

  await userEvent.click(screen.getByRole('button', { name: 'English' }));
  expect(learnerPage().getByText('Steps for Asking for help:')).toBeVisible();
  expect(
    within(steps())
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual(['Take a deep breath', 'Choose who to ask', 'Diga o que está difícil']);
  expect(screen.getByText(/Há textos sem tradução/)).toBeVisible();
});
