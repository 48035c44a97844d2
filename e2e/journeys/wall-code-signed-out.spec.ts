// Issue 27, the classroom wall's QR code scanned by a learner who is signed out
// (docs/decisions/0050), at 390×844 and 1280×800: the join address leads to sign-in, and once the
// account is made the learner is on the join form with the code filled in, types a name and is in
// the class. Before, sign-in led to the home and the code was lost (docs/decisions/0034).
import type { BrowserContext } from '@playwright/test';
import { expect, test } from '../fixtures.ts';
import { expectAccessible } from '../support/axe.ts';
import { newEmail, PASSWORD, signUpAsEducator } from '../support/learner.ts';
import { screenshot } from '../support/screenshots.ts';
import { SIZES } from '../support/sizes.ts';

for (const size of SIZES) {
  test.describe(`${size.viewport.width}×${size.viewport.height}`, () => {
    test.use({ viewport: size.viewport, isMobile: size.isMobile, hasTouch: size.hasTouch });

    test('a learner signed out scans the wall code, signs up and lands on the join form with the code', async ({
      browser,
      page,
      backend,
      consoleErrors,
    }, testInfo) => {
      await signUpAsEducator(page, backend, newEmail(`parede-educadora-${size.name}`));
      await page.getByRole('link', { name: 'Área do educador' }).click();
      await page.getByLabel('Nome da turma').fill('4º ano B');
      await page.getByRole('button', { name: 'Criar turma' }).click();
      await expect(page.getByRole('heading', { name: '4º ano B', level: 1 })).toBeVisible();
      const code = (await page.locator('.classes__code').textContent())!.trim();
      // The address the wall page's QR code encodes.
      await page.getByRole('link', { name: 'Imprimir código' }).click();
      const wall = `/?view=class&code=${code}`;
      await expect(page.getByText(wall)).toBeVisible();

      const context: BrowserContext = await browser.newContext({
        locale: 'pt-BR',
        viewport: size.viewport,
        isMobile: size.isMobile,
        hasTouch: size.hasTouch,
      });
      consoleErrors.watch(context);
      const learner = await context.newPage();
      await learner.goto(wall);
      await expect(learner).toHaveURL(/\/auth$/);
      await learner.getByRole('tab', { name: 'Cadastrar' }).click();
      await learner.getByLabel('Email').fill(newEmail(`parede-aluna-${size.name}`));
      await learner.getByLabel('Senha').fill(PASSWORD);
      await learner.getByRole('button', { name: 'Criar conta' }).click();

      await expect(learner.getByLabel('Código da turma')).toHaveValue(code);
      expect(new URL(learner.url()).search).toBe(`?view=class&code=${code}`);
      await expect(learner.getByRole('button', { name: 'Começar Prática' })).toHaveCount(0);
      await expectAccessible(learner, testInfo, `${size.name}-wall-code-after-sign-up`);
      await screenshot(learner, testInfo, `${size.name}-wall-code-after-sign-up`);

      await learner.getByLabel('Seu nome na turma').fill('Lia');
      await learner.getByRole('button', { name: 'Entrar na turma' }).click();
      await expect(learner.getByText('Você está na turma')).toBeVisible();
      await context.close();
    });
  });
}
