// Issue 40, item 3, at 390×844 and 1280×800 (docs/decisions/0074): an educator who signs in, or
// opens the app's address, lands on 'Suas turmas' with each class's figures, not on the learner's
// home ("Começar Prática", "Conquistas 0/16"); the practice is one press away and stays there.
import { expect, test } from '../fixtures.ts';
import { expectAccessible } from '../support/axe.ts';
import { newEmail, signIn, signUp, signUpAsEducator } from '../support/learner.ts';
import { screenshot } from '../support/screenshots.ts';
import { SIZES } from '../support/sizes.ts';

for (const size of SIZES) {
  test.describe(`${size.viewport.width}×${size.viewport.height}`, () => {
    test.use({ viewport: size.viewport, isMobile: size.isMobile, hasTouch: size.hasTouch });

    test("an educator lands on 'Suas turmas' after sign-in and on opening '/', and reaches the practice from there", async ({
      browser,
      page,
      backend,
      consoleErrors,
    }, testInfo) => {
      const email = newEmail(`chegada-educadora-${size.name}`);
      await signUpAsEducator(page, backend, email);
      await page.getByRole('link', { name: 'Área do educador' }).click();
      await page.getByLabel('Nome da turma').fill('5º ano B');
      await page.getByRole('button', { name: 'Criar turma' }).click();
      await expect(page.getByRole('heading', { name: '5º ano B', level: 1 })).toBeVisible();
      const code = (await page.locator('.classes__code').textContent())!.trim();

      // A learner joins, so the class's card has someone to count.
      const context = await browser.newContext({
        locale: 'pt-BR',
        viewport: size.viewport,
        isMobile: size.isMobile,
        hasTouch: size.hasTouch,
      });
      consoleErrors.watch(context);
      const learner = await context.newPage();
      await signUp(learner, newEmail(`chegada-aluna-${size.name}`));
      await learner.getByRole('link', { name: 'Minha turma' }).click();
      await learner.getByLabel('Código da turma').fill(code);
      await learner.getByLabel('Seu nome na turma').fill('Lia');
      await learner.getByRole('button', { name: 'Entrar na turma' }).click();
      await expect(learner.getByText('Você está na turma')).toBeVisible();
      await context.close();

      // Signed out and in again: the classes, with the welcome, never the learner's home.
      await page.getByRole('button', { name: 'Sair' }).click();
      await expect(page.getByRole('button', { name: 'Entrar', exact: true })).toBeVisible();
      await signIn(page, email);
      await expect(page.getByRole('heading', { name: 'Suas turmas', level: 2 })).toBeVisible();
      await expect(page).toHaveURL(/\/\?view=educator$/);
      await expect(page.getByText('Login realizado!')).toBeVisible();
      const card = page.getByRole('listitem').filter({
        has: page.getByRole('link', { name: 'Abrir a turma 5º ano B' }),
      });
      await expect(card.getByText('1 aluno', { exact: true })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Começar Prática' })).toHaveCount(0);
      await expect(page.getByText(/^Conquistas/)).toHaveCount(0);
      await expectAccessible(page, testInfo, `${size.name}-educator-landing`);
      await screenshot(page, testInfo, `${size.name}-educator-landing`, false);

      // The practice is one press away, and a reload keeps it there.
      await page.getByRole('button', { name: 'Praticar os cenários' }).click();
      await expect(page.getByRole('button', { name: 'Começar Prática' })).toBeVisible();
      await page.reload();
      await expect(page.getByRole('button', { name: 'Começar Prática' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Área do educador' })).toBeVisible();

      // The app's address opened anew (a new tab, a bookmark, the installed app's icon): the
      // classes. (Over the practice's own '/' in the same tab, the browser keeps the entry as a
      // reload does, and the practice stays.)
      const opened = await page.context().newPage();
      await opened.goto('/');
      await expect(opened.getByRole('heading', { name: 'Suas turmas', level: 2 })).toBeVisible();
      await expect(opened).toHaveURL(/\/\?view=educator$/);
      await expect(opened.getByRole('button', { name: 'Começar Prática' })).toHaveCount(0);
    });
  });
}
