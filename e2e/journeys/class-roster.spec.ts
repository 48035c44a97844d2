// Issue 40, item 5, at 390×844 and 1280×800 (docs/decisions/0074): two learners join a class as
// 'Ana' and 'ana': the learners' table (cards on a phone) and the progress grid flag both 'Mesmo
// nome de outro aluno', and every learner's row says the day they joined, in pt-BR words. The
// educator gives one a name in the class (docs/decisions/0075): the flag goes; clearing it brings
// the learner's own name and the flag back.
import type { BrowserContext } from '@playwright/test';
import { expect, test } from '../fixtures.ts';
import { expectAccessible } from '../support/axe.ts';
import { newEmail, signUp, signUpAsEducator } from '../support/learner.ts';
import { screenshot } from '../support/screenshots.ts';
import { SIZES } from '../support/sizes.ts';

for (const size of SIZES) {
  test.describe(`${size.viewport.width}×${size.viewport.height}`, () => {
    test.use({ viewport: size.viewport, isMobile: size.isMobile, hasTouch: size.hasTouch });

    test('learners who show the same name are flagged, and each says the day they joined', async ({
      browser,
      page,
      backend,
      consoleErrors,
    }, testInfo) => {
      await signUpAsEducator(page, backend, newEmail(`lista-educadora-${size.name}`));
      await page.getByRole('link', { name: 'Área do educador' }).click();
      await page.getByLabel('Nome da turma').fill('5º ano E');
      await page.getByRole('button', { name: 'Criar turma' }).click();
      await expect(page.getByRole('heading', { name: '5º ano E', level: 1 })).toBeVisible();
      const code = (await page.locator('.classes__code').textContent())!.trim();

      const contexts: BrowserContext[] = [];
      for (const name of ['Ana', 'ana', 'Bia']) {
        const context = await browser.newContext({ locale: 'pt-BR' });
        consoleErrors.watch(context);
        contexts.push(context);
        const learner = await context.newPage();
        await signUp(learner, newEmail(`lista-${name}-${size.name}`));
        await learner.getByRole('link', { name: 'Minha turma' }).click();
        await learner.getByLabel('Código da turma').fill(code);
        await learner.getByLabel('Seu nome na turma').fill(name);
        await learner.getByRole('button', { name: 'Entrar na turma' }).click();
        await expect(learner.getByText('Você está na turma')).toBeVisible();
      }
      await Promise.all(contexts.map((context) => context.close()));

      await page.reload();
      await expect(page.getByRole('heading', { name: '5º ano E', level: 1 })).toBeVisible();
      const today = new Intl.DateTimeFormat('pt-BR', { day: 'numeric', month: 'long' }).format(
        new Date(),
      );
      // A table on a laptop, a card per learner on a phone: the one on screen says it.
      const learners =
        size.name === 'phone'
          ? page.getByRole('list', { name: 'Alunos', exact: true })
          : page.getByRole('region', { name: 'Alunos', exact: true }).getByRole('table');
      await expect(learners.getByText('Mesmo nome de outro aluno')).toHaveCount(2);
      // The table's column 'Entrou em' has the day; a card says it in a sentence.
      await expect(
        size.name === 'phone'
          ? learners.getByText(`Entrou em ${today}`)
          : learners.getByRole('cell', { name: today, exact: true }),
      ).toHaveCount(3);
      await learners.getByText('Mesmo nome de outro aluno').first().scrollIntoViewIfNeeded();
      await expectAccessible(page, testInfo, `${size.name}-class-roster`);
      await screenshot(page, testInfo, `${size.name}-class-roster`, false);

      // The educator gives the second Ana a name in this class (docs/decisions/0075): every
      // class page shows it, and neither Ana is flagged any more.
      await learners.getByRole('link', { name: /^ana\b/ }).click();
      await expect(page.getByRole('heading', { name: 'ana', level: 1 })).toBeVisible();
      await expect(page.getByText(/Outro aluno da turma tem o mesmo nome/)).toBeVisible();
      await page
        .getByRole('textbox', { name: 'Nome mostrado nas páginas da turma' })
        .fill('Ana Beatriz');
      await page.getByRole('button', { name: 'Salvar' }).click();
      await expect(page.getByRole('heading', { name: 'Ana Beatriz', level: 1 })).toBeVisible();
      await expect(page.getByText('Agora Ana Beatriz aparece assim nesta turma')).toBeVisible();
      await expect(page.getByText(/Outro aluno da turma tem o mesmo nome/)).toHaveCount(0);
      await expectAccessible(page, testInfo, `${size.name}-class-only-name`);
      await screenshot(page, testInfo, `${size.name}-class-only-name`, false);
      await page.getByRole('button', { name: 'Voltar à turma' }).click();
      await expect(learners.getByRole('link', { name: /^Ana Beatriz/ })).toBeVisible();
      await expect(learners.getByText('Mesmo nome de outro aluno')).toHaveCount(0);

      // 'Usar o nome do aluno': back to the name she typed, and the flag with it.
      await learners.getByRole('link', { name: /^Ana Beatriz/ }).click();
      await page.getByRole('button', { name: 'Usar o nome do aluno' }).click();
      await expect(page.getByRole('heading', { name: 'ana', level: 1 })).toBeVisible();
      await expect(
        page.getByRole('textbox', { name: 'Nome mostrado nas páginas da turma' }),
      ).toHaveValue('');
      await page.getByRole('button', { name: 'Voltar à turma' }).click();
      await expect(learners.getByText('Mesmo nome de outro aluno')).toHaveCount(2);
    });
  });
}
