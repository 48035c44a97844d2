// 'Para a família' (docs/decisions/0078) on the whole app against the real backend: opened from a
// learner's 'Minhas habilidades', and from a shared link with no account; what it says, printing,
// sharing, another language, and an address that names no skill.
import { screen, waitFor, within } from '@testing-library/react';
import { expect, test, vi } from 'vitest';
import { bundle as en } from '../../../content/generated/en.ts';
import { bundle } from '../../../content/generated/pt-BR.ts';
import { setupBackend } from '../../../testing/backend.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import {
  answer,
  dismissToasts,
  journeyHelpers,
  reload,
  scenario,
} from '../../../testing/journey-helpers.ts';

const backend = setupBackend();
const { startPractice } = journeyHelpers(backend);

const skillOf = (number: number) => bundle.skills.find((s) => s.key === scenario(number).skillKey)!;

test("a learner's skill row links to its page for the family, which says what it is, its steps, the week's challenge and how to help, and nothing of the learner", async () => {
  const app = await startPractice();
  await answer(app.user, 1, false);
  await dismissToasts(app.user);
  await app.user.click(screen.getByRole('button', { name: 'Início' }));
  await app.user.click(screen.getByRole('button', { name: 'Minhas habilidades' }));
  const skill = skillOf(1);
  const link = await screen.findByRole('link', { name: `Para a família: ${skill.name}` });
  // A plain link (the family page is a page of its own): the browser opens its address.
  expect(link).toHaveAttribute('href', `/familia/${skill.key}`);
  const { user, router } = reload(app, backend, {}, link.getAttribute('href')!);

  expect(router.state.location.pathname).toBe(`/familia/${skill.key}`);
  const heading = await screen.findByRole('heading', { level: 1, name: skill.name });
  await waitFor(() => expect(heading).toHaveFocus());
  expect(screen.getByText('Para a família')).toBeVisible();
  expect(screen.getByText(skill.description)).toBeVisible();
  const steps = within(
    screen.getByRole('heading', { level: 2, name: 'Os passos' }).closest('section')!,
  );
  expect(steps.getAllByRole('listitem').map((item) => item.textContent)).toEqual(skill.steps);
  const home = within(
    screen
      .getByRole('heading', { level: 2, name: 'Para praticar em casa nesta semana' })
      .closest('section')!,
  );
  expect(home.getByText(skill.challenge)).toBeVisible();
  expect(home.getAllByRole('listitem')).toHaveLength(4);
  // Nobody's progress: not the level 'Minhas habilidades' showed, not the learner's name.
  expect(screen.queryByText(/praticando/)).toBeNull();
  expect(screen.queryByRole('button', { name: 'Sair' })).toBeNull();

  const print = vi.spyOn(window, 'print').mockImplementation(() => {});
  await user.click(screen.getByRole('button', { name: 'Imprimir' }));
  expect(print).toHaveBeenCalledOnce();

  // jsdom has no share sheet: the link is copied, and the page says so.
  await user.click(screen.getByRole('button', { name: 'Compartilhar o link' }));
  expect(await screen.findByText('Link copiado. Agora é só colar na mensagem.')).toBeVisible();
  expect(await navigator.clipboard.readText()).toBe(
    `${window.location.origin}/familia/${skill.key}`,
  );
});

test('a shared link opens without an account, in the language chosen on the page', async () => {
  const skill = bundle.skills[3]!;
  const { user, router } = renderApp(`/familia/${skill.key}`, backend);
  expect(await screen.findByRole('heading', { level: 1, name: skill.name })).toBeVisible();
  // No sign-in on the way: the address stays.
  expect(router.state.location.pathname).toBe(`/familia/${skill.key}`);
  await user.click(screen.getByRole('button', { name: 'English' }));
  const english = en.skills.find((candidate) => candidate.key === skill.key)!;
  expect(await screen.findByRole('heading', { level: 1, name: english.name })).toBeVisible();
  expect(screen.getByText('For the family')).toBeVisible();
  expect(screen.getByText(english.challenge)).toBeVisible();
});

test('an address that names no skill says so and links to the app', async () => {
  const { router } = renderApp('/familia/nao-existe', backend);
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Não achamos esta habilidade' }),
  ).toBeVisible();
  expect(screen.getByRole('link', { name: 'Conhecer o app' })).toHaveAttribute('href', '/');
  expect(router.state.location.pathname).toBe('/familia/nao-existe');
});
