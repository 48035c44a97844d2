// Throwaway: screenshots of the redesign while building (not committed).
import { chromium } from '@playwright/test';
const base = 'http://localhost:5173';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
for (const [name, size] of [['phone', { width: 390, height: 844 }], ['laptop', { width: 1280, height: 800 }]]) {
  const page = await browser.newPage({ viewport: size });
  page.on('console', (m) => { if (m.type() === 'error') console.log('console:', m.text()); });
  page.on('pageerror', (e) => console.log('pageerror:', e.message));
  await page.goto(base + '/auth');
  await page.getByRole('tab', { name: 'Cadastrar' }).click();
  await page.getByLabel('Email').fill(`shot${Date.now()}${name}@escola.com`);
  await page.getByLabel('Senha').fill('segredo123');
  await page.getByRole('button', { name: 'Criar conta' }).click();
  await page.getByRole('button', { name: 'Começar Prática' }).waitFor();
  await page.waitForTimeout(400);
  await page.screenshot({ path: `/tmp/shots/${name}-home-new.png`, fullPage: true });
  await page.getByRole('button', { name: 'Começar Prática' }).click();
  await page.waitForTimeout(600);
  await page.screenshot({ path: `/tmp/shots/${name}-lesson.png` });
  const choices = page.getByRole('group', { name: 'Escolha uma resposta' }).getByRole('button');
  // pick a wrong one: the bundle's correct is shuffled; try the first and see
  await choices.nth(0).click();
  await page.waitForTimeout(700);
  await page.screenshot({ path: `/tmp/shots/${name}-feedback.png` });
  await page.getByRole('button', { name: 'Continuar' }).click();
  await page.waitForTimeout(900);
  await page.screenshot({ path: `/tmp/shots/${name}-lesson2.png` });
  console.log(name, page.url());
  await page.goBack();
  await page.waitForTimeout(500);
  await page.screenshot({ path: `/tmp/shots/${name}-home-back.png`, fullPage: true });
  console.log(name, 'after back', page.url());
  await page.goto(base + '/?view=review');
  await page.waitForTimeout(800);
  await page.screenshot({ path: `/tmp/shots/${name}-review.png`, fullPage: true });
  await page.close();
}
await browser.close();
