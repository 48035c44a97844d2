// Issue 39, item 2, at 390×844 and 1280×800 (docs/decisions/0072): an educator gives a class a
// skill of five scenarios; a learner's 'Fazer a tarefa' plays them one after another as 'Tarefa da
// turma · N de 5', never as review; the home button leaves midway with the answers kept, and the
// teacher reads '2 de 5'; 'Fazer a tarefa' goes on from the third to a closing card that says what
// was done and when it was due, with one way home. No 'Modo de Revisão', no 'Mestre da Prática'.
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures.ts';
import { expectAccessible } from '../support/axe.ts';
import { CONTENT } from '../support/content.ts';
import { answer, continueToNext, newEmail, signUp, signUpAsEducator } from '../support/learner.ts';
import { screenshot } from '../support/screenshots.ts';
import { SIZES } from '../support/sizes.ts';

// The skill of scenario 2: five scenarios over more than one phase (docs/decisions/0043).
const bundle = CONTENT['pt-BR'];
const skill = bundle.skills.find((s) => s.key === bundle.scenarios[1]!.skillKey)!;
const skillScenarios = bundle.scenarios
  .filter((s) => s.skillKey === skill.key)
  .sort((a, b) => a.number - b.number);

/** A date `days` from today as the date input takes it, and as the app shows it. */
function dayFromToday(days: number): { input: string; shown: string } {
  const date = new Date();
  date.setDate(date.getDate() + days);
  const pad = (value: number) => String(value).padStart(2, '0');
  const input = `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
  const shown = new Intl.DateTimeFormat('pt-BR', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
  }).format(new Date(`${input}T12:00:00`));
  return { input, shown };
}

// Every notice that ever came on screen, kept in the page: an achievement shows for a few seconds
// only, and one missed between two checks would pass unseen.
const WATCH_NOTICES = () => {
  const seen: string[] = [];
  (window as unknown as { noticesSeen: string[] }).noticesSeen = seen;
  new MutationObserver(() => {
    for (const notice of Array.from(document.querySelectorAll('[data-toast]'))) {
      const text = notice.textContent ?? '';
      if (!seen.includes(text)) seen.push(text);
    }
  }).observe(document, { childList: true, subtree: true, characterData: true });
};
const noticesSeen = (page: Page) =>
  page.evaluate(() => (window as unknown as { noticesSeen: string[] }).noticesSeen);

for (const size of SIZES) {
  test.describe(`${size.viewport.width}×${size.viewport.height}`, () => {
    test.use({ viewport: size.viewport, isMobile: size.isMobile, hasTouch: size.hasTouch });

    test("a class's skill plays as one session to its closing card, never as review", async ({
      browser,
      page,
      backend,
      consoleErrors,
    }, testInfo) => {
      expect(skillScenarios).toHaveLength(5);
      await signUpAsEducator(page, backend, newEmail(`sessao-educadora-${size.name}`));
      await page.getByRole('link', { name: 'Área do educador' }).click();
      await page.getByLabel('Nome da turma').fill('4º ano A');
      await page.getByRole('button', { name: 'Criar turma' }).click();
      await expect(page.getByRole('heading', { name: '4º ano A', level: 1 })).toBeVisible();
      const code = (await page.locator('.classes__code').textContent())!.trim();
      await page.getByRole('button', { name: 'Nova tarefa' }).click();
      const form = page.getByRole('form', { name: 'Nova tarefa' });
      const due = dayFromToday(7);
      await form.getByLabel('O que a turma vai praticar').selectOption({ label: skill.name });
      await form.getByLabel('Para quando (opcional)').fill(due.input);
      await form.getByRole('button', { name: 'Dar a tarefa' }).click();
      await expect(form).toHaveCount(0);

      // Ana joins with the code.
      const context = await browser.newContext({
        locale: 'pt-BR',
        viewport: size.viewport,
        isMobile: size.isMobile,
        hasTouch: size.hasTouch,
      });
      consoleErrors.watch(context);
      await context.addInitScript(WATCH_NOTICES);
      const ana = await context.newPage();
      await signUp(ana, newEmail(`sessao-ana-${size.name}`));
      await ana.getByRole('link', { name: 'Minha turma' }).click();
      await ana.getByLabel('Código da turma').fill(code);
      await ana.getByLabel('Seu nome na turma').fill('Ana');
      await ana.getByRole('button', { name: 'Entrar na turma' }).click();
      await expect(ana.getByText('Você está na turma')).toBeVisible();
      await ana.getByRole('button', { name: 'Voltar ao Treino' }).click();
      const work = ana.getByRole('region', { name: skill.name });
      await expect(work).toContainText('0 de 5 feitos');

      // One session: the first, then the second of the work, not the home in between.
      const band = ana.locator('.lesson__mode');
      await work.getByRole('button', { name: 'Fazer a tarefa' }).click();
      await expect(ana.locator('.scenario__title')).toHaveText(skillScenarios[0]!.title);
      await expect(band).toContainText('Tarefa da turma · 1 de 5');
      await expect(ana.getByText('Modo de Revisão')).toHaveCount(0);
      await expect(ana.getByText(/Praticando de novo/)).toHaveCount(0);
      await expectAccessible(ana, testInfo, `${size.name}-class-session-lesson`);
      await screenshot(ana, testInfo, `${size.name}-class-session-lesson`, false);
      await answer(ana, true);
      await continueToNext(ana);
      await expect(ana.locator('.scenario__title')).toHaveText(skillScenarios[1]!.title);
      await expect(band).toContainText('Tarefa da turma · 2 de 5');
      await answer(ana, true);
      await continueToNext(ana);
      await expect(band).toContainText('Tarefa da turma · 3 de 5');

      // The home button leaves midway: two answers kept, and the teacher reads them as partial.
      await ana.getByRole('button', { name: 'Início', exact: true }).click();
      await expect(work).toContainText('2 de 5 feitos');
      const grid = page.getByRole('table', { name: 'Cada aluno em cada tarefa da turma' });
      const anaCell = grid
        .getByRole('row')
        .filter({ has: page.getByRole('rowheader', { name: 'Ana' }) })
        .getByRole('cell')
        .first();
      await expect(async () => {
        await page.reload();
        await expect(anaCell).toHaveText('2 de 5', { timeout: 8000 });
      }).toPass({ timeout: 60_000 });

      // Coming back goes on from the third, to the closing card.
      await work.getByRole('button', { name: 'Fazer a tarefa' }).click();
      await expect(ana.locator('.scenario__title')).toHaveText(skillScenarios[2]!.title);
      await expect(band).toContainText('Tarefa da turma · 3 de 5');
      for (const position of [4, 5]) {
        await answer(ana, true);
        await continueToNext(ana);
        await expect(band).toContainText(`Tarefa da turma · ${position} de 5`);
        await expect(ana.getByText('Modo de Revisão')).toHaveCount(0);
      }
      await answer(ana, true);
      await ana.getByRole('button', { name: 'Continuar' }).click();

      const end = ana.getByRole('region', { name: 'Tarefa feita!' });
      await expect(end.getByRole('heading', { level: 1, name: 'Tarefa feita!' })).toBeFocused();
      await expect(end).toContainText('Tarefa da turma · 4º ano A');
      await expect(end).toContainText(`Você fez os 5 cenários de “${skill.name}”.`);
      await expect(end).toContainText(`A tarefa é para ${due.shown}. Você terminou a tempo!`);
      await expect(end.getByRole('button')).toHaveCount(1);
      await expectAccessible(ana, testInfo, `${size.name}-class-session-end`);
      await screenshot(ana, testInfo, `${size.name}-class-session-end`);
      // Review's achievement is for review: never earned by the class's work.
      expect((await noticesSeen(ana)).join(' | ')).not.toContain('Mestre da Prática');

      await end.getByRole('button', { name: 'Voltar ao início' }).click();
      await expect(ana.getByRole('button', { name: /^Continuar de onde parei/ })).toBeVisible();
      await expect(ana.getByRole('button', { name: 'Fazer a tarefa' })).toHaveCount(0);
      await expect(async () => {
        await page.reload();
        await expect(anaCell).toHaveText('✓ Feito', { timeout: 8000 });
      }).toPass({ timeout: 60_000 });
      await context.close();
    });
  });
}
