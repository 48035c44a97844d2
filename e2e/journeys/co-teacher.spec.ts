// Issue 40, item 5, at 390×844 and 1280×800 (docs/decisions/0080): a class's educator invites a
// colleague ('Educadores da turma', 'Convidar outro educador'); the colleague, an educator too,
// types the code in 'Suas turmas', sees the class marked 'Você é coeducador(a)', its grid, and
// gives it a task; the owner removes them and the class leaves their list.
import type { BrowserContext } from '@playwright/test';
import { expect, test } from '../fixtures.ts';
import { expectAccessible } from '../support/axe.ts';
import { newEmail, signUp, signUpAsEducator } from '../support/learner.ts';
import { screenshot } from '../support/screenshots.ts';
import { SIZES } from '../support/sizes.ts';

for (const size of SIZES) {
  test.describe(`${size.viewport.width}×${size.viewport.height}`, () => {
    test.use({ viewport: size.viewport, isMobile: size.isMobile, hasTouch: size.hasTouch });

    test('a co-teacher invited by the educator sees and manages the class until removed', async ({
      browser,
      page,
      backend,
      consoleErrors,
    }, testInfo) => {
      await signUpAsEducator(page, backend, newEmail(`dona-turma-${size.name}`));
      await page.getByRole('link', { name: 'Área do educador' }).click();
      await page.getByLabel('Nome da turma').fill('6º ano C');
      await page.getByRole('button', { name: 'Criar turma' }).click();
      await expect(page.getByRole('heading', { name: '6º ano C', level: 1 })).toBeVisible();
      const joinCode = (await page.locator('.classes__code').textContent())!.trim();

      const contexts: BrowserContext[] = [];
      const newPage = async () => {
        const context = await browser.newContext({
          locale: 'pt-BR',
          viewport: size.viewport,
          isMobile: size.isMobile,
          hasTouch: size.hasTouch,
        });
        consoleErrors.watch(context);
        contexts.push(context);
        return context.newPage();
      };
      // A learner in the class, so the grid has a row.
      const learner = await newPage();
      await signUp(learner, newEmail(`coeducador-aluna-${size.name}`));
      await learner.getByRole('link', { name: 'Minha turma' }).click();
      await learner.getByLabel('Código da turma').fill(joinCode);
      await learner.getByLabel('Seu nome na turma').fill('Clara');
      await learner.getByRole('button', { name: 'Entrar na turma' }).click();
      await expect(learner.getByText('Você está na turma')).toBeVisible();

      // The owner makes a co-teacher code: shown big, with 'Copiar'.
      await page.reload();
      const panel = page.getByRole('region', { name: 'Educadores da turma' });
      await panel.getByRole('button', { name: 'Convidar outro educador' }).click();
      const code = (await panel.locator('.classes__code').textContent())!.trim();
      expect(code).toMatch(/^[A-Z0-9]{8}$/);
      expect(code).not.toBe(joinCode);
      await expect(panel.getByRole('button', { name: 'Copiar' })).toBeVisible();
      await expect(panel.getByText('Criou a turma')).toBeVisible();
      await panel.scrollIntoViewIfNeeded();
      await expectAccessible(page, testInfo, `${size.name}-co-teachers-panel`);
      await screenshot(page, testInfo, `${size.name}-co-teachers-panel`, false);

      // A colleague with an educator account joins with it.
      const colleagueEmail = newEmail(`coeducadora-${size.name}`);
      const colleague = await newPage();
      await signUpAsEducator(colleague, backend, colleagueEmail);
      await colleague.getByRole('link', { name: 'Área do educador' }).click();
      const join = colleague.getByRole('form', { name: 'Entrar numa turma como educador(a)' });
      // A wrong code is said on the field, and what was typed stays. The browser logs the 404.
      consoleErrors.allow(/status of 404 .*\/rest\/v1\/rpc\/join_class_as_educator/);
      await join.getByLabel('Código de coeducador(a)').fill('ZZZZ2222');
      await join.getByRole('button', { name: 'Entrar como educador(a)' }).click();
      const field = join.getByLabel('Código de coeducador(a)');
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      await expect(
        join.getByText('Não achamos esse código de coeducador(a).', { exact: false }),
      ).toBeVisible();
      await expect(field).toHaveValue('ZZZZ2222');
      await field.fill(code.toLowerCase());
      await join.getByRole('button', { name: 'Entrar como educador(a)' }).click();
      await expect(colleague.getByRole('heading', { name: '6º ano C', level: 1 })).toBeVisible();
      await expect(colleague.getByRole('heading', { name: 'Quem fez as tarefas' })).toBeVisible();
      await expect(colleague.getByRole('link', { name: /Clara/ }).first()).toBeVisible();
      // The colleague gives the class a task.
      await colleague.getByRole('button', { name: 'Nova tarefa' }).click();
      const form = colleague.getByRole('form', { name: 'Nova tarefa' });
      await form.getByLabel('O que a turma vai praticar').selectOption({ index: 1 });
      await form.getByRole('button', { name: 'Dar a tarefa' }).click();
      await expect(form).toHaveCount(0);
      await expect(
        colleague.getByRole('region', { name: 'Tarefas da turma' }).getByRole('listitem'),
      ).toHaveCount(1);
      // Not offered: deleting the class.
      await expect(colleague.getByRole('button', { name: 'Apagar turma' })).toHaveCount(0);
      await expect(
        colleague.getByRole('region', { name: 'Educadores da turma' }).getByRole('button', {
          name: 'Sair da turma',
        }),
      ).toBeVisible();
      await colleague.getByRole('button', { name: 'Todas as turmas' }).click();
      const list = colleague.getByRole('region', { name: 'Suas turmas' });
      await expect(list.getByRole('link', { name: 'Abrir a turma 6º ano C' })).toBeVisible();
      await expect(list.getByText('Você é coeducador(a)')).toBeVisible();
      await expectAccessible(colleague, testInfo, `${size.name}-co-teacher-classes`);
      await screenshot(colleague, testInfo, `${size.name}-co-teacher-classes`, false);

      // The owner sees them, and removes them.
      await page.reload();
      await expect(panel.getByText(colleagueEmail)).toBeVisible();
      await panel.getByRole('button', { name: `Remover ${colleagueEmail} da turma` }).click();
      const dialog = page.getByRole('dialog', { name: `Remover ${colleagueEmail} da turma?` });
      await dialog.getByRole('button', { name: 'Remover' }).click();
      await expect(dialog).toHaveCount(0);
      await expect(panel.getByText(colleagueEmail)).toHaveCount(0);

      await colleague.reload();
      await expect(colleague.getByRole('heading', { name: 'Suas turmas' })).toBeVisible();
      await expect(
        colleague.getByText('Você ainda não tem turmas.', { exact: false }),
      ).toBeVisible();
      await expect(colleague.getByRole('link', { name: 'Abrir a turma 6º ano C' })).toHaveCount(0);
      await Promise.all(contexts.map((context) => context.close()));
    });
  });
}
