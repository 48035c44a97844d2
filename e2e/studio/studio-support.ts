// What an educator or a translator does in the Studio, in the words on the screen.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { serveDevApp, type AppServer } from '../harness/app-server.ts';
import { ROOT } from '../harness/paths.ts';
import { freePort, startService, stopService, waitUntilServing } from '../harness/processes.ts';
import { WCAG_TAGS } from '../support/axe.ts';
import type { TestLake } from './studio-fixtures.ts';

/** From the Studio's start: "Cenários por fase" → the phase → the scenario, by its number. */
export async function openScenario(page: Page, number: number, phase: number): Promise<void> {
  await page.goto('/');
  await page.getByRole('link', { name: 'Cenários por fase' }).click();
  await page.getByRole('link', { name: new RegExp(`^Fase ${phase} \\(cenários`) }).click();
  await page.getByRole('link', { name: new RegExp(`^${number}\\. `) }).click();
  // The first form of a worker's `sanity dev` compiles its modules: on a shared, loaded machine
  // (load above 10 on 2 cores) that took over a minute.
  await expect(page.getByTestId('field-choices')).toBeVisible({ timeout: 120_000 });
}

/** Opens a choice of the scenario's "Escolhas" by the start of its pt-BR text. */
export async function openChoice(page: Page, textStart: string): Promise<Locator> {
  await page.getByTestId('field-choices').getByText(textStart).click();
  const dialog = page.getByRole('dialog').filter({ hasText: 'Texto da escolha' });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** The text box of one language of a localized field, by the field's path (as the Studio ids it). */
export function localizedInput(scope: Page | Locator, fieldPath: string, index: number): Locator {
  return scope.getByTestId(`field-${fieldPath}`).locator('textarea, input[type="text"]').nth(index);
}

/**
 * Publishes the open document once its edits are saved and validated, and waits for the Studio
 * to confirm it. The lake answers a publish only after the snapshot file is written.
 */
export async function publish(page: Page): Promise<void> {
  // The footer says 'Salvo' once the draft is saved, and 'Editado há …' some seconds later: on a
  // busy machine the first may come and go while the test waits for something else (a CI run).
  await expect(
    page
      .getByText('Salvo', { exact: true })
      .or(page.getByText(/^Editado há /))
      .first(),
  ).toBeVisible({ timeout: 30_000 });
  const button = page.getByRole('button', { name: 'Publicar', exact: true });
  await expect(button).toBeEnabled({ timeout: 30_000 });
  // On a busy machine a click can land while the Studio re-renders the button and do nothing
  // (seen once in a fresh-clone run): press again while it is still there to press.
  await expect(async () => {
    if (await button.isEnabled()) await button.click();
    await expect(page.getByText('O documento foi publicado')).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 60_000 });
}

/**
 * A pnpm script from the repository root; resolves with its output, rejects on failure. Never
 * synchronous: the test's Content Lake runs in this process and must keep answering.
 */
export function runPnpm(args: string[], env: NodeJS.ProcessEnv = {}): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn('pnpm', args, { cwd: ROOT, env: { ...process.env, ...env } });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0
        ? resolve(output)
        : reject(new Error(`pnpm ${args.join(' ')} failed (${code}):\n${output}`)),
    );
  });
}

/** `pnpm content`, as an educator runs it (`--out` elsewhere than the app); returns its output. */
export const runContentExport = (env: NodeJS.ProcessEnv, out?: string) =>
  runPnpm(['content', ...(out ? ['--out', out] : [])], env);

/** The environment that makes the export read the live dataset from a local Content Lake. */
export const liveFrom = (lakeUrl: string): NodeJS.ProcessEnv => ({
  SANITY_STUDIO_PROJECT_ID: 'offline',
  SANITY_STUDIO_DATASET: 'production',
  SANITY_API_HOST: lakeUrl,
});

/** Puts the app's generated content back as the committed snapshot has it. */
export async function restoreGeneratedContent(): Promise<void> {
  await runContentExport({
    SANITY_STUDIO_PROJECT_ID: '',
    SANITY_STUDIO_DATASET: '',
    SANITY_API_HOST: '',
  });
}

/** Posts to the lake as another editor or a script would (test set-up), failing on an error. */
export async function lakeRequest(lakeUrl: string, endpoint: 'mutate' | 'actions', body: unknown) {
  const response = await fetch(`${lakeUrl}/v2025-02-19/data/${endpoint}/production`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${endpoint}: ${response.status} ${await response.text()}`);
  return response.json();
}

type LocalizedText = { language: string; value: string }[];

/**
 * A choice's pt-BR text as the snapshot holds it before the test edits anything: the stories
 * follow the content's own edits instead of copying its words.
 */
export async function choiceText(
  lake: TestLake,
  scenarioId: string,
  choiceKey: string,
): Promise<string> {
  const scenario = await lake.published<{ choices: { _key: string; text: LocalizedText }[] }>(
    scenarioId,
  );
  const text = scenario.choices
    .find((choice) => choice._key === choiceKey)
    ?.text.find((item) => item.language === 'pt-BR')?.value;
  if (!text) throw new Error(`${scenarioId} has no choice ${choiceKey} with a pt-BR text`);
  return text;
}

/** axe-core's WCAG A/AA rules on the Studio's own components with this test id (all of them). */
export async function expectComponentAccessible(page: Page, testId: string): Promise<void> {
  const results = await new AxeBuilder({ page })
    .include(`[data-testid="${testId}"]`)
    .withTags(WCAG_TAGS)
    .analyze();
  expect(
    results.violations.map(
      (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target).join(', ')})`,
    ),
  ).toEqual([]);
}

/** Where the release receiver writes the app's bundle, as `pnpm studio` has it. */
export const GENERATED = join(ROOT, 'app', 'src', 'content', 'generated');

/**
 * "Publicar" as `npm start` and `pnpm studio` run it together: the app on Vite's dev server and
 * the release receiver on the port the Studio reads, exporting each publish of the test's lake
 * into the app's bundle (docs/decisions/0036-publishing-is-a-release.md). `stop` puts the
 * committed content back.
 */
export async function startReleaseChain(
  lake: TestLake,
  receiverPort: number,
  backend: { url: string; anonKey: string },
  webhookSecret: string,
): Promise<{ app: AppServer; stop: () => Promise<void> }> {
  const app = await serveDevApp(await freePort(), backend);
  const receiver = startService(
    'release-receiver',
    process.execPath,
    [
      join(ROOT, 'content-export', 'src', 'release-cli.ts'),
      '--lake',
      lake.url,
      '--port',
      String(receiverPort),
      '--out',
      GENERATED,
      '--app',
      app.url,
    ],
    { cwd: ROOT, env: { RELEASE_WEBHOOK_SECRET: webhookSecret } },
  );
  await waitUntilServing(receiver, `http://127.0.0.1:${receiverPort}/status`, 60);
  return {
    app,
    stop: async () => {
      await stopService(receiver);
      await app.stop();
      await restoreGeneratedContent();
    },
  };
}

// Words of Sanity's English interface that issue 28 found, or that would betray a string the
// Portuguese pack or the localization plugin lacks. Checked in the text on screen and in the
// labels screen readers read.
const ENGLISH =
  /\b(Field actions|Value|Values|retention|your plan|Internationalized|Add translation|Add missing|language|languages|Can't remove|Add item|Copy|Paste|Close|Review changes|History|Changes|Published|Draft|Edited|Untitled)\b/;

// Written into @sanity/ui's Dialog itself, not read from a locale: no pack or override can reach
// it (docs/decisions/0046). A screen reader hears it on the close button of a choice's dialog.
const HARD_CODED = new Set(['Close dialog']);

/** The interface's English words on screen, not the content being edited. */
export async function englishOnScreen(page: Page): Promise<string[]> {
  const texts = await page.evaluate(() => {
    // The interface's words, not the content being edited (the English translation is content).
    const words: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (node.parentElement?.closest('textarea, input, [contenteditable="true"]')) continue;
      const text = node.textContent?.trim();
      if (text) words.push(text);
    }
    for (const element of Array.from(
      document.querySelectorAll('[aria-label], [title], [placeholder]'),
    )) {
      for (const name of ['aria-label', 'title', 'placeholder']) {
        const value = element.getAttribute(name);
        if (value) words.push(value);
      }
    }
    return words;
  });
  return texts.filter((text) => ENGLISH.test(text) && !HARD_CODED.has(text));
}
