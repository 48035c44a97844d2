// One scenario by keyboard alone, focus going where a screen-reader user needs it; and the
// English switch changing both the interface and the content.
import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../fixtures.ts';
import { CONTENT, scenarioByTitle } from '../support/content.ts';
import { currentTitle, expectProgress, newEmail, PASSWORD, signUp } from '../support/learner.ts';

/** Presses Tab until `target` has the focus (at most 40 times). */
async function tabTo(page: Page, target: Locator): Promise<void> {
  for (let presses = 0; presses < 40; presses += 1) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

test('sign up and complete a scenario by keyboard alone', async ({ page }) => {
  await page.goto('/auth');
  // The tabs follow the WAI-ARIA pattern: arrow keys move between them.
  await tabTo(page, page.getByRole('tab', { name: 'Entrar' }));
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Cadastrar', selected: true })).toBeFocused();
  await tabTo(page, page.getByLabel('Email'));
  await page.keyboard.type(newEmail('teclado'));
  await tabTo(page, page.getByLabel('Senha'));
  await page.keyboard.type(PASSWORD);
  await page.keyboard.press('Enter');

  const start = page.getByRole('button', { name: 'Começar Prática' });
  await expect(start).toBeVisible();
  await tabTo(page, start);
  await page.keyboard.press('Enter');
  // The pressed button is gone: the focus lands on the scenario to read.
  await expect(page.getByRole('heading', { name: 'Fase 1: Fundamentos Sociais' })).toBeVisible();
  await expect(page.locator('.scenario__title')).toBeFocused();

  const scenario = scenarioByTitle(await currentTitle(page));
  const right = scenario.choices.find((choice) => choice.isCorrect)!;
  await tabTo(page, page.getByRole('button', { name: right.text }));
  await page.keyboard.press('Enter');
  // The feedback is announced and takes the focus, so it is read next.
  await expect(page.getByRole('heading', { name: 'Ótima escolha!' })).toBeFocused();
  await expect(page.getByText(right.feedback)).toBeVisible();

  await tabTo(page, page.getByRole('button', { name: 'Continuar' }));
  await page.keyboard.press('Enter');
  const next = page.locator('.scenario__title');
  await expect(next).not.toHaveText(scenario.title);
  await expect(next).toBeFocused();
  await expectProgress(page, 1);
  await expect(page.getByText('100% de acertos')).toBeVisible();
});

test('the English switch changes the interface and the content, and is remembered', async ({
  page,
}) => {
  await signUp(page, newEmail('ingles'));
  await page.getByRole('button', { name: 'Começar Prática' }).click();
  const scenario = scenarioByTitle(await currentTitle(page));
  const english = CONTENT.en.scenarios.find((candidate) => candidate.number === scenario.number)!;
  const phase1 = CONTENT.en.phases.find((phase) => phase.number === 1)!;

  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.getByRole('button', { name: 'English' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { name: `Phase 1: ${phase1.name}` })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Review', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
  await expect(page.locator('.scenario__title')).toHaveText(english.title);
  await expect(page.getByText(english.description)).toBeVisible();
  for (const choice of english.choices)
    await expect(page.getByRole('button', { name: choice.text })).toBeVisible();

  // A reload keeps the language, and the lesson the learner was on (its address).
  await page.reload();
  await expect(page.getByRole('heading', { name: `Phase 1: ${phase1.name}` })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.getByRole('button', { name: 'Home' }).click();
  await expect(page.getByRole('button', { name: 'Start practising' })).toBeVisible();

  await page.getByRole('button', { name: 'Português' }).click();
  await expect(page.getByRole('button', { name: 'Começar Prática' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
});
