// Issue 26 §4, one challenge a week (docs/decisions/0024): the home's 'Desafio da semana' stays
// the same after three more scenarios and a reload, the phase-complete screen shows that same one,
// and marked done it stays on screen with its date and the Sunday the week ends. At 390×844 and
// 1280×800, in the learner's time zone; axe on each state.
import { expect, test } from '../fixtures.ts';
import { expectAccessible } from '../support/axe.ts';
import { answer, continueToNext, giveAnswers, newEmail, signUp } from '../support/learner.ts';

const SIZES = {
  phone: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
  laptop: { viewport: { width: 1280, height: 800 } },
} as const;

for (const [size, use] of Object.entries(SIZES)) {
  test.describe(`at ${use.viewport.width}×${use.viewport.height}`, () => {
    test.use({ ...use, timezoneId: 'America/Sao_Paulo' });

    test(`the week's challenge is the same after three more scenarios, a reload and the phase's end (${size})`, async ({
      page,
    }, testInfo) => {
      await signUp(page, newEmail(`desafio-semana-${size}`));
      // Scenarios 1 to 16 answered last week, on another device (support/learner.ts).
      await giveAnswers(
        page,
        Array.from({ length: 16 }, (_, index) => ({ scenario: index + 1, correct: index !== 3 })),
      );
      await page.reload();
      const challenge = page.getByRole('region', { name: 'Desafio da semana' });
      const skill = challenge.getByRole('heading', { level: 3 });
      await expect(skill).toHaveCount(1);
      const chosen = (await skill.textContent())!;
      expect(chosen).toMatch(/^Habilidade: /);
      await expect(challenge.getByText(/^Vale até domingo, \d+ de \p{L}+\.$/u)).toBeVisible();
      await expectAccessible(page, testInfo, `weekly-challenge-home-${size}`);

      // Three more scenarios (17, 18, 19), each of another skill: the same challenge.
      await page.getByRole('button', { name: /^Continuar de onde parei/ }).click();
      for (let count = 0; count < 3; count += 1) {
        await answer(page, true);
        await continueToNext(page);
      }
      await page.getByRole('button', { name: 'Início' }).click();
      await expect(skill).toHaveText(chosen);
      await page.reload();
      await expect(skill).toHaveText(chosen);

      // The last of phase 1: the phase-complete screen offers that same one, and only it.
      await page.getByRole('button', { name: /^Continuar de onde parei/ }).click();
      await answer(page, true);
      await page.getByRole('button', { name: 'Continuar' }).click();
      await expect(
        page.getByRole('heading', { name: 'Parabéns! Você completou a Fase 1!' }),
      ).toBeVisible();
      await expect(skill).toHaveCount(1);
      await expect(skill).toHaveText(chosen);
      await expectAccessible(page, testInfo, `weekly-challenge-complete-${size}`);

      // Marked done: it stays, with its date, on this screen, after a reload and on the home.
      await challenge.getByRole('button', { name: 'Fiz este desafio!' }).click();
      await expect(challenge.getByText(/^✓ Feito em .+\. Que legal!$/)).toBeFocused();
      await page.reload();
      await expect(skill).toHaveText(chosen);
      await page.getByRole('button', { name: 'Próxima Fase' }).click();
      await page.getByRole('button', { name: 'Início' }).click();
      await expect(skill).toHaveText(chosen);
      await expect(challenge.getByText(/Feito em .+\. Que legal!/)).toBeVisible();
      await expect(challenge.getByRole('button', { name: 'Fiz este desafio!' })).toHaveCount(0);
      await expect(challenge.getByText(/^Vale até domingo, /)).toBeVisible();
      await page.screenshot({
        path: testInfo.outputPath(`weekly-challenge-done-${size}.png`),
        fullPage: true,
      });
      await expectAccessible(page, testInfo, `weekly-challenge-done-${size}`);
    });
  });
}
