// Issue 40 in the app, against the real backend (docs/decisions/0069, 0070): the class page opens
// on who did the work: a grid of learners by the class's work, partial work as "2 de 3", late work
// said in words; 'Precisa de ajuda' on the learner who struggles, counted above the grid, with the
// skill most missed opening its page; each task's line says who did it, who is part of the way and
// who has not started; 'Nova tarefa' opens the form, and the work given shows in the grid and the
// tasks (useCreateAssignment reads them again) before the form closes.
import { screen, waitFor, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { bundle } from '../../../content/generated/pt-BR.ts';
import { setupBackend } from '../../../testing/backend.ts';
import { EMAIL, reload, journeyHelpers } from '../../../testing/journey-helpers.ts';

const backend = setupBackend();
const { signInAsEducator } = journeyHelpers(backend);

// The skill of scenario 3, given with a date long past; phase 1, given without one.
const skill = bundle.skills.find((s) => s.key === bundle.scenarios[2]!.skillKey)!;
const skillNumbers = bundle.scenarios.filter((s) => s.skillKey === skill.key).map((s) => s.number);
const phaseOne = bundle.scenarios.filter((s) => s.stage === 1);
// Caio's eight answers in phase 1, none of the skill: right, wrong, right, wrong…; the wrong ones
// each of another skill, so the skill most missed is that of the latest miss.
const others = phaseOne.filter((s) => !skillNumbers.includes(s.number));
const caioMisses = others
  .filter((s, index) => others.findIndex((o) => o.skillKey === s.skillKey) === index)
  .slice(0, 4)
  .map((s) => s.number);
const caioRights = others
  .map((s) => s.number)
  .filter((number) => !caioMisses.includes(number))
  .slice(0, 4);
const caioNumbers = caioRights.flatMap((right, index) => [right, caioMisses[index]!]);
const latestMiss = bundle.scenarios.find((s) => s.number === caioMisses.at(-1))!;
const latestMissSkill = bundle.skills.find((s) => s.key === latestMiss.skillKey)!;

type Answer = { first_at: string; first_correct: boolean; last_at: string; last_correct: boolean };

/** Answers a minute apart, ending now: [scenario, first right?, latest right?]. */
function results(answers: [number, boolean, boolean][]): Record<number, Answer> {
  const now = Date.now();
  return Object.fromEntries(
    answers.map(([number, first, last], index) => {
      const at = new Date(now - (answers.length - index) * 60_000).toISOString();
      return [number, { first_at: at, first_correct: first, last_at: at, last_correct: last }];
    }),
  );
}

/** The educator's '5º ano D': Ana did the skill, Bia 2 of its 3, Caio struggles in phase 1. */
async function classAtThreePoints() {
  const [me] = await backend.query<{ id: string }>('select id from auth.users where email = $1', [
    EMAIL,
  ]);
  const [made] = await backend.query<{ id: string }>(
    "insert into public.classes (name, educator_id) values ('5º ano D', $1) returning id",
    [me!.id],
  );
  const progress = {
    Ana: results(skillNumbers.map((number) => [number, true, true])),
    Bia: results(skillNumbers.slice(0, 2).map((number) => [number, true, true])),
    Caio: results(caioNumbers.map((number, index) => [number, index % 2 === 0, index % 2 === 0])),
  };
  for (const [name, answers] of Object.entries(progress)) {
    const id = await backend.addUser(`turma-d-${name.toLowerCase()}@escola.com`, 'segredo1');
    await backend.query(
      `insert into public.class_members (class_id, user_id, display_name) values ($1, $2, $3)`,
      [made!.id, id, name],
    );
    await backend.query(
      `insert into public.user_progress (user_id, scenario_results) values ($1, $2)`,
      [id, answers],
    );
  }
  await backend.query(
    `insert into public.class_assignments (class_id, kind, target, due_on)
     values ($1, 'skill', $2, '2026-01-05'), ($1, 'phase', '1', null)`,
    [made!.id, skill.key],
  );
  return made!.id;
}

test('the grid comes first: done, "2 de 3", not started, late in words; who needs help and why', async () => {
  expect(skillNumbers).toHaveLength(3);
  expect(
    new Set(caioMisses.map((n) => bundle.scenarios.find((s) => s.number === n)!.skillKey)),
  ).toHaveProperty('size', 4);
  const home = await signInAsEducator();
  const classId = await classAtThreePoints();
  const app = reload(home, backend, {}, `/?view=educator&class=${classId}`);

  const grid = await screen.findByRole('table', { name: 'Cada aluno em cada tarefa da turma' });
  // The work is the column headers, the late skill first; the learners are the row headers.
  const headers = within(grid).getAllByRole('columnheader');
  expect(headers.map((header) => header.textContent)).toEqual([
    'Aluno',
    `${skill.name}Para seg., 5 de jan.`,
    `Fase 1: ${bundle.phases[0]!.name}Sem data`,
  ]);
  const cellsOf = (name: string) =>
    within(
      within(grid)
        .getByRole('rowheader', { name: new RegExp(`^${name}`) })
        .closest('tr')!,
    )
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
  const phaseTotal = phaseOne.length;
  const skillInPhaseOne = skillNumbers.filter((n) => phaseOne.some((s) => s.number === n)).length;
  expect(cellsOf('Ana')).toEqual(['✓ Feito', `${skillInPhaseOne} de ${phaseTotal}`]);
  expect(cellsOf('Bia')).toEqual([
    'Atrasada 2 de 3',
    `${Math.min(2, skillInPhaseOne)} de ${phaseTotal}`,
  ]);
  expect(cellsOf('Caio')).toEqual(['Atrasada Não começou', `8 de ${phaseTotal} 4 para revisar`]);

  // Caio: 4 of 8 right at the first try, 4 to review.
  expect(screen.getByText('1 precisa de ajuda')).toBeInTheDocument();
  const caioRow = within(grid).getByRole('rowheader', { name: /^Caio/ });
  expect(caioRow).toHaveTextContent('Precisa de ajuda');
  expect(within(grid).getByRole('rowheader', { name: /^Bia/ })).not.toHaveTextContent(
    'Precisa de ajuda',
  );
  const help = screen.getByRole('region', { name: 'Quem precisa de ajuda' });
  expect(help).toHaveTextContent('Acertou 4 de 8 nas últimas respostas de 1ª tentativa');
  expect(help).toHaveTextContent('4 cenários para revisar');
  expect(help).not.toHaveTextContent('Bia');

  // Each task's line: partial work is partial.
  const tasks = screen.getByRole('region', { name: 'Tarefas da turma' });
  const skillTask = within(tasks)
    .getByRole('heading', { name: skill.name, level: 3 })
    .closest('li')!;
  expect(skillTask).toHaveTextContent('Fez: Ana (1 de 3)');
  expect(skillTask).toHaveTextContent('Em andamento: Bia (2 de 3)');
  expect(skillTask).toHaveTextContent('Não começou: Caio');
  expect(tasks).not.toHaveTextContent('Ninguém fez ainda.');

  // 'Nova tarefa' opens the form, focused on its first field; 'Cancelar' closes it.
  await app.user.click(screen.getByRole('button', { name: 'Nova tarefa' }));
  expect(screen.getByLabelText('O que a turma vai praticar')).toHaveFocus();
  await app.user.click(
    within(screen.getByRole('form', { name: 'Nova tarefa' })).getByRole('button', {
      name: 'Cancelar',
    }),
  );
  expect(screen.queryByRole('form', { name: 'Nova tarefa' })).not.toBeInTheDocument();

  // The skill most missed opens its page.
  await app.user.click(within(help).getByRole('link', { name: latestMissSkill.name }));
  expect(
    await screen.findByRole('heading', { name: latestMissSkill.name, level: 1 }),
  ).toBeInTheDocument();
});

test("'Nova tarefa' given: the grid and the tasks show it, the form closes, the keyboard is back", async () => {
  const home = await signInAsEducator();
  const classId = await classAtThreePoints();
  const app = reload(home, backend, {}, `/?view=educator&class=${classId}`);
  const grid = await screen.findByRole('table', { name: 'Cada aluno em cada tarefa da turma' });
  const phaseTwo = `Fase 2: ${bundle.phases[1]!.name}`;

  const newTask = screen.getByRole('button', { name: 'Nova tarefa' });
  await app.user.click(newTask);
  const form = screen.getByRole('form', { name: 'Nova tarefa' });
  await app.user.selectOptions(
    within(form).getByLabelText('O que a turma vai praticar'),
    'phase:2',
  );
  await app.user.click(within(form).getByRole('button', { name: 'Dar a tarefa' }));

  await waitFor(() => expect(form).not.toBeInTheDocument());
  // By the time the form closes, the work is on the page: a column of the grid, a task's card.
  expect(
    within(grid)
      .getAllByRole('columnheader')
      .map((header) => header.textContent),
  ).toContain(`${phaseTwo}Sem data`);
  const tasks = screen.getByRole('region', { name: 'Tarefas da turma' });
  expect(within(tasks).getByRole('heading', { name: phaseTwo, level: 3 })).toBeInTheDocument();
  await waitFor(() => expect(newTask).toHaveFocus());
  expect(
    await backend.query(
      "select 1 from public.class_assignments where kind = 'phase' and target = '2'",
    ),
  ).toHaveLength(1);
});
