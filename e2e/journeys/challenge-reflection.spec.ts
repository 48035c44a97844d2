// Issue 39, item 6, 'Como foi?' (docs/decisions/0079): after the week of a 'Desafio da semana', two
// learners of a class answer how it went on their home: Ana tried, it felt good, and shows her
// words to the teacher; Bia tried, it was hard, and keeps her words to herself. The teacher's
// class page counts both and shows only Ana's words, under her name. The browsers' clocks are held
// on the Thursday after the week of the learners' answers (support/learner.ts's giveAnswers answers
// on Friday 20/11). At 390×844 and 1280×800, axe on each state, screenshots in
// artifacts/screenshots/.
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures.ts';
import { expectAccessible } from '../support/axe.ts';
import { giveAnswers, newEmail, signUp, signUpAsEducator } from '../support/learner.ts';
import { screenshot } from '../support/screenshots.ts';
import { SIZES } from '../support/sizes.ts';

// Thursday 2026-11-26, 15:00 in São Paulo: the week of 16/11 has ended.
const THURSDAY = new Date('2026-11-26T15:00:00-03:00');

for (const size of SIZES) {
  test.describe(`${size.viewport.width}×${size.viewport.height}`, () => {
    const use = {
      viewport: size.viewport,
      isMobile: size.isMobile,
      hasTouch: size.hasTouch,
      timezoneId: 'America/Sao_Paulo',
    };
    test.use(use);

    test('learners answer how last week’s challenge went; the teacher sees the counts and only the words shown', async ({
      browser,
      page,
      backend,
      consoleErrors,
    }, testInfo) => {
      await page.clock.setFixedTime(THURSDAY);
      await signUpAsEducator(page, backend, newEmail(`como-foi-educadora-${size.name}`));
      await page.getByRole('link', { name: 'Área do educador' }).click();
      await page.getByLabel('Nome da turma').fill('5º ano F');
      await page.getByRole('button', { name: 'Criar turma' }).click();
      await expect(page.getByRole('heading', { name: '5º ano F', level: 1 })).toBeVisible();
      const code = (await page.locator('.classes__code').textContent())!.trim();

      /** A learner of the class who practised last week, back on their home this Thursday. */
      async function learnerBack(name: string): Promise<Page> {
        const context = await browser.newContext({ ...use, locale: 'pt-BR' });
        consoleErrors.watch(context);
        const learner = await context.newPage();
        await learner.clock.setFixedTime(THURSDAY);
        await signUp(learner, newEmail(`como-foi-${name}-${size.name}`));
        await learner.getByRole('link', { name: 'Minha turma' }).click();
        await learner.getByLabel('Código da turma').fill(code);
        await learner.getByLabel('Seu nome na turma').fill(name);
        await learner.getByRole('button', { name: 'Entrar na turma' }).click();
        await expect(learner.getByText('Você está na turma')).toBeVisible();
        await giveAnswers(learner, [
          { scenario: 1, correct: true },
          { scenario: 2, correct: true },
        ]);
        await learner.goto('/');
        return learner;
      }

      const ana = await learnerBack('Ana');
      const card = ana.getByRole('region', { name: 'Como foi?' });
      await expect(card.getByText('O desafio da semana passada foi:')).toBeVisible();
      // Under the home's one primary action.
      const primary = ana.getByRole('button', { name: /^Continuar de onde parei/ });
      const [primaryBox, cardBox] = [await primary.boundingBox(), await card.boundingBox()];
      expect(cardBox!.y).toBeGreaterThan(primaryBox!.y);
      await card.scrollIntoViewIfNeeded();
      await expectAccessible(ana, testInfo, `${size.name}-challenge-reflection`);
      await card.screenshot({
        path: testInfo.outputPath(`${size.name}-challenge-reflection-card.png`),
      });
      await screenshot(ana, testInfo, `${size.name}-challenge-reflection`, false);

      await card.getByRole('button', { name: 'Eu tentei' }).click();
      await expect(card.getByText('Que legal que você tentou! Como você se sentiu?')).toBeFocused();
      await card.getByText('Foi bom', { exact: true }).click();
      await card.getByLabel('Quer contar como foi? (se quiser)').fill('Pedi ajuda e deu certo.');
      const share = card.getByRole('checkbox', { name: 'Mostrar para meu professor(a)' });
      await expect(share).not.toBeChecked();
      await share.check();
      await expectAccessible(ana, testInfo, `${size.name}-challenge-reflection-tried`);
      await card.screenshot({
        path: testInfo.outputPath(`${size.name}-challenge-reflection-tried.png`),
      });
      await card.getByRole('button', { name: 'Pronto' }).click();
      await expect(
        card.getByText('Obrigado por contar! Tentar já é um passo importante.'),
      ).toBeFocused();
      await ana.reload();
      await expect(ana.getByRole('region', { name: 'Desafio da semana' })).toBeVisible();
      await expect(ana.getByRole('region', { name: 'Como foi?' })).toHaveCount(0);
      await ana.context().close();

      const bia = await learnerBack('Bia');
      const biaCard = bia.getByRole('region', { name: 'Como foi?' });
      await biaCard.getByRole('button', { name: 'Eu tentei' }).click();
      await biaCard.getByText('Foi difícil', { exact: true }).click();
      await biaCard.getByLabel('Quer contar como foi? (se quiser)').fill('Fiquei com vergonha.');
      await biaCard.getByRole('button', { name: 'Pronto' }).click();
      await expect(biaCard.getByText(/^Obrigado por contar!/)).toBeVisible();
      await bia.context().close();

      await page.reload();
      const panel = page.getByRole('region', { name: 'Como foi o desafio?' });
      await expect(panel.getByText(/^Semana de 16\/11 · /)).toBeVisible();
      await expect(panel.getByText(/2 tentaram · 1 foi bom, 1 difícil/)).toBeVisible();
      await expect(panel.getByText('Pedi ajuda e deu certo.')).toBeVisible();
      await expect(panel.getByText('— Ana')).toBeVisible();
      await expect(page.getByText(/vergonha/)).toHaveCount(0);
      await panel.scrollIntoViewIfNeeded();
      await expectAccessible(page, testInfo, `${size.name}-class-reflections`);
      await screenshot(page, testInfo, `${size.name}-class-reflections`, false);
    });
  });
}
