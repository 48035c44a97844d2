// Every view and state of the app, at the size of this project (phone 390×844, laptop
// 1280×800): axe-core finds no WCAG 2.2 A/AA violation, and a screenshot goes to
// artifacts/screenshots for people to look at.
import type { Page, TestInfo } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { expectAccessible } from './support/axe.ts';
import { scenariosOfPhase } from './support/content.ts';
import {
  answer,
  continueToNext,
  giveAnswers,
  newEmail,
  PASSWORD,
  signUp,
  signUpAsEducator,
  userIdOf,
} from './support/learner.ts';
import { screenshot } from './support/screenshots.ts';

/** axe, then the screenshot, of what is on screen now. */
async function check(page: Page, testInfo: TestInfo, view: string, fullPage = true): Promise<void> {
  await test.step(`view: ${view}`, async () => {
    await expectAccessible(page, testInfo, view);
    await screenshot(page, testInfo, view, fullPage);
  });
}

test('every view and state passes axe and is photographed', async ({
  page,
  backend,
  consoleErrors,
}, testInfo) => {
  await page.goto('/auth');
  await expect(
    page.getByRole('heading', { name: 'Treinamento de Habilidades Sociais' }),
  ).toBeVisible();
  await check(page, testInfo, 'auth-sign-in');

  await page.getByRole('tab', { name: 'Cadastrar' }).click();
  await check(page, testInfo, 'auth-sign-up');

  await page.getByLabel('Email').fill('nao-e-um-email');
  await page.getByLabel('Senha').fill('123');
  await page.getByRole('button', { name: 'Criar conta' }).click();
  await expect(page.getByText('Dados inválidos')).toBeVisible();
  await check(page, testInfo, 'auth-invalid-toast');

  await page.getByLabel('Email').fill(newEmail(`views-${testInfo.project.name}`));
  await page.getByLabel('Senha').fill(PASSWORD);
  await page.getByRole('button', { name: 'Criar conta' }).click();
  await expect(page.getByRole('button', { name: 'Começar Prática' })).toBeVisible();
  await expect(page.getByText('Conta criada com sucesso!')).toBeVisible();
  await check(page, testInfo, 'home-new-learner');

  // The loading view lasts as long as the progress read: hold that request.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(`${backend.url}/rest/v1/user_progress*`, async (route) => {
    await held;
    await route.continue();
  });
  await page.reload();
  await expect(page.getByText('Carregando...')).toBeVisible();
  await check(page, testInfo, 'loading');
  release();
  await page.getByRole('button', { name: 'Começar Prática' }).click();
  await page.unroute(`${backend.url}/rest/v1/user_progress*`);
  await expect(page.getByRole('heading', { name: /^Fase 1:/ })).toBeVisible();
  await check(page, testInfo, 'phase');

  await answer(page, true);
  await check(page, testInfo, 'feedback-correct');
  await continueToNext(page);
  await expect(page.getByText('Parabéns!')).toBeVisible();
  await check(page, testInfo, 'toast-correct', false);
  // The achievement has its own moment, after 'Parabéns!'.
  await expect(page.getByText('Conquista Desbloqueada!')).toBeVisible();
  await check(page, testInfo, 'toast-achievement', false);

  await answer(page, false);
  await check(page, testInfo, 'feedback-learn', false);
  await page.getByRole('button', { name: 'Ver por que funciona' }).click();
  await check(page, testInfo, 'feedback-learn-why', false);
  await continueToNext(page);

  // The backend is down while the learner answers: the answer waits on the device under a calm
  // chip, not a red notice (docs/decisions/0022).
  consoleErrors.allow(
    /Failed to load resource|Saving progress failed|ERR_CONNECTION_REFUSED|Failed to fetch/,
  );
  await backend.stop();
  await answer(page, true);
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page.getByText('Sem internet · suas respostas ficam guardadas aqui')).toBeVisible();
  await expect(page.getByText('Erro ao salvar progresso')).toHaveCount(0);
  await check(page, testInfo, 'waiting-chip', false);
  // 'Sair' while that answer waits: the learner is told it stays on this device.
  await page.getByRole('button', { name: 'Sair' }).click();
  await expect(
    page.getByRole('heading', { name: 'Seu progresso ainda não foi enviado' }),
  ).toBeFocused();
  await check(page, testInfo, 'sign-out-unsent', false);
  await page.getByRole('button', { name: 'Continuar aqui' }).click();
  await backend.start();

  // The rest of phase 1, one in four wrong, to the phase-complete view.
  const remaining = scenariosOfPhase(1).length - 3;
  for (let index = 0; index < remaining; index += 1) {
    await answer(page, index % 4 !== 0);
    if (index < remaining - 1) await continueToNext(page);
    else await page.getByRole('button', { name: 'Continuar' }).click();
  }
  await expect(
    page.getByRole('heading', { name: 'Parabéns! Você completou a Fase 1!' }),
  ).toBeVisible();
  await check(page, testInfo, 'phase-complete');

  await page.getByRole('button', { name: 'Revisar Cenários' }).click();
  await expect(page.getByRole('heading', { name: 'Modo de Revisão' })).toBeVisible();
  await check(page, testInfo, 'review', false);
  await page.getByRole('button', { name: /^Praticar os \d+ em sequência$/ }).click();
  await expect(page.locator('.lesson__mode')).toBeVisible();
  await check(page, testInfo, 'review-practice', false);
  await page.goBack();

  await page.getByRole('button', { name: 'Voltar ao Treino' }).click();
  await page.getByRole('button', { name: 'Ver Conquistas' }).click();
  await expect(page.getByRole('heading', { name: 'Conquistas', exact: true })).toBeVisible();
  await check(page, testInfo, 'achievements');

  await page.getByRole('button', { name: 'Voltar ao Treino' }).click();
  await page.getByRole('button', { name: 'Próxima Fase' }).click();
  await expect(page.getByRole('heading', { name: /^Fase 2:/ })).toBeVisible();
  await page.getByRole('button', { name: 'Fase 3, bloqueada' }).click();
  await expect(page.getByText('Fase bloqueada')).toBeVisible();
  await check(page, testInfo, 'toast-phase-locked', false);

  await page.getByRole('button', { name: 'Próxima Fase' }).click();
  await expect(page.getByText('Complete a fase atual')).toBeVisible();
  await check(page, testInfo, 'toast-advance-blocked', false);

  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.getByRole('heading', { name: /^Phase 2:/ })).toBeVisible();
  await check(page, testInfo, 'phase-english');
  await page.getByRole('button', { name: 'Português' }).click();

  await page.getByRole('button', { name: 'Início' }).click();
  await expect(page.getByRole('button', { name: /^Continuar de onde parei/ })).toBeVisible();
  await check(page, testInfo, 'home-returning-learner');

  // Issue 18: answers from days ago are due today; the home's card, due practice, the skills.
  await giveAnswers(
    page,
    [21, 22, 23].map((scenario) => ({ scenario, correct: scenario !== 22 })),
  );
  await page.reload();
  await expect(page.getByRole('region', { name: 'Para revisar hoje' })).toBeVisible();
  await check(page, testInfo, 'home-due-and-challenge');
  await page.getByRole('button', { name: 'Praticar agora' }).click();
  await expect(page.locator('.lesson__mode')).toContainText('Para revisar hoje');
  await check(page, testInfo, 'due-practice', false);
  await page.getByRole('button', { name: 'Voltar ao início' }).click();
  await page.getByRole('button', { name: 'Minhas habilidades' }).click();
  await expect(page.getByRole('heading', { name: 'Minhas habilidades' })).toBeFocused();
  await check(page, testInfo, 'skills');
  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.getByRole('heading', { name: 'My skills' })).toBeVisible();
  await check(page, testInfo, 'skills-english');
  await page.getByRole('button', { name: 'Português' }).click();

  consoleErrors.allow(/\/nao-existe/);
  await page.goto('/nao-existe');
  await expect(page.getByRole('heading', { name: '404' })).toBeVisible();
  await check(page, testInfo, 'not-found');

  // A view whose code cannot be downloaded: the network dropped during a first visit, before
  // the service worker kept the app (after that, the worker serves the code offline).
  await page.evaluate(async () => {
    for (const registration of await navigator.serviceWorker.getRegistrations()) {
      await registration.unregister();
    }
  });
  consoleErrors.allow(/dynamically imported module|Failed to load resource/);
  await page.route('**/assets/classes-screens-*.js', (route) =>
    route.abort('internetdisconnected'),
  );
  await page.goto('/?view=class');
  await expect(page.getByRole('button', { name: 'Tentar de novo' })).toBeVisible();
  await check(page, testInfo, 'route-error');
});

test('the class and account views pass axe and are photographed', async ({
  page,
  browser,
  backend,
  consoleErrors,
}, testInfo) => {
  await signUpAsEducator(page, backend, newEmail(`views-educator-${testInfo.project.name}`));
  await page.getByRole('link', { name: 'Área do educador' }).click();
  await expect(page.getByRole('heading', { name: 'Área do educador' })).toBeVisible();
  await check(page, testInfo, 'educator-no-classes');
  await page.getByLabel('Nome da turma').fill('5º ano B');
  await page.getByRole('button', { name: 'Criar turma' }).click();
  await expect(page.getByRole('heading', { name: '5º ano B', level: 1 })).toBeVisible();
  await check(page, testInfo, 'class-empty');
  const code = (await page.locator('.classes__code').textContent())!.trim();

  // A learner with answers in two phases joins: the class with figures, chart and table.
  const learnerContext = await browser.newContext({ locale: 'pt-BR' });
  consoleErrors.watch(learnerContext);
  const learner = await learnerContext.newPage();
  await signUp(learner, newEmail(`views-learner-${testInfo.project.name}`));
  await learner.getByRole('link', { name: 'Minha turma' }).click();
  await learner.getByRole('button', { name: 'Entrar na turma' }).click();
  await expect(learner.getByText('Digite o código da turma.')).toBeVisible();
  await check(learner, testInfo, 'my-class-problems');
  await learner.getByLabel('Código da turma').fill(code);
  await learner.getByLabel('Seu nome na turma').fill('Ana Clara');
  await learner.getByRole('button', { name: 'Entrar na turma' }).click();
  await expect(learner.getByText('Você está na turma')).toBeVisible();
  await check(learner, testInfo, 'my-class-joined');
  await giveAnswers(
    learner,
    scenariosOfPhase(1).map((scenario, index) => ({
      scenario: scenario.number,
      correct: index % 3 !== 0,
    })),
  );
  const learnerId = await userIdOf(learner);
  await learner.reload();
  await expect(learner.getByText('Você está na turma')).toBeVisible();
  // The answers kept on the device are sent on load.
  await expect
    .poll(async () => (await backend.progressRow(learnerId))?.completed_scenarios.length)
    .toBe(scenariosOfPhase(1).length);
  // 'Minha conta' for adults: an unknown educator invitation code is named on the field.
  await learner.goto('/?view=account');
  // The database refuses the code (400), which the browser logs; the page names it on the field.
  consoleErrors.allow(/status of 400 .*\/rest\/v1\/rpc\/set_my_role/);
  await learner.getByLabel('Código de convite de educador(a)').fill('ZZZZ2222');
  await learner.getByRole('button', { name: 'Usar o código' }).click();
  await expect(learner.getByText('Não encontramos esse código.', { exact: false })).toBeVisible();
  await check(learner, testInfo, 'account-invitation-problem');
  await learnerContext.close();

  await page.reload();
  // A row of the table on a laptop, a card under 600 px: either way, her name opens her page.
  // (The progress grid above names her with a link to the same page.)
  await expect(page.getByRole('link', { name: 'Ana Clara', exact: true }).last()).toBeVisible();
  await check(page, testInfo, 'class-with-learners');
  await page.getByRole('button', { name: 'Todas as turmas' }).click();
  await expect(page.getByRole('link', { name: 'Abrir a turma 5º ano B' })).toBeVisible();
  await check(page, testInfo, 'educator-classes');
  // An invitation for a colleague (docs/decisions/0071): the code and the day it ends.
  await page.getByRole('button', { name: 'Criar código de convite' }).click();
  await expect(page.getByText(/Vale até .+, uma vez só\./)).toBeVisible();
  await check(page, testInfo, 'educator-invitation');

  // An educator's way to the practice (docs/decisions/0074).
  await page.getByRole('button', { name: 'Praticar os cenários' }).click();
  await page.getByRole('link', { name: 'Minha conta' }).click();
  await page.getByRole('button', { name: 'Excluir minha conta' }).click();
  await expect(page.getByText('Tem certeza? Não dá para desfazer.')).toBeVisible();
  await check(page, testInfo, 'account-delete-confirm');
});
