// Issue 40, item 5, against the real backend (docs/decisions/0074): the class's table says the
// day each learner joined, in the educator's calendar and words, and flags the learners whose
// names read the same (without case or accents) 'Mesmo nome de outro aluno'.
import { screen, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { setupBackend } from '../../../testing/backend.ts';
import { EMAIL, reload, journeyHelpers } from '../../../testing/journey-helpers.ts';

const backend = setupBackend();
const { signInAsEducator } = journeyHelpers(backend);

/** A class with 'Ana Clara', 'ána  clara' and 'Bia', who joined on three days. */
async function classWithTwoAnas(): Promise<string> {
  const [me] = await backend.query<{ id: string }>('select id from auth.users where email = $1', [
    EMAIL,
  ]);
  const [made] = await backend.query<{ id: string }>(
    "insert into public.classes (name, educator_id) values ('5º ano C', $1) returning id",
    [me!.id],
  );
  const learners = [
    ['ana1@escola.com', 'Ana Clara', '2026-09-03T12:00:00Z'],
    ['ana2@escola.com', 'ána  clara', '2026-10-15T12:00:00Z'],
    ['bia@escola.com', 'Bia', '2026-11-02T12:00:00Z'],
  ] as const;
  for (const [email, name, joined] of learners) {
    const id = await backend.addUser(email, 'segredo1');
    await backend.query(
      `insert into public.class_members (class_id, user_id, display_name, joined_at)
       values ($1, $2, $3, $4)`,
      [made!.id, id, name, joined],
    );
  }
  return made!.id;
}

test('the table says when each learner joined and sorts by it, and flags the names that read the same, on a laptop and a phone', async () => {
  const home = await signInAsEducator();
  const classId = await classWithTwoAnas();
  const app = reload(home, backend, {}, `/?view=educator&class=${classId}`);
  const table = within(await screen.findByRole('table'));
  await table.findByRole('rowheader', { name: /^Bia/ });
  const rowOf = (name: string) =>
    within(table.getByRole('rowheader', { name: new RegExp(`^${name}`) }).closest('tr')!);

  const first = rowOf('Ana Clara');
  expect(first.getByText('Mesmo nome de outro aluno')).toBeVisible();
  expect(first.getByRole('cell', { name: '3 de setembro' })).toBeVisible();
  // A name's accessible name has single spaces.
  const second = rowOf('ána clara');
  expect(second.getByText('Mesmo nome de outro aluno')).toBeVisible();
  expect(second.getByRole('cell', { name: '15 de outubro' })).toBeVisible();
  const bia = rowOf('Bia');
  expect(bia.queryByText('Mesmo nome de outro aluno')).toBeNull();
  expect(bia.getByRole('cell', { name: '2 de novembro' })).toBeVisible();
  // The row's header is the name and its tags, never the date said again on every cell.
  expect(table.getByRole('rowheader', { name: /^Bia/ })).not.toHaveAccessibleName(/novembro/);

  // Sorted by the day they joined: newest first on the second press.
  const names = () =>
    table.getAllByRole('rowheader').map((header) => header.querySelector('a')!.textContent);
  await app.user.click(table.getByRole('button', { name: /Entrou em/ }));
  expect(names()).toEqual(['Ana Clara', 'ána  clara', 'Bia']);
  await app.user.click(table.getByRole('button', { name: /Entrou em/ }));
  expect(names()).toEqual(['Bia', 'ána  clara', 'Ana Clara']);
  expect(app.router.state.location.search).toContain('sort=joined&dir=desc');

  // The learners' cards (a phone's table) say the same.
  const cards = within(screen.getByRole('list', { name: 'Alunos' }));
  expect(cards.getAllByText('Mesmo nome de outro aluno')).toHaveLength(2);
  expect(cards.getByText('Entrou em 2 de novembro')).toBeVisible();
});
