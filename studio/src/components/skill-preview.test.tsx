// @vitest-environment jsdom
import { studioTheme, ThemeProvider } from '@sanity/ui';
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentProps } from 'react';
import { afterEach, expect, test } from 'vitest';
import { SkillPreview } from './skill-preview.tsx';

afterEach(cleanup);

function renderPreview(challenge: Array<{ language: string; value: string }>) {
  const name = [
    { language: 'pt-BR', value: 'Pedir ajuda' },
    { language: 'en', value: 'Asking for help' },
  ];
  const displayed = { _id: 'drafts.skill-pedir-ajuda', name, challenge };
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
  expect(screen.getByText(/O desafio não tem tradução/)).toBeVisible();
});
