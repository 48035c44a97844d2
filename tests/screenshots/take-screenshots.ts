// Screenshots of every view of the learner app at a phone and a laptop size, for people to look
// at (issue 3 "Look"). It drives Debian's chromium against an app that is already running:
//
//   pnpm dev                      # the app and the local backend
//   pnpm screenshots [--url http://localhost:5173] [--out artifacts/screenshots]
//
// Each size signs up a new learner and walks: sign-in, sign-up, invalid input, welcome, phase
// page, both feedback styles (the first choice of each scenario, as the shuffle put it), an
// achievement toast, phase complete, review, achievements, a locked phase, English, 404.
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, type Page } from 'playwright-core';

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

const PHASE_1_SIZE = 20;

/** Picks the first choice; the shuffle decides whether it is right. Returns which it was. */
async function pickFirst(page: Page): Promise<'correct' | 'learn'> {
  await page.locator('.choice').first().click();
  await page.locator('.feedback').waitFor();
  return (await page.locator('.feedback--success').count()) > 0 ? 'correct' : 'learn';
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
  // The review list holds 100 scenarios: its first screen says more than a 30,000 px image.
  const fullPage = !['toast-achievement', 'review'].includes(view);
  await page.screenshot({ path: file, fullPage });
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

    // Both feedback styles: pick the first choice of each scenario until each style was seen.
    const seen = new Set<string>();
    for (let answered = 1; answered <= PHASE_1_SIZE; answered += 1) {
      const style = await pickFirst(page);
      if (!seen.has(style)) {
        seen.add(style);
        await shoot(page, size.name, `feedback-${style}`);
      }
      if (answered === 1) {
        await page.getByRole('button', { name: 'Continuar' }).click();
        await page.getByText('Conquista Desbloqueada!').first().waitFor();
        await shoot(page, size.name, 'toast-achievement');
        await page.waitForFunction(() => document.querySelector('.feedback') === null);
      } else if (answered === PHASE_1_SIZE) {
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
