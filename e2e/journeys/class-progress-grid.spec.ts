// Issue 40, items 1 and 2, at 390×844 and 1280×800 (docs/decisions/0069, 0070): a teacher gives a
// class a skill by a day already past and phase 1 without a day; three learners are at different
// points (Ana did the skill, Bia 2 of its 3 scenarios, Caio practised phase 1 and struggles). The
// class page opens on the grid: "2 de 3" where work is partial, late work said in words, 'Precisa
// de ajuda' on Caio with the skill he missed most, which opens its page.
import type { BrowserContext, Page } from '@playwright/test';
import { recordAnswer } from '@ths/training/answer';
import { emptyProgress, type Progress } from '@ths/training/progress';
import { join } from 'node:path';
import { expect, test } from '../fixtures.ts';
import { ARTIFACTS } from '../harness/paths.ts';
import { expectAccessible } from '../support/axe.ts';
import { CONTENT } from '../support/content.ts';
import { newEmail, settle, signUp, signUpAsEducator, userIdOf } from '../support/learner.ts';
import { screenshot } from '../support/screenshots.ts';
import { SIZES } from '../support/sizes.ts';

const bundle = CONTENT['pt-BR'];
// The skill of scenario 3: three scenarios over two phases (docs/decisions/0043).
const skill = bundle.skills.find((s) => s.key === bundle.scenarios[2]!.skillKey)!;
const skillNumbers = bundle.scenarios.filter((s) => s.skillKey === skill.key).map((s) => s.number);
const phaseOne = bundle.scenarios.filter((s) => s.stage === 1);
// Caio's eight answers in phase 1, outside the skill: right, wrong, right, wrong…, the four wrong
// ones each of another skill, so the skill he missed most is that of his latest miss.
const others = phaseOne.filter((s) => !skillNumbers.includes(s.number));
const caioMisses = others
  .filter((s, index) => others.findIndex((o) => o.skillKey === s.skillKey) === index)
  .slice(0, 4)
  .map((s) => s.number);
const caioRights = others
  .map((s) => s.number)
  .filter((number) => !caioMisses.includes(number))
  .slice(0, 4);
const caioAnswers = caioRights.flatMap((right, index): [number, boolean][] => [
  [right, true],
  [caioMisses[index]!, false],
]);
const missedMost = bundle.skills.find(
  (s) => s.key === bundle.scenarios.find((sc) => sc.number === caioMisses.at(-1))!.skillKey,
)!;

const PRACTICE: Record<string, [number, boolean][]> = {
  Ana: skillNumbers.map((number) => [number, true]),
  Bia: skillNumbers.slice(0, 2).map((number) => [number, true]),
  Caio: caioAnswers,
};

/** A date `days` from today as the date input takes it, and as the grid's header shows it. */
function dayFromToday(days: number): { input: string; shown: string } {
  const date = new Date();
  date.setDate(date.getDate() + days);
  const pad = (value: number) => String(value).padStart(2, '0');
  const input = `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
  const shown = new Intl.DateTimeFormat('pt-BR', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
  }).format(new Date(`${input}T12:00:00`));
  return { input, shown };
}

/** The learner's practice, kept on the device as if answered offline; the next load saves it. */
async function givePractice(page: Page, answers: [number, boolean][]): Promise<void> {
  const userId = await userIdOf(page);
  let progress: Progress = emptyProgress();
  answers.forEach(([scenario, correct], index) => {
    const at = new Date(Date.now() - (answers.length - index) * 60_000).toISOString();
    progress = recordAnswer(progress, { scenario, correct, at });
  });
  await page.evaluate(
    ([key, stored]) => localStorage.setItem(key!, stored!),
    [`ths:progress:${userId}`, JSON.stringify({ progress, unsent: true })],
  );
}

for (const size of SIZES) {
  test.describe(`${size.viewport.width}×${size.viewport.height}`, () => {
    test.use({ viewport: size.viewport, isMobile: size.isMobile, hasTouch: size.hasTouch });

    test('the class page opens on who did the work, partial and late work in words, and who needs help', async ({
      browser,
      page,
      backend,
      consoleErrors,
    }, testInfo) => {
      await signUpAsEducator(page, backend, newEmail(`grade-educadora-${size.name}`));
      await page.getByRole('link', { name: 'Área do educador' }).click();
      await page.getByLabel('Nome da turma').fill('5º ano D');
      await page.getByRole('button', { name: 'Criar turma' }).click();
      await expect(page.getByRole('heading', { name: '5º ano D', level: 1 })).toBeVisible();
      const code = (await page.locator('.classes__code').textContent())!.trim();

      // The skill by a day three days ago (a teacher catching up on last week), phase 1 undated.
      const past = dayFromToday(-3);
      for (const [label, due] of [
        [skill.name, past.input],
        [`Fase 1: ${bundle.phases[0]!.name}`, ''],
      ] as const) {
        await page.getByRole('button', { name: 'Nova tarefa' }).click();
        const form = page.getByRole('form', { name: 'Nova tarefa' });
        await form.getByLabel('O que a turma vai praticar').selectOption({ label });
        if (due) await form.getByLabel('Para quando (opcional)').fill(due);
        await form.getByRole('button', { name: 'Dar a tarefa' }).click();
        await expect(form).toHaveCount(0);
      }

      // Three learners, each with their practice, join with the code.
      for (const [name, answers] of Object.entries(PRACTICE)) {
        const context: BrowserContext = await browser.newContext({
          locale: 'pt-BR',
          viewport: size.viewport,
          isMobile: size.isMobile,
          hasTouch: size.hasTouch,
        });
        consoleErrors.watch(context);
        const learner = await context.newPage();
        await signUp(learner, newEmail(`grade-${name}-${size.name}`));
        await givePractice(learner, answers);
        await learner.reload();
        await learner.getByRole('link', { name: 'Minha turma' }).click();
        await learner.getByLabel('Código da turma').fill(code);
        await learner.getByLabel('Seu nome na turma').fill(name);
        await learner.getByRole('button', { name: 'Entrar na turma' }).click();
        await expect(learner.getByText('Você está na turma')).toBeVisible();
        await settle(learner);
        await context.close();
      }

      // Each try waits up to 8 s: on a busy machine a reload takes more than 2 s to draw the class.
      const grid = page.getByRole('table', { name: 'Cada aluno em cada tarefa da turma' });
      const rowOf = (name: string) =>
        grid.getByRole('row').filter({ has: page.getByRole('rowheader', { name }) });
      await expect(async () => {
        await page.reload();
        await expect(rowOf('Caio')).toContainText('Precisa de ajuda', { timeout: 8000 });
      }).toPass({ timeout: 60_000 });

      // The first screen: the grid, its counts and 'Nova tarefa'; the code no longer first.
      await page.evaluate(() => window.scrollTo(0, 0));
      await expect(page.getByText('1 precisa de ajuda')).toBeInViewport();
      await expect(page.getByRole('button', { name: 'Nova tarefa' })).toBeInViewport();
      await expect(rowOf('Bia').getByRole('cell').first()).toBeInViewport();
      const gridTop = await grid.boundingBox();
      const codeLine = await page.locator('.classes__code-line').boundingBox();
      expect(gridTop!.y).toBeLessThan(codeLine!.y);

      // The skill's column: done, "2 de 3" and late, not started and late, in words.
      const headers = grid.getByRole('columnheader');
      await expect(headers.nth(1)).toHaveText(`${skill.name}Para ${past.shown}`);
      await expect(headers.nth(2)).toContainText('Fase 1');
      const skillCell = (name: string) => rowOf(name).getByRole('cell').first();
      await expect(skillCell('Ana')).toHaveText('✓ Feito');
      await expect(skillCell('Bia')).toHaveText('Atrasada 2 de 3');
      await expect(skillCell('Caio')).toHaveText('Atrasada Não começou');
      await expect(rowOf('Caio').getByRole('cell').nth(1)).toContainText(`8 de ${phaseOne.length}`);
      await expect(rowOf('Ana')).not.toContainText('Precisa de ajuda');
      await expect(rowOf('Bia')).not.toContainText('Precisa de ajuda');

      await expectAccessible(page, testInfo, `${size.name}-class-grid`);
      await screenshot(page, testInfo, `${size.name}-class-grid-first-screen`, false);
      await screenshot(page, testInfo, `${size.name}-class-grid`);
      await grid.screenshot({
        path: join(ARTIFACTS, 'screenshots', `${testInfo.project.name}-${size.name}-grid.png`),
      });

      // The task's line says who is where, not "Ninguém fez ainda".
      const tasks = page.getByRole('region', { name: 'Tarefas da turma' });
      const skillTask = tasks.getByRole('listitem').filter({ hasText: `Para ` }).first();
      await expect(skillTask).toContainText('Fez: Ana (1 de 3)');
      await expect(skillTask).toContainText('Em andamento: Bia (2 de 3)');
      await expect(skillTask).toContainText('Não começou: Caio');

      // Why Caio needs help, and the skill he missed most opens its page.
      const help = page.getByRole('region', { name: 'Quem precisa de ajuda' });
      await expect(help).toContainText('Acertou 4 de 8 nas últimas respostas de 1ª tentativa');
      await expect(help).toContainText('4 cenários para revisar');
      await help.getByRole('link', { name: missedMost.name }).click();
      await expect(page.getByRole('heading', { name: missedMost.name, level: 1 })).toBeVisible();
    });
  });
}
