// A class session against the real backend (docs/decisions/0072): 'Fazer a tarefa' on a skill
// plays its scenarios one after another as 'Tarefa da turma · N de 5', never as review; the home
// button leaves with the answers kept and 'Fazer a tarefa' goes on from there; the closing card
// says what was done and when it was due; no review is counted, so no 'Mestre da Prática'.
import { screen, waitFor } from '@testing-library/react';
import { expect, test, vi } from 'vitest';
import { bundle } from '../../../content/generated/pt-BR.ts';
import { setupBackend } from '../../../testing/backend.ts';
import {
  answer,
  reload,
  scenario,
  toasts,
  journeyHelpers,
} from '../../../testing/journey-helpers.ts';

const backend = setupBackend();
const { signIn, storedRow, joinClassGiven } = journeyHelpers(backend);

// The skill of scenario 2: five scenarios over more than one phase.
const skillKey = scenario(2).skillKey!;
const skillName = bundle.skills.find((skill) => skill.key === skillKey)!.name;
const numbers = bundle.scenarios
  .filter((s) => s.skillKey === skillKey)
  .map((s) => s.number)
  .sort((a, b) => a - b);

const band = () => document.querySelector('.lesson__mode')?.textContent ?? '';

test("a skill's work plays as one session to its closing card, never as review, and counts no review", async () => {
  const first = await signIn();
  await joinClassGiven('skill', skillKey, '2099-12-04');
  vi.useFakeTimers({ shouldAdvanceTime: true });
  let app = reload(first, backend);
  expect(numbers).toHaveLength(5);

  await app.user.click(await screen.findByRole('button', { name: 'Fazer a tarefa' }));
  await screen.findByRole('heading', { level: 2, name: scenario(numbers[0]!).title });
  expect(band()).toContain('Tarefa da turma · 1 de 5');
  expect(screen.queryByText('Modo de Revisão')).toBeNull();
  expect(screen.queryByText(/Praticando de novo/)).toBeNull();
  await answer(app.user, numbers[0]!, true);

  // The next one of the work, not the home.
  await screen.findByRole('heading', { level: 2, name: scenario(numbers[1]!).title });
  expect(band()).toContain('Tarefa da turma · 2 de 5');
  expect(app.router.state.location.search).toContain('view=task');

  // The home button leaves midway: the answer stays, and the home says how far.
  await app.user.click(screen.getByRole('button', { name: 'Início' }));
  expect(await screen.findByText(/1 de 5 feitos/)).toBeVisible();
  // The focus comes back to the class's work, not lost with the button that left.
  await waitFor(() =>
    expect(screen.getByRole('heading', { level: 2, name: skillName })).toHaveFocus(),
  );

  // Coming back (a reload, even) goes on from the second.
  app = reload(app, backend);
  await app.user.click(await screen.findByRole('button', { name: 'Fazer a tarefa' }));
  await screen.findByRole('heading', { level: 2, name: scenario(numbers[1]!).title });
  expect(band()).toContain('Tarefa da turma · 2 de 5');
  for (const [index, number] of numbers.slice(1).entries()) {
    await screen.findByRole('heading', { level: 2, name: scenario(number).title });
    expect(band()).toContain(`Tarefa da turma · ${index + 2} de 5`);
    // The fourth wrong: it stays to review, and the card says so.
    await answer(app.user, number, index !== 2);
  }

  const heading = await screen.findByRole('heading', {
    level: 1,
    name: 'Você chegou ao fim da tarefa!',
  });
  await waitFor(() => expect(heading).toHaveFocus());
  expect(screen.getByText('Tarefa da turma · 4º ano A')).toBeVisible();
  expect(screen.getByText(`Você fez os 5 cenários de “${skillName}”.`)).toBeVisible();
  expect(screen.getByText(/^1 ficou para revisar\./)).toBeVisible();
  expect(screen.getByTestId('class-work-end-due')).toHaveTextContent(
    /^A tarefa é para .*4 de dezembro\.$/,
  );
  expect(toasts().map((toast) => toast.text)).not.toContain('Mestre da Prática');

  // Saved with no review counted and no review achievement.
  await waitFor(async () => {
    const row = await storedRow();
    expect(Object.keys(row!.scenario_results)).toHaveLength(5);
  });
  const row = (await storedRow())!;
  expect(row.review_counts).toEqual({});
  expect(row.unlocked_achievements).not.toContain('practice_master');

  // One way on: home, where the work still waits for the one to review.
  await app.user.click(screen.getByRole('button', { name: 'Voltar ao início' }));
  expect(await screen.findByText(/5 de 5 feitos/)).toBeVisible();
  await waitFor(() =>
    expect(screen.getByRole('heading', { level: 2, name: skillName })).toHaveFocus(),
  );

  // Doing it again plays only that one, and then the work is done.
  await app.user.click(screen.getByRole('button', { name: 'Fazer a tarefa' }));
  await screen.findByRole('heading', { level: 2, name: scenario(numbers[3]!).title });
  expect(band()).toContain('Tarefa da turma · 5 de 5');
  await answer(app.user, numbers[3]!, true);
  expect(await screen.findByRole('heading', { level: 1, name: 'Tarefa feita!' })).toBeVisible();
  expect(screen.getByTestId('class-work-end-due')).toHaveTextContent('Você terminou a tempo!');
  expect((await storedRow())!.review_counts).toEqual({});
  await app.user.click(screen.getByRole('button', { name: 'Voltar ao início' }));
  await screen.findByRole('button', { name: /^Continuar de onde parei/ });
  expect(screen.queryByRole('button', { name: 'Fazer a tarefa' })).toBeNull();
  // The work is done and its card gone: the home's title has the focus.
  await waitFor(() =>
    expect(
      screen.getByRole('heading', { level: 1, name: 'Treinamento de Habilidades Sociais' }),
    ).toHaveFocus(),
  );
}, 60_000);
