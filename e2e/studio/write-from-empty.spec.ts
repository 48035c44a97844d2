// The first step of a teacher's loop (issue 38): from "Cenários por fase → Fase 1 → +" an
// educator writes a whole scenario from nothing, in pt-BR and English, publishes it, and a
// learner meets it in phase 1 of the running app; and "Excluir" says first what it changes, so
// the published content never ends up refused by the export
// (docs/decisions/0055, 0059).
import type { Locator, Page } from '@playwright/test';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { giveAnswers, newEmail, signUp } from '../support/learner.ts';
import {
  englishOnScreen,
  expectComponentAccessible,
  GENERATED,
  lakeRequest,
  liveFrom,
  openScenario,
  publish,
  runContentExport,
  startReleaseChain,
} from './studio-support.ts';
import { expect, studioScreenshot, test, WEBHOOK_SECRET } from './studio-fixtures.ts';

type Texts = { pt: string; en: string };

const TITLE: Texts = { pt: 'O zíper da mochila travou', en: 'The stuck backpack zip' };
const SITUATION: Texts = {
  pt: 'Na saída da escola, o zíper da sua mochila travou e você não consegue guardar o caderno. A professora está arrumando a sala perto de você. O que você faz?',
  en: 'At the end of the school day, the zip on your backpack is stuck and you cannot put your notebook away. Your teacher is tidying the classroom near you. What do you do?',
};
// The scene: the teacher, a one-off adult (the cast has no teacher), calm while she tidies up.
// Each choice's reaction is how she looks after it: glad to help when asked, worried at a zip
// pulled hard, still calm when the learner leaves without a word (she never finds out).
const SCENE = { setting: 'Sala de aula', feeling: 'Calma' };
const CHOICES: { text: Texts; feedback: Texts; correct: boolean; reaction: string }[] = [
  {
    correct: true,
    reaction: 'Alegria',
    text: {
      pt: 'Digo: “Professora, meu zíper travou. Você pode me ajudar?”',
      en: 'I say, “Miss, my zip is stuck. Can you help me?”',
    },
    feedback: {
      pt: 'A professora fica contente em ajudar, porque você disse o que aconteceu e pediu. Uma frase curta deixa claro do que você precisa. Assim o problema se resolve rápido.',
      en: 'Your teacher is glad to help, because you said what happened and asked. A short sentence makes it clear what you need. That way the problem is solved quickly.',
    },
  },
  {
    correct: false,
    reaction: 'Preocupação',
    text: {
      pt: 'Puxo o zíper com força até ele abrir.',
      en: 'I pull the zip hard until it opens.',
    },
    feedback: {
      pt: 'Você queria resolver sozinho, e isso é compreensível. Mas puxar com força pode quebrar o zíper ou rasgar a mochila. Quando algo não sai, pedir ajuda a um adulto funciona melhor.',
      en: 'You wanted to fix it on your own, and that makes sense. But pulling hard can break the zip or tear the backpack. When something will not work, asking an adult for help works better.',
    },
  },
  {
    correct: false,
    reaction: 'Calma',
    text: {
      pt: 'Deixo o caderno no chão da sala e vou para casa sem falar nada.',
      en: 'I leave the notebook on the classroom floor and go home without saying anything.',
    },
    feedback: {
      pt: 'Você talvez quisesse evitar o problema. Mas o caderno pode se perder, e a professora nem fica sabendo que você precisava de ajuda. Contar o que aconteceu dá a ela a chance de ajudar.',
      en: 'Maybe you wanted to avoid the problem. But the notebook might get lost, and your teacher never finds out you needed help. Telling her what happened gives her the chance to help.',
    },
  },
];

/**
 * Writes both languages of a localized field from empty: pt-BR is there from the start (the
 * source), English is added with its "+ EN" button, as the field offers.
 */
async function writeBoth(field: Locator, texts: Texts): Promise<void> {
  const boxes = field.locator('textarea, input[type="text"]');
  await expect(boxes).toHaveCount(1);
  await boxes.nth(0).fill(texts.pt);
  await field.getByRole('button', { name: 'EN', exact: true }).click();
  await expect(boxes).toHaveCount(2);
  await boxes.nth(1).fill(texts.en);
}

/** A field of the form by its path, as the Studio ids it. */
const field = (scope: Page | Locator, path: string | RegExp) =>
  scope.getByTestId(typeof path === 'string' ? `field-${path}` : path);

test('from “Fase 1 → +” an educator writes a scenario and its scene from empty in pt-BR and English, publishes it, and a learner meets it in phase 1 of the running app', async ({
  page,
  lake,
  studio,
  backend,
  browser,
  consoleErrors,
}) => {
  test.setTimeout(600_000);
  const release = await startReleaseChain(lake, studio.receiverPort, backend, WEBHOOK_SECRET);
  const context = await browser.newContext({ baseURL: release.app.url, locale: 'pt-BR' });
  consoleErrors.watch(context);
  // The scene's pt-BR alt text as published, which the app's drawing must be named by.
  let sceneAlt = '';
  try {
    await test.step('a new scenario from the phase 1 list is number 101, in phase 1', async () => {
      await page.goto('/');
      await page.getByRole('link', { name: 'Cenários por fase' }).click();
      await page.getByRole('link', { name: /^Fase 1 \(cenários/ }).click();
      // The "+" of the phase's list.
      await page.getByRole('link', { name: 'Novo cenário da fase 1' }).click();
      await expect(field(page, 'number').locator('input')).toHaveValue('101', {
        timeout: 120_000,
      });
      await expect(field(page, 'stage')).toContainText('Fase 1');
    });

    await test.step('the skill, the title and the situation, in both languages', async () => {
      // The reference's search box (the phase above it is a select, also a combobox).
      const skill = page.locator('input#skill');
      await skill.click();
      await skill.fill('Pedir ajuda');
      // Its own results, not the phase's list beside the form (whose rows are options too).
      await page
        .locator('#skill-listbox')
        .getByRole('option', { name: /Pedir ajuda/ })
        .click();
      await writeBoth(field(page, 'title'), TITLE);
      await writeBoth(field(page, 'description'), SITUATION);
      expect(await englishOnScreen(page)).toEqual([]);
    });

    await test.step('the scene: the classroom, the teacher as a one-off person, calm; a drafted alt text', async () => {
      const scene = field(page, 'scene');
      await scene
        .getByTestId('field-scene.setting')
        .locator('select')
        .selectOption({ label: SCENE.setting });
      await field(scene, 'scene.people').getByTestId('add-single-object-button').click();
      const person = page
        .getByRole('dialog')
        .filter({ has: page.getByTestId(/^field-scene\.people\[_key==".*"\]\.feeling$/) });
      await expect(person).toBeVisible();
      // Nobody of the cast is a teacher: she is drawn from the parts, as an adult.
      const look = (part: string) =>
        field(person, new RegExp(`^field-scene\\.people\\[_key==".*"\\]\\.look\\.${part}$`));
      await look('age').getByRole('radio', { name: 'Adulto', exact: true }).check();
      await look('skin').getByRole('radio', { name: 'Tom 4', exact: true }).check();
      await look('hair').locator('select').selectOption({ label: 'Coque' });
      await look('hairColour').getByRole('radio', { name: 'Castanho-escuro', exact: true }).check();
      await look('clothing').getByRole('radio', { name: 'Verde', exact: true }).check();
      await field(person, /^field-scene\.people\[_key==".*"\]\.feeling$/)
        .getByRole('radio', { name: SCENE.feeling, exact: true })
        .check();
      expect(await englishOnScreen(page)).toEqual([]);
      await page.keyboard.press('Escape');
      await expect(person).toBeHidden();
      // The drawing above the fields shows her, named by the pt-BR alt text once it is written.
      await expect(scene.getByTestId('scene-drawing').getByRole('img')).toBeVisible();
      await scene.getByRole('button', { name: 'Escrever um rascunho' }).click();
      // What the button did, said where a screen reader hears it (not the list's drag region).
      await expect(
        scene.getByRole('status').filter({ hasText: /^Rascunho escrito em pt-BR e en\./ }),
      ).toBeVisible();
      const alt = field(scene, 'scene.alt').locator('textarea');
      await expect(alt).toHaveCount(2);
      await expect(alt.nth(0)).toHaveValue(/^Na sala de aula, .*calma/);
      await expect(alt.nth(1)).toHaveValue(/^In the classroom, .*calm/);
      await expect(
        scene
          .getByTestId('scene-drawing')
          .getByRole('img', { name: await alt.nth(0).inputValue() }),
      ).toBeVisible();
      await studioScreenshot(page, 'novo-cenario-cena');
    });

    await test.step('three choices, each with its feedback and the teacher’s reaction, the first one correct', async () => {
      for (const [index, choice] of CHOICES.entries()) {
        await field(page, 'choices').getByTestId('add-single-object-button').click();
        const dialog = page.getByRole('dialog').filter({ hasText: 'Texto da escolha' });
        await expect(dialog).toBeVisible();
        await writeBoth(field(dialog, /^field-choices\[_key==".*"\]\.text$/), choice.text);
        if (choice.correct)
          await dialog.getByRole('checkbox', { name: 'É a escolha correta' }).click();
        await writeBoth(field(dialog, /^field-choices\[_key==".*"\]\.feedback$/), choice.feedback);
        await field(dialog, /^field-choices\[_key==".*"\]\.reaction$/)
          .getByRole('radio', { name: choice.reaction, exact: true })
          .check();
        // The breadcrumb shows the choice's own words, not Title Case (issue 38).
        await expect(dialog.getByText(choice.text.pt, { exact: true }).first()).toBeVisible();
        if (index === 0) {
          const crumb = dialog.locator('[data-testid^="breadcrumb-item-"]').last();
          // As drawn (innerText applies CSS text-transform), after its "#1" badge.
          expect(await crumb.evaluate((element) => (element as HTMLElement).innerText)).toContain(
            choice.text.pt,
          );
          expect(await englishOnScreen(page)).toEqual([]);
          await studioScreenshot(page, 'nova-escolha');
        }
        await page.keyboard.press('Escape');
        await expect(dialog).toBeHidden();
      }
      await expect(field(page, 'choices').getByText('Correta', { exact: true })).toHaveCount(1);
      // Nothing left to fix: no error under any field.
      await expect(page.locator('[data-testid="field-messages"] [data-ui="Card"]')).toHaveCount(0, {
        timeout: 30_000,
      });
      await studioScreenshot(page, 'novo-cenario-escrito');
    });

    await test.step('"Publicar" releases it to the running app', async () => {
      await publish(page);
      const published = await lake.published<{
        number: number;
        stage: number;
        scene: { alt: { language: string; value: string }[] };
      }>(
        (await lake.snapshot()).find((doc) => doc._type === 'scenario' && doc.number === 101)!._id,
      );
      expect([published.number, published.stage]).toEqual([101, 1]);
      sceneAlt = published.scene.alt.find((item) => item.language === 'pt-BR')!.value;
      await expect(page.getByTestId('release-status')).toContainText('No app ✓', {
        timeout: 90_000,
      });
      const phase1 = await readFile(join(GENERATED, 'pt-BR.phase-1.ts'), 'utf8');
      expect(phase1).toContain(TITLE.pt);
      expect(await readFile(join(GENERATED, 'en.phase-1.ts'), 'utf8')).toContain(TITLE.en);
    });

    await test.step('a learner who finished the 20 scenarios of phase 1 meets scenario 101 in it', async () => {
      const learner = await context.newPage();
      await signUp(learner, newEmail('novo-cenario'));
      await giveAnswers(
        learner,
        Array.from({ length: 20 }, (_, index) => ({ scenario: index + 1, correct: true })),
      );
      await learner.goto('/');
      await learner.getByRole('button', { name: 'Continuar de onde parei' }).click();
      await expect(learner.locator('.scenario__title')).toHaveText(TITLE.pt, { timeout: 30_000 });
      await expect(learner.getByText('Progresso: 20 de 21 cenários')).toBeVisible();
      // The scene is drawn above the situation, named by its pt-BR alt text.
      await expect(learner.getByRole('img', { name: sceneAlt, exact: true })).toBeVisible({
        timeout: 30_000,
      });
      await learner
        .getByRole('group', { name: 'Escolha uma resposta' })
        .getByRole('button', { name: CHOICES[0]!.text.pt })
        .click();
      await expect(learner.getByRole('heading', { name: 'Ótima escolha!' })).toBeVisible();
      await expect(learner.getByText(CHOICES[0]!.feedback.pt)).toBeVisible();
      await studioScreenshot(learner, 'novo-cenario-no-app');
    });
  } finally {
    await context.close();
    await release.stop();
  }
});

/** Opens "Excluir" from the menu beside "Publicar" and returns its dialog. */
async function excluir(page: Page): Promise<Locator> {
  await page.getByTestId('action-menu-button').click();
  await page.getByRole('menuitem', { name: 'Excluir' }).click();
  const dialog = page.getByRole('dialog').filter({ has: page.getByTestId('release-guard') });
  await expect(dialog).toBeVisible({ timeout: 30_000 });
  return dialog;
}

test('"Excluir" on a published scenario says first what it changes, and never leaves content the export refuses', async ({
  page,
  lake,
}) => {
  test.setTimeout(420_000);
  // A school's own scenario 101 in phase 1, practising "Pedir ajuda" (9, 54 and 78 practise it).
  const ninth = await lake.published<Record<string, unknown>>('scenario-9');
  await lakeRequest(lake.url, 'mutate', {
    mutations: [{ create: { ...ninth, _id: 'scenario-escola-101', number: 101, stage: 1 } }],
  });
  const out = await mkdtemp(join(tmpdir(), 'ths-e2e-excluir-'));
  try {
    await test.step('scenario 100 cannot go: its skill would fall short; nothing is deleted', async () => {
      await openScenario(page, 100, 5);
      const dialog = await excluir(page);
      await expect(dialog).toContainText('Não dá para excluir o cenário 100');
      await expect(dialog).toContainText('a exportação recusaria o conteúdo');
      await expect(dialog).toContainText('é praticada por 2 cenários');
      await expect(dialog).toContainText('edite os textos e publique. Nada foi excluído.');
      await expectComponentAccessible(page, 'release-guard');
      await studioScreenshot(page, 'excluir-recusado');
      await dialog.getByRole('button', { name: 'Entendi' }).click();
      await expect(dialog).toBeHidden();
      expect((await lake.published<{ number: number }>('scenario-100')).number).toBe(100);
    });

    await test.step('the school’s scenario 101 can go, and the dialog says what changes', async () => {
      await openScenario(page, 101, 1);
      const dialog = await excluir(page);
      await expect(dialog).toContainText('Excluir o cenário 101');
      await expect(dialog).toContainText('sai do app de todos os alunos');
      await expect(dialog).toContainText(
        'Quem já respondeu este cenário não perde nada: as respostas e o progresso continuam salvos.',
      );
      await expect(dialog).toContainText('A habilidade “Pedir ajuda” fica com 3 cenários.');
      await expectComponentAccessible(page, 'release-guard');
      await studioScreenshot(page, 'excluir-explicado');
      await dialog.getByRole('button', { name: 'Excluir', exact: true }).click();
      await expect
        .poll(async () => (await lake.snapshot()).some((doc) => doc._id === 'scenario-escola-101'))
        .toBe(false);
    });

    await test.step('the export takes what is published', async () => {
      const output = await runContentExport(liveFrom(lake.url), out);
      expect(output).toContain('5 fases, 100 cenários');
    });
  } finally {
    await rm(out, { recursive: true, force: true });
  }
});
