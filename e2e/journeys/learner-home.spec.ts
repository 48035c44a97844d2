// Issue 39 items 3, 4 and 7, at 390×844 and 1280×800 (docs/decisions/0068): one truth on the home
// (a phase the class was given opens on the path, the two actions fit at 320 px), review without
// spoilers (only what was answered, mistakes in sets with a closing card, counted words in their
// plural form), problems marked on the sign-in field, and the 404 with the mascot and the way back.
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures.ts';
import { expectAccessible } from '../support/axe.ts';
import { CONTENT } from '../support/content.ts';
import {
  answer,
  currentTitle,
  giveAnswers,
  newEmail,
  signIn,
  signUp,
  signUpAsEducator,
  toast,
} from '../support/learner.ts';
import { screenshot } from '../support/screenshots.ts';
import { SIZES } from '../support/sizes.ts';

const phase2 = CONTENT['pt-BR'].phases.find((phase) => phase.number === 2)!;

/** Whether the element's text runs over more lines than `lines`. */
async function linesOf(page: Page, selector: string): Promise<number> {
  return page
    .locator(selector)
    .first()
    .evaluate((element) => {
      const style = getComputedStyle(element);
      const lineHeight =
        Number.parseFloat(style.lineHeight) || Number.parseFloat(style.fontSize) * 1.4;
      return Math.round(element.getBoundingClientRect().height / lineHeight);
    });
}

/** Answers the scenarios of a row one by one, each after the one before has left the screen. */
async function practiseInARow(page: Page, answers: boolean[]): Promise<void> {
  for (const [index, correct] of answers.entries()) {
    const before = await currentTitle(page);
    await answer(page, correct);
    await page.getByRole('button', { name: 'Continuar' }).click();
    if (index < answers.length - 1) {
      await expect(page.locator('.scenario__title')).not.toHaveText(before);
    }
  }
}

for (const size of SIZES) {
  test.describe(`${size.viewport.width}×${size.viewport.height}`, () => {
    test.use({ viewport: size.viewport, isMobile: size.isMobile, hasTouch: size.hasTouch });

    test('the home tells one truth: a phase the class was given opens on the path; both actions fit at 320 px', async ({
      browser,
      page,
      backend,
      consoleErrors,
    }, testInfo) => {
      await signUpAsEducator(page, backend, newEmail(`verdade-educadora-${size.name}`));
      await page.getByRole('link', { name: 'Área do educador' }).click();
      await page.getByLabel('Nome da turma').fill('5º ano B');
      await page.getByRole('button', { name: 'Criar turma' }).click();
      const code = (await page.locator('.classes__code').textContent())!.trim();
      const tasks = page.getByRole('region', { name: 'Tarefas da turma' });
      // The form is behind 'Nova tarefa' (docs/decisions/0070).
      await page.getByRole('button', { name: 'Nova tarefa' }).click();
      const form = page.getByRole('form', { name: 'Nova tarefa' });
      await form.getByLabel('O que a turma vai praticar').selectOption('phase:2');
      await form.getByRole('button', { name: 'Dar a tarefa' }).click();
      await expect(form).toHaveCount(0);
      await expect(tasks.getByRole('listitem').filter({ hasText: phase2.name })).toBeVisible();

      const context = await browser.newContext({
        locale: 'pt-BR',
        viewport: size.viewport,
        isMobile: size.isMobile,
        hasTouch: size.hasTouch,
      });
      consoleErrors.watch(context);
      const learner = await context.newPage();
      await signUp(learner, newEmail(`verdade-${size.name}`));
      // Phase 1 begun, not finished: phase 2 is open only because the class was given it.
      await giveAnswers(
        learner,
        [1, 2, 3, 4, 5].map((scenario) => ({ scenario, correct: true })),
      );
      await learner.reload();
      await learner.getByRole('link', { name: 'Minha turma' }).click();
      await learner.getByLabel('Código da turma').fill(code);
      await learner.getByLabel('Seu nome na turma').fill('Lia');
      await learner.getByRole('button', { name: 'Entrar na turma' }).click();
      await expect(learner.getByText('Você está na turma')).toBeVisible();
      await learner.getByRole('button', { name: 'Voltar ao Treino' }).click();

      await expect(learner.getByText('Tarefa da turma · 5º ano B')).toBeVisible();
      const stops = learner.getByRole('list', { name: 'Fases' }).getByRole('listitem');
      // Phase 2 on the path says what the work card says: open, a button, no padlock.
      await expect(stops.nth(1)).toContainText('0 de 20 cenários');
      await expect(stops.nth(1)).not.toContainText('Fechada');
      await expect(stops.nth(1).getByRole('button')).toBeVisible();
      await expect(stops.nth(2)).toContainText('Fechada · complete a Fase 2 para abrir');
      await expect(stops.nth(2).getByRole('button')).toHaveCount(0);
      await expectAccessible(learner, testInfo, `${size.name}-home-one-truth`);
      await screenshot(learner, testInfo, `${size.name}-home-one-truth`, false);

      // At 320 px the secondary 'Continuar de onde parei' keeps 'Fase 1 · cenário 6 de 20' on
      // one line and nothing runs past the screen.
      await learner.setViewportSize({ width: 320, height: 700 });
      const resume = learner.getByRole('button', { name: /^Continuar de onde parei/ });
      await expect(resume).toContainText('Fase 1 · cenário 6 de 20');
      expect(await linesOf(learner, '.home__main .button__sub')).toBe(1);
      expect(
        await learner.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
      ).toBe(true);
      // The app's name in the top bar is drawn whole or not at all, never cut to "Habil".
      expect(
        await learner
          .locator('.top-bar__title')
          .evaluate(
            (title) =>
              title.scrollWidth <= title.clientWidth || title.getBoundingClientRect().width <= 1,
          ),
      ).toBe(true);
      await screenshot(learner, testInfo, `${size.name}-home-one-truth-320`, false);
      await learner.setViewportSize(size.viewport);

      // The path's button does what its words say: phase 2 opens.
      await stops.nth(1).getByRole('button').click();
      await expect(learner.getByRole('heading', { name: `Fase 2: ${phase2.name}` })).toBeVisible();
      await expect(toast(learner, 'Fase bloqueada')).toHaveCount(0);
      await context.close();
    });

    test('review lists only what was answered, mistakes first, in a set of 5 with a closing card', async ({
      page,
    }, testInfo) => {
      await signUp(page, newEmail(`revisao-sem-spoiler-${size.name}`));
      // 8 answered in phase 1, 6 of them wrong; 12 of the phase not played yet.
      await giveAnswers(
        page,
        [1, 2, 3, 4, 5, 6, 7, 8].map((scenario) => ({ scenario, correct: scenario > 6 })),
      );
      await page.reload();
      await page.getByRole('button', { name: /^Revisar/ }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Modo de Revisão' })).toBeVisible();
      await expect(
        page.getByText('Você errou 6 cenário(s). Pratique novamente para melhorar!'),
      ).toBeVisible();
      // No scenario not played yet: no 'Começar', and only the 8 answered (6 of them twice:
      // among the mistakes and in their phase).
      await expect(page.getByRole('button', { name: 'Começar' })).toHaveCount(0);
      await expect(page.locator('.review-card')).toHaveCount(6 + 8);
      await expect(page.locator('details summary').first()).toContainText('8 cenários jogados');
      await expectAccessible(page, testInfo, `${size.name}-review-no-spoilers`);
      await screenshot(page, testInfo, `${size.name}-review-no-spoilers`, false);

      // A set of 5, not the 6: a child can finish it.
      await page.getByRole('button', { name: 'Praticar os 5 em sequência' }).click();
      await practiseInARow(page, [true, true, false, true, true]);
      const heading = page.getByRole('heading', { level: 1, name: 'Você acertou 4 de 5' });
      await expect(heading).toBeVisible();
      await expect(heading).toBeFocused();
      await expect(page.getByText('Ainda tem 2 cenários para revisar.')).toBeVisible();
      await expectAccessible(page, testInfo, `${size.name}-review-set-end`);
      await screenshot(page, testInfo, `${size.name}-review-set-end`, false);

      // The next set: the 2 left, then nothing marked any more.
      await page.getByRole('button', { name: 'Praticar mais 2' }).click();
      await practiseInARow(page, [true, true]);
      await expect(
        page.getByRole('heading', { level: 1, name: 'Você acertou 2 de 2' }),
      ).toBeVisible();
      await expect(page.getByText('Você revisou tudo o que estava marcado!')).toBeVisible();
      await page.getByRole('button', { name: 'Voltar à lista' }).click();
      await expect(page.getByText('Cenários para revisar')).toHaveCount(0);
    });

    test('sign-in and sign-up mark the field a problem concerns, beside the notice; the 404 shows the way back', async ({
      page,
      consoleErrors,
    }, testInfo) => {
      consoleErrors.allow(/status of (422|400) .*\/auth\/v1\/(signup|token)/);
      consoleErrors.allow(/404.*\/caminho-errado/);
      const email = newEmail(`campos-${size.name}`);
      await signUp(page, email);
      await page.getByRole('button', { name: 'Sair' }).click();
      await expect(page.getByRole('tab', { name: 'Entrar', selected: true })).toBeVisible();

      const emailField = page.getByLabel('Email');
      const passwordField = page.getByLabel('Senha');
      // An e-mail that is not one: the notice, and the field marked with the words under it.
      await emailField.fill('ana@');
      await passwordField.fill('senha-segura');
      await page.getByRole('button', { name: 'Entrar', exact: true }).click();
      await expect(
        toast(page, 'Dados inválidos').filter({ hasText: 'Email inválido' }),
      ).toBeVisible();
      await expect(emailField).toHaveAttribute('aria-invalid', 'true');
      await expect(emailField).toHaveAccessibleDescription('Email inválido');
      await expect(emailField).toBeFocused();
      await expect(passwordField).not.toHaveAttribute('aria-invalid', 'true');
      await expectAccessible(page, testInfo, `${size.name}-auth-field-problem`);
      await screenshot(page, testInfo, `${size.name}-auth-field-problem`, false);
      // Typing again takes the mark away.
      await emailField.fill(email);
      await expect(emailField).not.toHaveAttribute('aria-invalid', 'true');

      // A short password at sign-up: the password is marked.
      await page.getByRole('tab', { name: 'Cadastrar' }).click();
      await passwordField.fill('123');
      await page.getByRole('button', { name: 'Criar conta' }).click();
      await expect(passwordField).toHaveAttribute('aria-invalid', 'true');
      await expect(passwordField).toHaveAccessibleDescription(
        'Mínimo de 6 caracteres A senha deve ter no mínimo 6 caracteres',
      );
      // Already registered: the e-mail is marked.
      await passwordField.fill('outra-senha');
      await page.getByRole('button', { name: 'Criar conta' }).click();
      await expect(
        toast(page, 'Erro ao criar conta').filter({
          hasText: 'Este email já está cadastrado. Tente fazer login.',
        }),
      ).toBeVisible();
      await expect(emailField).toHaveAttribute('aria-invalid', 'true');
      await expect(emailField).toHaveAccessibleDescription(
        'Este email já está cadastrado. Tente fazer login.',
      );
      // A wrong password: the server does not say which, so both are marked.
      await signIn(page, email, 'senha-errada');
      await expect(toast(page, 'Erro ao entrar')).toBeVisible();
      await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
      await expect(page.getByLabel('Senha')).toHaveAttribute('aria-invalid', 'true');
      await expect(page.getByLabel('Senha')).toHaveAccessibleDescription(
        'Email ou senha incorretos.',
      );
      await expectAccessible(page, testInfo, `${size.name}-auth-wrong-password`);

      await page.goto('/caminho-errado');
      await expect(page.getByRole('heading', { name: '404' })).toBeVisible();
      await expect(page.getByText('Oops! Page not found')).toHaveAttribute('lang', 'en');
      await expect(page.locator('.not-found .mascot')).toBeVisible();
      await expect(
        page.getByText('Não achamos esta página. Vamos voltar para o treino?'),
      ).toBeVisible();
      await expectAccessible(page, testInfo, `${size.name}-not-found`);
      await screenshot(page, testInfo, `${size.name}-not-found`, false);
      await page.getByRole('link', { name: 'Voltar para o início' }).click();
      await expect(page).toHaveURL(/\/auth$/);
    });
  });
}
