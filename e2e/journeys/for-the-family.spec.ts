// 'Para a família' (docs/decisions/0078) at 390×844 and 1280×800: a skill's page for the adults at
// home, opened from a shared link with no account; axe on it; its words the skill's own; and
// printed, the longest skill's page is one A4 page with no buttons on it.
import { expect, test } from '../fixtures.ts';
import { expectAccessible } from '../support/axe.ts';
import { CONTENT } from '../support/content.ts';
import { screenshot } from '../support/screenshots.ts';
import { SIZES } from '../support/sizes.ts';

// The skill with the most words: if it prints on one page, every skill does.
const skillText = (skill: (typeof CONTENT)['pt-BR']['skills'][number]) =>
  [skill.name, skill.description, skill.challenge, ...skill.steps].join(' ').length;
const longest = [...CONTENT['pt-BR'].skills].sort((a, b) => skillText(b) - skillText(a))[0]!;

/** Pages in a PDF Chromium wrote: each page is one `/Type /Page` object. */
const pageCount = (pdf: Buffer) => pdf.toString('latin1').match(/\/Type\s*\/Page\b(?!s)/g)?.length;

for (const size of SIZES) {
  test.describe(`${size.viewport.width}×${size.viewport.height}`, () => {
    test.use({ viewport: size.viewport, isMobile: size.isMobile, hasTouch: size.hasTouch });

    test('a shared link opens the skill for the family without an account, and prints on one page', async ({
      page,
    }, testInfo) => {
      await page.goto(`/familia/${longest.key}`);
      await expect(page.getByRole('heading', { level: 1, name: longest.name })).toBeFocused();
      await expect(page).toHaveURL(new RegExp(`/familia/${longest.key}$`));
      await expect(page.getByText(longest.challenge)).toBeVisible();
      await expect(
        page
          .getByRole('heading', { level: 2, name: 'Os passos' })
          .locator('..')
          .getByRole('listitem'),
      ).toHaveText(longest.steps);
      await expect(page.getByRole('button', { name: 'Imprimir' })).toBeVisible();
      await expectAccessible(page, testInfo, `${size.name}-for-the-family`);
      await screenshot(page, testInfo, `${size.name}-for-the-family`);

      await page.emulateMedia({ media: 'print' });
      await expect(page.getByRole('button', { name: 'Imprimir' })).toBeHidden();
      await expect(page.getByRole('group', { name: 'Idioma' })).toBeHidden();
      const pdf = await page.pdf({ format: 'A4', printBackground: true });
      expect(pageCount(pdf)).toBe(1);
    });
  });
}
