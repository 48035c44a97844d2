// @vitest-environment jsdom
import { studioTheme, ThemeProvider } from '@sanity/ui';
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentProps } from 'react';
import { afterEach, expect, test, vi } from 'vitest';
import { SkillPreview } from './skill-preview.tsx';

// The Studio's client, as the preview reads the published scenarios through it: scenario 3 is
// translated, scenario 40 (another skill) too. The Studio browser story reads the real lake.
const fetchScenarios = vi.fn(async () => [
  {
    _id: 'scenario-3',
    skill: [
      { _key: 'pt-BR', language: 'pt-BR', value: 'Pedir ajuda' },
      { _key: 'en', language: 'en', value: 'Asking for help' },
    ],
  },
  {
    _id: 'scenario-40',
    skill: [
      { _key: 'pt-BR', language: 'pt-BR', value: 'Esperar a vez' },
      { _key: 'en', language: 'en', value: 'Waiting your turn' },
    ],
  },
]);
vi.mock('sanity', () => ({ useClient: () => ({ fetch: fetchScenarios }) }));

afterEach(cleanup);

function renderPreview(challenge: Array<{ language: string; value: string }>) {
  const displayed = { _id: 'drafts.skill-pedir-ajuda', name: 'Pedir ajuda', challenge };
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
  expect(await screen.findByText('Skill: Asking for help')).toBeVisible();
  expect(screen.getByRole('button', { name: 'I did this challenge!' })).toBeVisible();
  expect(screen.getByText('If you would rather not, that is fine.')).toBeVisible();
});

test('a challenge not translated yet shows the pt-BR text in English, and says so', async () => {
  renderPreview([{ language: 'pt-BR', value: 'Nesta semana, peça ajuda a um professor.' }]);
  await userEvent.click(screen.getByRole('button', { name: 'English' }));
  expect(screen.getByText('Nesta semana, peça ajuda a um professor.')).toBeVisible();
  expect(screen.getByText(/O desafio não tem tradução/)).toBeVisible();
});
