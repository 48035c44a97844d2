// "Publicar" reaches learners with no command typed (docs/decisions/0036-publishing-is-a-release.md):
// the app runs as `npm start` runs it (Vite's dev server), the Studio and the lake as `pnpm studio`
// runs them, with the release receiver beside them. An educator publishes scenario 12's new
// feedback; the lake's signed webhook reaches the receiver, which exports into the app's bundle;
// the running app shows it, and the Studio says where the change is. A change the export
// refuses shows the export's message on the document.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { answer, continueToNext, newEmail, signUp } from '../support/learner.ts';
import {
  choiceText,
  GENERATED,
  lakeRequest,
  localizedInput,
  openChoice,
  openScenario,
  publish,
  startReleaseChain,
} from './studio-support.ts';
import { expect, studioScreenshot, test, WEBHOOK_SECRET } from './studio-fixtures.ts';

const NEW_FEEDBACK =
  'Você quis evitar a tristeza, e isso é compreensível. Mas sua família pode achar que você não quer conversa. Contar o que sente ajuda quem gosta de você a cuidar de você.';
const CHOICE_KEY = '9090af2991bf';

test('an educator publishes scenario 12’s feedback and the running app shows it, with no command typed; a refused publish shows the export’s message', async ({
  page,
  lake,
  studio,
  backend,
  browser,
  consoleErrors,
}) => {
  test.setTimeout(420_000);
  const wrongChoice = await choiceText(lake, 'scenario-12', CHOICE_KEY);
  const release = await startReleaseChain(lake, studio.receiverPort, backend, WEBHOOK_SECRET);
  const { app } = release;
  const context = await browser.newContext({ baseURL: app.url, locale: 'pt-BR' });
  consoleErrors.watch(context);
  try {
    const learner = await context.newPage();
    await test.step('a learner has the app open before anything is published', async () => {
      await signUp(learner, newEmail('publicar'));
      await expect(learner.getByRole('button', { name: 'Começar Prática' })).toBeVisible();
    });

    await test.step('the educator edits the feedback and publishes', async () => {
      await openScenario(page, 12, 1);
      const dialog = await openChoice(page, 'Digo: “Não aconteceu nada');
      await localizedInput(dialog, `choices[_key=="${CHOICE_KEY}"].feedback`, 0).fill(NEW_FEEDBACK);
      await page.keyboard.press('Escape');
      const before = (await readFile(lake.snapshotFile, 'utf8')).split('\n');
      await publish(page);
      const after = (await readFile(lake.snapshotFile, 'utf8')).split('\n');
      const changed = after.flatMap((line, index) =>
        line === before[index] ? [] : [(JSON.parse(line) as { _id: string })._id],
      );
      expect(changed).toEqual(['scenario-12']);
    });

    await test.step('the Studio says it is published, exported and live', async () => {
      const status = page.getByTestId('release-status');
      await expect(status).toContainText('Publicado ✓ · Exportado ✓ · No app ✓', {
        timeout: 60_000,
      });
      await expect(status).toContainText('o app em execução oferece a mudança aos alunos');
      await status.scrollIntoViewIfNeeded();
      await studioScreenshot(page, 'publicar-no-app');
      expect(await readFile(join(GENERATED, 'pt-BR.phase-1.ts'), 'utf8')).toContain(NEW_FEEDBACK);
    });

    await test.step('the learner, in the app already running, reads the new feedback', async () => {
      await learner.goto('/');
      await learner.getByRole('button', { name: 'Começar Prática' }).click();
      for (let number = 1; number < 12; number += 1) {
        await answer(learner, true);
        await continueToNext(learner);
      }
      await learner
        .getByRole('group', { name: 'Escolha uma resposta' })
        .getByRole('button', { name: wrongChoice })
        .click();
      await expect(learner.getByText(NEW_FEEDBACK)).toBeVisible();
      await studioScreenshot(learner, 'publicar-aluno-ve');
    });

    await test.step('a change the export refuses: the Studio shows the export’s message on the document', async () => {
      // Another educator takes scenario 50 out of the published content (the Studio 5.31's
      // "Despublicar" is not in the local Studio's menu), which leaves a gap the app cannot have.
      await lakeRequest(lake.url, 'actions', {
        actions: [
          {
            actionType: 'sanity.action.document.unpublish',
            draftId: 'drafts.scenario-50',
            publishedId: 'scenario-50',
          },
        ],
      });
      await openScenario(page, 50, 3);
      const status = page.getByTestId('release-status');
      await expect(status).toContainText('Exportação recusada', { timeout: 60_000 });
      await expect(status).toContainText('Falta o cenário 50 publicado');
      await expect(status).toContainText('o app continua com o conteúdo anterior');
      await status.scrollIntoViewIfNeeded();
      await studioScreenshot(page, 'publicar-recusado');
      // The app keeps the content it had.
      expect(await readFile(join(GENERATED, 'pt-BR.phase-1.ts'), 'utf8')).toContain(NEW_FEEDBACK);
    });
  } finally {
    await context.close();
    await release.stop();
  }
});
