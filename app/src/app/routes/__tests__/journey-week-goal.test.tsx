// Issue 39 item 5 on the whole app against the real backend (testing/backend.ts, docs/decisions/
// 0076): 'Minha semana' on the home fills a day per day practised, the goal chosen with 'Mudar
// meta' is saved with the account, the celebration shows the first time the goal is met that
// week and only then, and a new week starts empty with no message. Days pass with
// vi.setSystemTime on the fake clock.
import { screen, waitFor, within } from '@testing-library/react';
import { expect, test, vi } from 'vitest';
import { setupBackend } from '../../../testing/backend.ts';
import { advance, answer, journeyHelpers, reload } from '../../../testing/journey-helpers.ts';

const backend = setupBackend();
const CHOICE_GROUP = 'Escolha uma resposta';
const { signIn } = journeyHelpers(backend);

const DAY = 24 * 60 * 60 * 1000;
// A Monday at noon in UTC: Monday too in every time zone from UTC−11 to UTC+11.
const MONDAY = Date.parse('2026-11-30T12:00:00Z');

const week = async () =>
  within(
    (await screen.findByRole('heading', { level: 2, name: 'Minha semana' })).closest('section')!,
  );
const goalOf = async () =>
  (
    await backend.query<{ weekly_goal: number | null }>('select weekly_goal from public.profiles')
  )[0]?.weekly_goal;

async function goHome(user: { click: (element: Element) => Promise<void> }) {
  await user.click(screen.getByRole('button', { name: 'Início' }));
}

test('the row fills a day per day practised; the goal met shows its celebration once that week; a new week starts empty', async () => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  vi.setSystemTime(MONDAY);
  let app = await signIn();
  // A new learner: the welcome, no row yet.
  expect(screen.queryByRole('heading', { name: 'Minha semana' })).not.toBeInTheDocument();
  await app.user.click(screen.getByRole('button', { name: 'Começar Prática' }));
  await screen.findByRole('group', { name: CHOICE_GROUP }, { timeout: 10_000 });
  await answer(app.user, 1, true);
  await goHome(app.user);

  let row = await week();
  expect(await row.findByText('1 de 3 dias nesta semana')).toBeVisible();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

  // 'Mudar meta': 2 days, saved with the account.
  await app.user.click(row.getByRole('button', { name: 'Mudar meta' }));
  const choices = within(
    row.getByRole('group', { name: 'Quantos dias por semana você quer praticar?' }),
  );
  expect(choices.getByRole('button', { name: '3 dias' })).toHaveAttribute('aria-pressed', 'true');
  await app.user.click(choices.getByRole('button', { name: '2 dias' }));
  expect(await row.findByText('1 de 2 dias nesta semana')).toBeVisible();
  await waitFor(async () => expect(await goalOf()).toBe(2));

  // Tuesday: a second day practised meets the goal; the celebration opens on the home.
  vi.setSystemTime(MONDAY + DAY);
  app = reload(app, backend);
  row = await week();
  expect(await row.findByText('1 de 2 dias nesta semana')).toBeVisible();
  await app.user.click(screen.getByRole('button', { name: /^Continuar de onde parei/ }));
  await screen.findByRole('group', { name: CHOICE_GROUP }, { timeout: 10_000 });
  await answer(app.user, 2, false);
  await advance(1500);
  await goHome(app.user);
  const celebration = await screen.findByRole('dialog', {
    name: 'Você cumpriu sua meta da semana!',
  });
  expect(celebration).toHaveTextContent('Você praticou em 2 dias nesta semana.');
  await app.user.click(within(celebration).getByRole('button', { name: 'Continuar' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  row = await week();
  expect(row.getByText(/2 de 2 dias nesta semana/)).toBeVisible();
  expect(row.getByText('Meta da semana feita!')).toBeVisible();

  // Once a week: not again after a reload the same week.
  vi.setSystemTime(MONDAY + 2 * DAY);
  app = reload(app, backend);
  row = await week();
  expect(await row.findByText(/2 de 2 dias nesta semana/)).toBeVisible();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

  // The next Monday: an empty row, the goal kept, and nothing said about the week before.
  vi.setSystemTime(MONDAY + 7 * DAY);
  reload(app, backend);
  row = await week();
  expect(await row.findByText('0 de 2 dias nesta semana')).toBeVisible();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(document.body).not.toHaveTextContent(/perdeu|perdida|falhou/i);
});
