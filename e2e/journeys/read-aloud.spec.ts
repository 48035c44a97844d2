// Issue 15 §6, read-aloud that helps a weak reader: a button per part (the scenario, each choice,
// the feedback), the part being read highlighted, a slower speed, and a clear message when the
// device has no voice for the language. The browser's voice is a stub that records what it reads.
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures.ts';
import { scenarioByTitle } from '../support/content.ts';
import { currentTitle, newEmail, signUp } from '../support/learner.ts';

type Spoken = { text: string; lang: string; rate: number };

/** A speech synthesis that records each reading and ends it only when told to. */
async function stubVoice(page: Page, voiceLanguages: string[]) {
  await page.addInitScript((languages) => {
    const voices = languages.map((lang) => ({
      voiceURI: `fake-${lang}`,
      name: `Fake ${lang}`,
      lang,
      localService: true,
      default: true,
    }));
    const spoken: unknown[] = [];
    let current: { onend?: () => void; onstart?: () => void } | undefined;
    const end = () => {
      const utterance = current;
      current = undefined;
      utterance?.onend?.();
    };
    Object.assign(window, {
      spoken,
      finishReading: end,
      SpeechSynthesisUtterance: class {
        text: string;
        constructor(text: string) {
          this.text = text;
        }
      },
    });
    Object.defineProperty(window, 'speechSynthesis', {
      value: {
        getVoices: () => voices,
        speak(utterance: { text: string; lang: string; rate: number; onstart?: () => void }) {
          current = utterance;
          spoken.push({ text: utterance.text, lang: utterance.lang, rate: utterance.rate });
          utterance.onstart?.();
        },
        cancel: end,
        addEventListener() {},
        removeEventListener() {},
      },
    });
  }, voiceLanguages);
}

const spoken = (page: Page) =>
  page.evaluate(() => (window as unknown as { spoken: Spoken[] }).spoken);

test('each part has its own button; the part read is highlighted; slower is slower', async ({
  page,
}) => {
  await stubVoice(page, ['pt-BR', 'en-GB']);
  await signUp(page, newEmail('ouvir'));
  await page.getByRole('button', { name: 'Começar Prática' }).click();
  const scenario = scenarioByTitle(await currentTitle(page));
  const secondText = await page
    .getByRole('group', { name: 'Escolha uma resposta' })
    .getByRole('button', { name: /^Resposta 2:/ })
    .locator('.choice__text')
    .textContent();

  const second = page.getByRole('button', { name: 'Ouvir a resposta 2' });
  await second.click();
  await expect(second).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator('.choice-row').nth(1)).toHaveAttribute('data-reading', 'true');
  expect(await spoken(page)).toEqual([{ text: secondText, lang: 'pt-BR', rate: 1 }]);
  await page.evaluate(() => (window as unknown as { finishReading: () => void }).finishReading());
  await expect(second).toHaveAttribute('aria-pressed', 'false');
  await expect(page.locator('[data-reading="true"]')).toHaveCount(0);

  await page.getByRole('button', { name: 'Mais devagar' }).click();
  await page.getByRole('button', { name: 'Ouvir o cenário' }).click();
  await expect(page.locator('.scenario__task')).toHaveAttribute('data-reading', 'true');
  expect((await spoken(page)).at(-1)).toEqual({
    text: `${scenario.title}. ${scenario.description}`,
    lang: 'pt-BR',
    rate: 0.75,
  });
});

test('a device with no voice for the language says so instead of staying silent', async ({
  page,
}) => {
  await stubVoice(page, ['en-GB']);
  await signUp(page, newEmail('sem-voz'));
  await page.getByRole('button', { name: 'Começar Prática' }).click();
  await page.getByRole('button', { name: 'Ouvir o cenário' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Este aparelho não tem uma voz em português.' }),
  ).toBeVisible();
  expect(await spoken(page)).toEqual([]);
});
