// Issue 27, the teacher's loop (docs/decisions/0029, 0030), at 390×844 and 1280×800: an educator
// signs up as one, creates a class and gives it a skill to practise by a date; two learners join
// and find "Tarefa da turma" first on their home; one does it; the educator sees who did.
import type { BrowserContext, Page } from '@playwright/test';
import { expect, test } from '../fixtures.ts';
import { expectAccessible } from '../support/axe.ts';
import { CONTENT } from '../support/content.ts';
import { answer, newEmail, signUp, signUpAsEducator } from '../support/learner.ts';
import { screenshot } from '../support/screenshots.ts';
import { SIZES } from '../support/sizes.ts';

// The skill of scenario 3, practised by 3 scenarios over 2 phases (docs/decisions/0043): doing the
// work is answering each of them right.
const bundle = CONTENT['pt-BR'];
const skill = bundle.skills.find((s) => s.key === bundle.scenarios[2]!.skillKey)!;
const skillScenarios = bundle.scenarios.filter((s) => s.skillKey === skill.key);

/** A date `days` from today as the date input takes it, and as the app shows it. */
function dayFromToday(days: number): { input: string; shown: string } {
  const date = new Date();
  date.setDate(date.getDate() + days);
  const input = `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
  const shown = new Intl.DateTimeFormat('pt-BR', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
  }).format(new Date(`${input}T12:00:00`));
  return { input, shown };
}

for (const size of SIZES) {
  test.describe(`${size.viewport.width}×${size.viewport.height}`, () => {
    test.use({ viewport: size.viewport, isMobile: size.isMobile, hasTouch: size.hasTouch });

    // The skill spans two phases (docs/decisions/0043); what the class was given opens whatever
    // the order of the phases (docs/decisions/0053), so Ana does its phase-2 scenario too.
    test('an educator assigns a skill by a date; the learners see it first; the educator sees who did it', async ({
      browser,
      page,
      backend,
      consoleErrors,
    }, testInfo) => {
      await signUpAsEducator(page, backend, newEmail(`tarefa-educadora-${size.name}`));
      await page.getByRole('link', { name: 'Área do educador' }).click();
      await page.getByLabel('Nome da turma').fill('4º ano A');
      await page.getByRole('button', { name: 'Criar turma' }).click();
      await expect(page.getByRole('heading', { name: '4º ano A', level: 1 })).toBeVisible();
      const code = (await page.locator('.classes__code').textContent())!.trim();

      const tasks = page.getByRole('region', { name: 'Tarefas da turma' });
      await expect(tasks.getByText('Nenhuma tarefa ainda.', { exact: false })).toBeVisible();
      // The form is behind 'Nova tarefa' (docs/decisions/0070).
      await page.getByRole('button', { name: 'Nova tarefa' }).click();
      const form = page.getByRole('form', { name: 'Nova tarefa' });
      // Nothing chosen: said under the field, nothing sent.
      await form.getByRole('button', { name: 'Dar a tarefa' }).click();
      await expect(
        form.getByText('Escolha uma fase ou uma habilidade para a tarefa.'),
      ).toBeVisible();
      const due = dayFromToday(7);
      await form.getByLabel('O que a turma vai praticar').selectOption({ label: skill.name });
      await form.getByLabel('Para quando (opcional)').fill(due.input);
      await form.getByRole('button', { name: 'Dar a tarefa' }).click();
      await expect(form).toHaveCount(0);
      const card = tasks.getByRole('listitem').filter({ hasText: skill.name });
      await expect(card).toContainText(`Para ${due.shown}`);
      await expect(card).toContainText('Ninguém fez ainda.');
      await expectAccessible(page, testInfo, `${size.name}-class-assignments`);
      await screenshot(page, testInfo, `${size.name}-class-assignments`);

      // Two learners join with the code; each home opens on the class's work.
      const learners: Page[] = [];
      for (const name of ['Ana', 'Bruno']) {
        const context: BrowserContext = await browser.newContext({
          locale: 'pt-BR',
          viewport: size.viewport,
          isMobile: size.isMobile,
          hasTouch: size.hasTouch,
        });
        consoleErrors.watch(context);
        const learner = await context.newPage();
        await signUp(learner, newEmail(`tarefa-${name}-${size.name}`));
        await learner.getByRole('link', { name: 'Minha turma' }).click();
        await learner.getByLabel('Código da turma').fill(code);
        await learner.getByLabel('Seu nome na turma').fill(name);
        await learner.getByRole('button', { name: 'Entrar na turma' }).click();
        await expect(learner.getByText('Você está na turma')).toBeVisible();
        await learner.getByRole('button', { name: 'Voltar ao Treino' }).click();
        const work = learner.getByRole('region', { name: skill.name });
        await expect(work).toContainText('Tarefa da turma · 4º ano A');
        await expect(work).toContainText(`Para ${due.shown}`);
        await expect(work).toContainText(`0 de ${skillScenarios.length} feitos`);
        learners.push(learner);
      }
      const [ana, bruno] = learners as [Page, Page];
      await expectAccessible(bruno, testInfo, `${size.name}-home-class-work`);
      await screenshot(bruno, testInfo, `${size.name}-home-class-work`);

      // Ana does it: each scenario of the skill, answered right, one after another as a class
      // session, to its closing card (docs/decisions/0072; class-session.spec.ts tells it whole).
      await ana.getByRole('button', { name: 'Fazer a tarefa' }).click();
      for (const scenario of skillScenarios) {
        await expect(ana.locator('.scenario__title')).toHaveText(scenario.title);
        await answer(ana, true);
        await ana.getByRole('button', { name: 'Continuar' }).click();
      }
      await expect(ana.getByRole('heading', { level: 1, name: 'Tarefa feita!' })).toBeVisible();
      await ana.getByRole('button', { name: 'Voltar ao início' }).click();
      // Done: the home no longer puts it first.
      await expect(ana.getByRole('button', { name: 'Fazer a tarefa' })).toHaveCount(0);

      await page.reload();
      await expect(card).toContainText('Fez: Ana (1 de 2)');
      await expect(card).toContainText('Não começou: Bruno');
    });
  });
}
