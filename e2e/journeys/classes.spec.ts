// Issue 17, educators see their learners: an educator creates a class, two learners join with
// its code and answer scenarios, the educator sees both with the right figures, a learner who
// did not join is invisible, and a learner who leaves disappears from the list.
import { readFileSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { expect, test } from '../fixtures.ts';
import { scenarioByNumber } from '../support/content.ts';
import { answer, continueToNext, newEmail, signUp, signUpAsEducator } from '../support/learner.ts';

/** A new signed-in user in a browser of their own. */
async function newUser(
  browser: Browser,
  name: string,
  watch: (context: BrowserContext) => void,
): Promise<Page> {
  const context = await browser.newContext({ locale: 'pt-BR' });
  watch(context);
  const page = await context.newPage();
  await signUp(page, newEmail(name));
  // A learner's home has 'Minha turma', never the educator's area (docs/decisions/0029).
  await expect(page.getByRole('link', { name: 'Minha turma' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Área do educador' })).toHaveCount(0);
  return page;
}

/** Answers scenarios of phase 1 in order, right or wrong as given, then goes home. */
async function practise(page: Page, picks: boolean[]): Promise<number[]> {
  await page.getByRole('button', { name: 'Começar Prática' }).click();
  const numbers: number[] = [];
  for (const [index, right] of picks.entries()) {
    numbers.push(await answer(page, right));
    if (index < picks.length - 1) await continueToNext(page);
    else await page.getByRole('button', { name: 'Continuar' }).click();
  }
  await page.getByRole('button', { name: 'Início' }).click();
  return numbers;
}

/** From the home: 'Minha turma', the code and the name. */
async function joinClass(page: Page, code: string, name: string): Promise<void> {
  await page.getByRole('link', { name: 'Minha turma' }).click();
  await expect(page.getByRole('heading', { name: 'O que seu professor vê' })).toBeVisible();
  // Typed as a child would copy it from the board: small letters, a space in the middle.
  await page
    .getByLabel('Código da turma')
    .fill(`${code.slice(0, 4).toLowerCase()} ${code.slice(4)}`);
  await page.getByLabel('Seu nome na turma').fill(name);
  await page.getByRole('button', { name: 'Entrar na turma' }).click();
  await expect(page.getByText('Você está na turma')).toBeVisible();
  await expect(page.getByText(`Seu nome na turma: ${name}`)).toBeVisible();
}

function learnerRow(page: Page, name: string) {
  return page.getByRole('row').filter({ has: page.getByRole('rowheader', { name }) });
}

test('an educator follows the learners who joined with the code, and only them', async ({
  browser,
  page,
  backend,
  consoleErrors,
}) => {
  const watch = (context: BrowserContext) => consoleErrors.watch(context);
  // The educator signs up, becomes one with an invitation code, and creates a class.
  await signUpAsEducator(page, backend, newEmail('educadora'));
  await page.getByRole('link', { name: 'Área do educador' }).click();
  await expect(page.getByText('Você ainda não tem turmas.', { exact: false })).toBeVisible();
  await page.getByRole('button', { name: 'Criar turma' }).click();
  await expect(page.getByText('Digite o nome da turma.')).toBeVisible();
  await expect(page.getByLabel('Nome da turma')).toBeFocused();
  await page.getByLabel('Nome da turma').fill('5º ano B');
  await page.getByRole('button', { name: 'Criar turma' }).click();
  await expect(page.getByRole('heading', { name: '5º ano B', level: 1 })).toBeVisible();
  const code = (await page.locator('.classes__code').textContent())!.trim();
  expect(code).toMatch(/^[ABCDEFGHJKMNPQRSTUVWXYZ23456789]{8}$/);
  await expect(page.getByText('Ninguém entrou nesta turma ainda.', { exact: false })).toContainText(
    code,
  );

  // Ana: right, wrong, right. Bruno: wrong, wrong. Caio answers but never joins.
  const ana = await newUser(browser, 'ana', watch);
  const anaAnswers = await practise(ana, [true, false, true]);
  await joinClass(ana, code, 'Ana');
  const bruno = await newUser(browser, 'bruno', watch);
  await joinClass(bruno, code, 'Bruno');
  await bruno.getByRole('button', { name: 'Voltar ao Treino' }).click();
  const brunoAnswers = await practise(bruno, [false, false]);
  const caio = await newUser(browser, 'caio', watch);
  await practise(caio, [true]);
  // A wrong code says what to do, and keeps the name typed (the browser logs the 404).
  consoleErrors.allow(/status of 404/);
  await caio.getByRole('link', { name: 'Minha turma' }).click();
  await caio.getByLabel('Código da turma').fill('ZZZZ2222');
  await caio.getByLabel('Seu nome na turma').fill('Caio');
  await caio.getByRole('button', { name: 'Entrar na turma' }).click();
  await expect(
    caio.getByText('Não achamos uma turma com esse código.', { exact: false }),
  ).toBeVisible();
  await expect(caio.getByLabel('Seu nome na turma')).toHaveValue('Caio');

  await page.reload();
  await expect(page.getByRole('heading', { name: '5º ano B', level: 1 })).toBeVisible();
  await expect(page.getByText('2 alunos', { exact: true })).toBeVisible();
  const rows = page.getByRole('table').getByRole('row');
  await expect(rows).toHaveCount(3); // the header and two learners
  await expect(learnerRow(page, 'Ana')).toContainText('Fase 1');
  await expect(learnerRow(page, 'Ana')).toContainText('3 de 100');
  await expect(learnerRow(page, 'Ana')).toContainText('67%');
  await expect(learnerRow(page, 'Ana')).toContainText(scenarioByNumber(anaAnswers[1]!).skill);
  await expect(learnerRow(page, 'Bruno')).toContainText('2 de 100');
  await expect(learnerRow(page, 'Bruno')).toContainText('0%');
  for (const number of brunoAnswers) {
    await expect(learnerRow(page, 'Bruno')).toContainText(scenarioByNumber(number).skill);
  }
  await expect(page.getByRole('rowheader', { name: 'Caio' })).toHaveCount(0);
  // The chart: phase 1 has 5 answers, 2 right on the first try (40%).
  await expect(page.getByText('40% de 5 respostas')).toBeVisible();

  // The spreadsheet holds the same figures.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Baixar planilha (CSV)' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('turma-5o-ano-b.csv');
  const csv = readFileSync((await file.path())!, 'utf8');
  expect(csv.split('\r\n')[0]).toBe(
    '\uFEFFAluno;Fase;Cenários feitos;Acertos na 1ª tentativa;Para revisar;Última atividade;Habilidades para reforçar;Entrou em',
  );
  // The last activity as the same local date and time as on screen, which a pt-BR spreadsheet
  // reads as a date ('26/11/2026 16:28'), not the database's UTC text.
  const onScreen = (await learnerRow(page, 'Ana').textContent())!.match(
    /\d{2}\/\d{2}\/\d{4}, \d{2}:\d{2}/,
  )![0];
  expect(csv).toContain(`\r\nAna;1;3;67%;1;${onScreen.replace(', ', ' ')};`);
  expect(csv).toMatch(/\r\nBruno;1;2;0%;2;\d{2}\/\d{2}\/\d{4} \d{2}:\d{2};/);
  expect(csv).not.toContain('Caio');

  // Ana leaves; the educator no longer sees her.
  await ana.getByRole('button', { name: 'Sair da turma' }).click();
  await expect(
    ana.getByText('Seu professor deixa de ver sua prática.', { exact: false }),
  ).toBeVisible();
  await ana.getByRole('button', { name: 'Sim, sair da turma' }).click();
  await expect(ana.getByText('Você saiu da turma')).toBeVisible();
  await expect(ana.getByRole('heading', { name: 'Entrar numa turma' })).toBeVisible();

  await page.reload();
  await expect(page.getByText('1 aluno', { exact: true })).toBeVisible();
  await expect(page.getByRole('rowheader', { name: 'Ana' })).toHaveCount(0);
  await expect(learnerRow(page, 'Bruno')).toBeVisible();
});
