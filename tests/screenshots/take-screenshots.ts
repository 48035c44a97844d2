// Screenshots of every view of the learner app at a phone and a laptop size, for people to look
// at (issue 3 "Look"). It drives Debian's chromium against an app that is already running:
//
//   pnpm dev                      # the app and the local backend
//   pnpm screenshots [--url http://localhost:5173] [--out artifacts/screenshots]
//
// Each size signs up a new learner and walks: sign-in, sign-up, invalid input, welcome, phase
// page, both feedback styles, an achievement toast, phase complete, review, achievements, 404.
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, type Page } from 'playwright-core';
import { bundle } from '@ths/app/src/content/generated/pt-BR.ts';

const { values } = parseArgs({
  options: {
    url: { type: 'string', default: 'http://localhost:5173' },
    out: { type: 'string', default: 'artifacts/screenshots' },
    chromium: { type: 'string', default: '/usr/bin/chromium' },
  },
});
const base = values.url.replace(/\/$/, '');
const out = resolve(values.out);
mkdirSync(out, { recursive: true });

const SIZES = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'laptop', width: 1280, height: 800 },
] as const;

const phase1 = bundle.scenarios.filter((scenario) => scenario.stage === 1);

/** The text of the scenario's correct (or a wrong) choice, as the content bundle has it. */
function choiceText(title: string, correct: boolean): string {
  const scenario = phase1.find((candidate) => candidate.title === title);
  if (!scenario) throw new Error(`No phase-1 scenario titled "${title}"`);
  return scenario.choices.find((choice) => choice.isCorrect === correct)!.text;
}

async function answer(page: Page, correct: boolean): Promise<void> {
  const title = (await page.locator('.scenario__title').textContent()) ?? '';
  await page.locator('.choice', { hasText: choiceText(title, correct) }).click();
}

async function next(page: Page): Promise<void> {
  const title = await page.locator('.scenario__title').textContent();
  await page.getByRole('button', { name: 'Continuar' }).click();
  await page.waitForFunction(
    (before) => document.querySelector('.scenario__title')?.textContent !== before,
    title,
  );
}

async function shoot(page: Page, size: string, view: string): Promise<void> {
  const file = join(out, `${size}-${view}.png`);
  await page.screenshot({ path: file, fullPage: view !== 'toast-achievement' });
  console.log(file);
}

const browser = await chromium.launch({
  executablePath: values.chromium,
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run'],
});
try {
  for (const size of SIZES) {
    const context = await browser.newContext({
      viewport: { width: size.width, height: size.height },
      locale: 'pt-BR',
    });
    const page = await context.newPage();
    await page.goto(`${base}/auth`);
    await page.getByRole('heading', { name: 'Treinamento de Habilidades Sociais' }).waitFor();
    await shoot(page, size.name, 'auth-sign-in');

    await page.getByRole('tab', { name: 'Cadastrar' }).click();
    await page.getByLabel('Email').fill('nao-e-email');
    await page.getByLabel('Senha').fill('123');
    await page.getByRole('button', { name: 'Criar conta' }).click();
    await page.getByText('Dados inválidos').waitFor();
    await shoot(page, size.name, 'auth-invalid');

    await page.getByLabel('Email').fill(`ana.${size.name}.${Date.now()}@escola.com`);
    await page.getByLabel('Senha').fill('senha-segura');
    await page.getByRole('button', { name: 'Criar conta' }).click();
    await page.getByRole('button', { name: 'Começar Prática' }).waitFor();
    await shoot(page, size.name, 'welcome');

    await page.getByRole('button', { name: 'Começar Prática' }).click();
    await page.locator('.scenario__title').waitFor();
    await shoot(page, size.name, 'phase');

    await answer(page, true);
    await shoot(page, size.name, 'feedback-correct');
    await page.getByRole('button', { name: 'Continuar' }).click();
    await page.getByText('Conquista Desbloqueada!').first().waitFor();
    await shoot(page, size.name, 'toast-achievement');
    await page.waitForFunction(() => document.querySelector('.feedback') === null);

    await answer(page, false);
    await shoot(page, size.name, 'feedback-learn');
    await next(page);

    for (let index = 2; index < phase1.length; index += 1) {
      await answer(page, index % 4 !== 0);
      if (index === phase1.length - 1) {
        await page.getByRole('button', { name: 'Continuar' }).click();
      } else {
        await next(page);
      }
    }
    await page.getByRole('heading', { name: /Parabéns! Você completou a Fase 1!/ }).waitFor();
    await shoot(page, size.name, 'phase-complete');

    await page.getByRole('button', { name: 'Revisar Cenários' }).click();
    await page.getByRole('heading', { name: 'Modo de Revisão' }).waitFor();
    await shoot(page, size.name, 'review');

    await page.getByRole('button', { name: 'Voltar ao Treino' }).click();
    await page.getByRole('button', { name: /Conquistas \d+\/\d+/ }).click();
    await page.getByRole('heading', { name: 'Conquistas' }).waitFor();
    await shoot(page, size.name, 'achievements');

    await page.getByRole('button', { name: 'Voltar ao Treino' }).click();
    await page.getByRole('button', { name: 'Fase 3, bloqueada' }).click();
    await page.getByText('Fase bloqueada').waitFor();
    await shoot(page, size.name, 'toast-locked');

    await page.getByRole('button', { name: 'English' }).click();
    await page.getByRole('button', { name: 'Review' }).waitFor();
    await shoot(page, size.name, 'phase-english');
    await page.getByRole('button', { name: 'Português' }).click();

    await page.goto(`${base}/nao-existe`);
    await page.getByRole('heading', { name: '404' }).waitFor();
    await shoot(page, size.name, 'not-found');
    await context.close();
  }
} finally {
  await browser.close();
}
