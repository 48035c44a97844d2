// Issue 39, item 6, the teacher's side, against the real backend (docs/decisions/0079): the class
// page's 'Como foi o desafio?' shows a week's counts and only the words a learner chose to show,
// under the name the class shows; nothing answered yet is one line.
import { screen, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { bundle } from '../../../content/generated/pt-BR.ts';
import { setupBackend } from '../../../testing/backend.ts';
import { EMAIL, reload, journeyHelpers } from '../../../testing/journey-helpers.ts';

const backend = setupBackend();
const { signInAsEducator } = journeyHelpers(backend);
const SKILL = bundle.skills[0]!;

async function classOfThree(): Promise<{ classId: string; ids: string[] }> {
  const [me] = await backend.query<{ id: string }>('select id from auth.users where email = $1', [
    EMAIL,
  ]);
  const [made] = await backend.query<{ id: string }>(
    "insert into public.classes (name, educator_id) values ('5º ano C', $1) returning id",
    [me!.id],
  );
  const ids: string[] = [];
  for (const [email, name] of [
    ['ana@escola.example', 'Ana'],
    ['bia@escola.example', 'Bia'],
    ['caio@escola.example', 'Caio'],
  ] as const) {
    const id = await backend.addUser(email, 'segredo1');
    ids.push(id);
    await backend.query(
      `insert into public.class_members (class_id, user_id, display_name) values ($1, $2, $3)`,
      [made!.id, id, name],
    );
  }
  return { classId: made!.id, ids };
}

const section = async () =>
  within(
    (await screen.findByRole('heading', { level: 2, name: 'Como foi o desafio?' })).closest(
      'section',
    )!,
  );

test('nothing answered yet: one line', async () => {
  const home = await signInAsEducator();
  const { classId } = await classOfThree();
  reload(home, backend, {}, `/?view=educator&class=${classId}`);
  expect(await (await section()).findByText('Ninguém respondeu ainda.')).toBeVisible();
});

test('the week’s counts, and only the words a learner chose to show, under their name', async () => {
  const home = await signInAsEducator();
  const { classId, ids } = await classOfThree();
  const [ana, bia, caio] = ids;
  for (const [user, tried, feeling, words, share] of [
    [ana, true, 'good', 'Pedi ajuda e deu certo.', true],
    [bia, true, 'so-so', 'Fiquei com vergonha.', false],
    [caio, false, null, null, false],
  ] as const) {
    await backend.query(
      `insert into public.challenge_reflections
         (user_id, week_start, skill_key, tried, feeling, words, share_words)
       values ($1, '2026-11-23', $2, $3, $4, $5, $6)`,
      [user, SKILL.key, tried, feeling, words, share],
    );
  }
  reload(home, backend, {}, `/?view=educator&class=${classId}`);
  const panel = await section();
  expect(await panel.findByText(`Semana de 23/11 · ${SKILL.name}`, { exact: false })).toBeVisible();
  expect(panel.getByText(/2 tentaram, 1 ainda não · 1 foi bom, 1 mais ou menos/)).toBeVisible();
  expect(panel.getByText('Pedi ajuda e deu certo.')).toBeVisible();
  expect(panel.getByText('— Ana')).toBeVisible();
  expect(screen.queryByText(/vergonha/)).not.toBeInTheDocument();
});
