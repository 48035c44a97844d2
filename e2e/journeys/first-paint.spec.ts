// Issue 30 item 5 (docs/decisions/0041): the page paints the app's frame before its JavaScript
// arrives, and nothing moves when the JavaScript draws the page again. The scripts are held back
// (a slow phone's network), the frame is looked at, then they are let through.
import type { Page, Route } from '@playwright/test';
import { join } from 'node:path';
import { expect, test } from '../fixtures.ts';
import { ARTIFACTS } from '../harness/paths.ts';
import { newEmail, signUp } from '../support/learner.ts';

const SIZES = [
  { name: 'phone', viewport: { width: 390, height: 844 } },
  { name: 'laptop', viewport: { width: 1280, height: 800 } },
] as const;

// Requests a service worker answers never reach page.route, so this page has none (and says so).
test.use({ serviceWorkers: 'block' });
test.beforeEach(({ consoleErrors }) =>
  consoleErrors.allow(/Registering the service worker failed/),
);

type Held = { release: () => Promise<void> };

/** Holds every script of the app until `release`: the page as it is before the JavaScript arrives. */
async function holdScripts(page: Page): Promise<Held> {
  const held: Route[] = [];
  let released = false;
  await page.route(/\/assets\/.+\.js$/, async (route) => {
    if (released) await route.continue();
    else held.push(route);
  });
  return {
    release: async () => {
      released = true;
      await Promise.all(held.map((route) => route.continue()));
    },
  };
}

/** Adds up the page's layout shifts from its very start (what CLS is made of). */
async function watchLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts = { total: 0 };
    Object.assign(window, { shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) {
        shifts.total += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

const shiftTotal = (page: Page) =>
  page.evaluate(() => (window as unknown as { shifts: { total: number } }).shifts.total);

const boxOf = (page: Page, selector: string) =>
  page.locator(selector).evaluate((element) => {
    const { x, y, width, height } = element.getBoundingClientRect();
    return { x, y, width, height };
  });

const frameShot = (page: Page, name: string) =>
  page.screenshot({ path: join(ARTIFACTS, 'screenshots', `${name}.png`) });

for (const size of SIZES) {
  test.describe(`at ${size.viewport.width}×${size.viewport.height}`, () => {
    test.use({ viewport: size.viewport });

    test(`${size.name}: the sign-in page paints before its script, and nothing moves when it arrives`, async ({
      page,
    }) => {
      await watchLayoutShifts(page);
      const scripts = await holdScripts(page);
      await page.goto('/auth', { waitUntil: 'commit' });

      const heading = page.locator('h1');
      await expect(heading).toHaveText('Treinamento de Habilidades Sociais');
      await expect(page.locator('#root > main.auth-page')).toHaveJSProperty('inert', true);
      await expect(page.locator('#root label')).toHaveText(['Email', 'Senha']);
      await frameShot(page, `${size.name}-first-paint-auth`);
      const before = await boxOf(page, 'h1');

      await scripts.release();
      // The app's own drawing has replaced the frame: the form takes typing.
      await expect(page.locator('#root > main.auth-page')).toHaveJSProperty('inert', false);
      await page.getByLabel('Email').fill('ana@escola.com');
      await expect(page.getByLabel('Email')).toHaveValue('ana@escola.com');

      expect(await boxOf(page, 'h1')).toEqual(before);
      expect(await shiftTotal(page)).toBe(0);
    });

    test(`${size.name}: a signed-in start paints the top bar and the home's heading before its script`, async ({
      page,
    }) => {
      await signUp(page, newEmail(`primeira-pintura-${size.name}`));
      await expect(page.getByRole('button', { name: 'Sair' })).toBeVisible();

      const scripts = await holdScripts(page);
      await page.goto('/', { waitUntil: 'commit' });
      await expect(page.locator('#root .top-bar')).toContainText('Sair');
      await expect(page.locator('#root h1')).toHaveText('Treinamento de Habilidades Sociais');
      await expect(page.locator('#root > .training-layout')).toHaveJSProperty('inert', true);
      await frameShot(page, `${size.name}-first-paint-shell`);
      const bar = await boxOf(page, '.top-bar');

      await scripts.release();
      await expect(page.locator('#root > .training-layout')).toHaveJSProperty('inert', false);
      await expect(page.getByRole('button', { name: 'Sair' })).toBeEnabled();
      expect(await boxOf(page, '.top-bar')).toEqual(bar);
    });

    test(`${size.name}: an English learner is never shown the Portuguese frame`, async ({
      page,
    }) => {
      await page.addInitScript(() => localStorage.setItem('ths:language', 'en'));
      const scripts = await holdScripts(page);
      await page.goto('/auth', { waitUntil: 'commit' });
      // The page is parsed (its inline script has run) while the scripts are still held.
      await page.waitForFunction(() => document.readyState === 'interactive');
      await expect(page.locator('#root > *')).toHaveCount(0);

      await scripts.release();
      await expect(page.locator('h1')).toHaveText('Social Skills Training');
    });
  });
}
