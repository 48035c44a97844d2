// An educator corrects a choice's feedback in the Studio, with no Sanity account, publishes it,
// and learners get it: the snapshot holds it, `pnpm content` exports it, the app shows it.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { APP_DIST, serveApp } from '../harness/app-server.ts';
import { ROOT } from '../harness/paths.ts';
import { freePort } from '../harness/processes.ts';
import { answer, continueToNext, newEmail, signUp } from '../support/learner.ts';
import {
  liveFrom,
  localizedInput,
  openChoice,
  openScenario,
  publish,
  restoreGeneratedContent,
  runContentExport,
  runPnpm,
  choiceText,
} from './studio-support.ts';
import { expect, studioScreenshot, test } from './studio-fixtures.ts';

const NEW_FEEDBACK =
  'Você quis evitar a tristeza, e isso é compreensível. Mas sua família pode achar que você não quer conversa. Contar o que sente ajuda quem gosta de você a cuidar de você.';
const CHOICE_KEY = '9090af2991bf';

test('an educator edits scenario 12’s feedback, publishes, and a learner reads it in the app', async ({
  page,
  lake,
  backend,
  browser,
  consoleErrors,
}) => {
  const wrongChoice = await choiceText(lake, 'scenario-12', CHOICE_KEY);
  await test.step('find scenario 12 under phase 1 and edit a choice’s feedback', async () => {
    await openScenario(page, 12, 1);
    await studioScreenshot(page, 'scenario-12');
    const dialog = await openChoice(page, 'Digo: “Não aconteceu nada');
    const feedback = localizedInput(dialog, `choices[_key=="${CHOICE_KEY}"].feedback`, 0);
    await expect(feedback).toHaveValue(/^Falar sobre tristeza pode ser difícil/);
    await feedback.fill(NEW_FEEDBACK);
    await studioScreenshot(page, 'choice-feedback-edited');
    await page.keyboard.press('Escape');
  });

  await test.step('publish: the snapshot file holds the new text, and only that changed', async () => {
    const before = (await readFile(lake.snapshotFile, 'utf8')).split('\n');
    await publish(page);
    await studioScreenshot(page, 'scenario-12-published');
    const after = (await readFile(lake.snapshotFile, 'utf8')).split('\n');
    const changed = after.flatMap((line, index) => (line === before[index] ? [] : [index]));
    expect(after).toHaveLength(before.length);
    expect(
      changed.map((index) => (JSON.parse(after[index] ?? '{}') as { _id: string })._id),
    ).toEqual(['scenario-12']);
    const scenario = await lake.published<{
      choices: Array<{ _key: string; feedback: Array<{ language: string; value: string }> }>;
    }>('scenario-12');
    const choice = scenario.choices.find((c) => c._key === CHOICE_KEY);
    expect(choice?.feedback.find((f) => f.language === 'pt-BR')?.value).toBe(NEW_FEEDBACK);
    expect((await lake.snapshot()).some((doc) => doc._id.startsWith('drafts.'))).toBe(false);
  });

  const appDist = join(APP_DIST, '..', 'app-dist-studio');
  try {
    await test.step('pnpm content exports it from the Studio’s dataset', async () => {
      const output = await runContentExport(liveFrom(lake.url));
      expect(output).toContain('100 cenários');
      const generated = await readFile(join(ROOT, 'app/src/content/generated/pt-BR.ts'), 'utf8');
      expect(generated).toContain(NEW_FEEDBACK);
      // The app's own build (content export, then vite build), as a school deploys it.
      await runPnpm(['--filter', '@ths/app', 'build', '--outDir', appDist, '--emptyOutDir'], {
        ...liveFrom(lake.url),
        VITE_SUPABASE_URL: backend.url,
        VITE_SUPABASE_ANON_KEY: backend.anonKey,
      });
    });
  } finally {
    await restoreGeneratedContent();
  }

  await test.step('a learner reaches scenario 12 and reads the new feedback', async () => {
    const app = await serveApp(await freePort(), appDist);
    const context = await browser.newContext({ baseURL: app.url, locale: 'pt-BR' });
    consoleErrors.watch(context);
    const learner = await context.newPage();
    try {
      await signUp(learner, newEmail('estudio'));
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
      await studioScreenshot(learner, 'learner-sees-new-feedback');
    } finally {
      await context.close();
      await app.stop();
    }
  });
});
