// Issue 39 item 1 (docs/decisions/0067-no-lazy-piece-takes-a-lesson-down.md): on a first visit,
// before the service worker controls the page, a dropped connection never takes the lesson down.
// A learner opens the app on a new device (a fresh browser: no worker, nothing cached), and the
// network goes away before each moment that loads code of its own: a right answer, a wrong answer,
// a finished phase, an achievement, the end of a due set, the skills page. At 390×844 and 1280×800:
// - warmed: the app fetched those pieces once the page was idle, so with every further request
//   of the app's files refused they are still drawn in full (the burst, the skills page);
// - never fetched: the pieces' files are refused from the start (as if the connection dropped
//   before the page was idle), so the moments are skipped, the skills page says so calmly, and
//   back online the next need loads them.
// Either way the error screen never shows, the lesson goes on, and back online every answer given
// offline is in the database.
import type { BrowserContext, Page } from '@playwright/test';
import type { LocalBackend } from '../harness/local-backend.ts';
import { expect, test } from '../fixtures.ts';
import { expectAccessible } from '../support/axe.ts';
import { scenarioByNumber, scenariosOfPhase } from '../support/content.ts';
import {
  answer,
  giveAnswers,
  newEmail,
  openAddress,
  PASSWORD,
  signIn,
  signUp,
  toast,
  userIdOf,
} from '../support/learner.ts';
import { storedScenarios } from '../support/saves.ts';
import { screenshot } from '../support/screenshots.ts';
import { SIZES } from '../support/sizes.ts';

/** The files of the lesson's lazy pieces: the moments' burst and the skills page. */
const LAZY_PIECES = /\/assets\/(celebration-burst|skills-screen)-[\w-]+\.(js|css)$/;
/** Any file of the app's build. */
const ANY_ASSET = /\/assets\//;

const FAILED = 'Algo deu errado ao abrir esta página.';
/** What the app logs when it skips a lazy piece (app/src/lib/lazy-moment.tsx). */
const SKIPPED = 'A piece of the screen could not load';
const PHASE_1 = scenariosOfPhase(1).map((scenario) => scenario.number);
const LAST_OF_PHASE_1 = PHASE_1.at(-1)!;
const SEEDED = PHASE_1.slice(0, -1);

const burst = (page: Page) => page.locator('[data-celebration]');

/** Which of the lazy pieces' scripts this page has fetched. */
const fetchedPieces = (page: Page) =>
  page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => /(celebration-burst|skills-screen)-[\w-]+\.js$/.exec(entry.name)?.[1])
      .filter((name) => name !== undefined)
      .toSorted(),
  );

/**
 * A learner who answered all of phase 1 but its last scenario on another device some days ago
 * (so those are due for review today), as the database holds it. Returns the email.
 */
async function learnerFromAnotherDevice(
  page: Page,
  backend: LocalBackend,
  name: string,
): Promise<string> {
  const email = newEmail(name);
  await signUp(page, email);
  const userId = await userIdOf(page);
  await giveAnswers(
    page,
    SEEDED.map((scenario) => ({ scenario, correct: true })),
  );
  await page.reload();
  await expect(page.getByRole('button', { name: /^Continuar de onde parei/ })).toBeVisible();
  await expect.poll(() => storedScenarios(backend, userId)).toEqual(SEEDED);
  await page.context().close();
  return email;
}

for (const size of SIZES) {
  test.describe(`${size.viewport.width}×${size.viewport.height}`, () => {
    for (const warmed of [true, false]) {
      test(`a first visit loses the network before each moment: ${warmed ? 'the warmed pieces are drawn in full' : 'pieces never fetched are skipped, then loaded back online'}`, async ({
        browser,
        page,
        backend,
        consoleErrors,
      }, testInfo) => {
        consoleErrors.allow(
          /Failed to load resource|ERR_INTERNET_DISCONNECTED|ERR_FAILED|Failed to fetch|Saving progress failed/,
        );
        const email = await learnerFromAnotherDevice(page, backend, `primeira-visita-${size.name}`);

        // The new device: a fresh browser, no service worker, nothing cached.
        const context: BrowserContext = await browser.newContext({
          locale: 'pt-BR',
          viewport: size.viewport,
          isMobile: size.isMobile,
          hasTouch: size.hasTouch,
        });
        consoleErrors.watch(context);
        const learner = await context.newPage();
        if (!warmed) await learner.route(LAZY_PIECES, (route) => route.abort());
        await signIn(learner, email, PASSWORD);
        const due = learner.getByRole('region', { name: 'Para revisar hoje' });
        await expect(due.getByRole('button', { name: 'Praticar agora' })).toBeVisible();
        const userId = await userIdOf(learner);
        if (warmed) {
          // Once the page is idle the app fetches its lazy pieces (main.tsx, warmMoments).
          await expect
            .poll(() => fetchedPieces(learner))
            .toEqual(['celebration-burst', 'skills-screen']);
        }
        // The page is not under the service worker yet: only what it already holds is there.
        expect(await learner.evaluate(() => navigator.serviceWorker.controller === null)).toBe(
          true,
        );

        // The network goes away; and no file of the app can come from anywhere (not even the
        // browser's cache) for the rest of the offline part.
        await context.setOffline(true);
        const askedOffline: string[] = [];
        await learner.route(ANY_ASSET, (route) => {
          askedOffline.push(route.request().url());
          return route.abort();
        });
        const skips: string[] = [];
        learner.on('console', (message) => {
          if (message.text().startsWith(SKIPPED)) skips.push(message.text());
        });
        const noFailure = () => expect(learner.getByText(FAILED)).toHaveCount(0);
        // A moment that draws a lazy piece: warmed, it is drawn from the page (checked below:
        // nothing skipped, nothing asked for); never fetched, the app skips it and says so in the
        // console, which is when the attempt is over.
        const drawnOrSkipped = async (moment: () => Promise<unknown>) => {
          const skipped = warmed
            ? null
            : learner.waitForEvent('console', {
                predicate: (message) => message.text().startsWith(SKIPPED),
              });
          await moment();
          if (skipped) await skipped;
          await noFailure();
        };

        // A right answer: the last scenario of phase 1.
        await openAddress(learner, `/?phase=1&scenario=${LAST_OF_PHASE_1}`);
        await expect(learner.locator('.scenario__title')).toHaveText(
          scenarioByNumber(LAST_OF_PHASE_1).title,
        );
        await drawnOrSkipped(() => answer(learner, true));
        // The burst lasts 1.5 s: it is looked for only here, at once after the answer.
        if (warmed) await expect(burst(learner)).toBeAttached();
        await screenshot(learner, testInfo, `first-visit-offline-right-${warmed}-${size.name}`);
        await expectAccessible(
          learner,
          testInfo,
          `first-visit-offline-right-${warmed}-${size.name}`,
        );

        // The phase finished, and an achievement with it.
        await drawnOrSkipped(async () => {
          await learner.getByRole('button', { name: 'Continuar' }).click();
          await expect(
            learner.getByRole('heading', { name: 'Parabéns! Você completou a Fase 1!' }),
          ).toBeVisible();
          await expect(toast(learner, 'Conquista Desbloqueada!').first()).toBeVisible();
        });

        // The due set: the first wrong, the others right, then its closing card.
        await openAddress(learner, '/');
        await due.getByRole('button', { name: 'Praticar agora' }).click();
        const practised: number[] = [];
        for (let index = 0; index < 5; index += 1) {
          await expect(learner.locator('.lesson__mode')).toContainText(
            index < 4 ? `depois deste, mais ${4 - index}` : 'o último desta rodada',
          );
          // The first is a wrong answer (no lazy piece); each right one tries the burst again.
          if (index === 0) practised.push(await answer(learner, false));
          else await drawnOrSkipped(async () => practised.push(await answer(learner, true)));
          await noFailure();
          await learner.getByRole('button', { name: 'Continuar' }).click();
          if (index < 4) {
            await expect(learner.locator('.scenario__title')).not.toHaveText(
              scenarioByNumber(practised.at(-1)!).title,
            );
          }
        }
        await expect(
          learner.getByRole('heading', { level: 1, name: 'Você lembrou de 4 de 5' }),
        ).toBeFocused();
        await noFailure();

        // The skills page: in full when warmed, otherwise its title, calm words and the way back.
        await learner.getByRole('button', { name: 'Voltar ao início' }).click();
        await learner.getByRole('button', { name: 'Minhas habilidades' }).click();
        const skills = learner.getByRole('heading', { level: 1, name: 'Minhas habilidades' });
        await expect(skills).toBeVisible();
        await noFailure();
        await expect(
          learner.getByText(
            warmed
              ? 'Cada plantinha cresce quando você pratica e revisa.'
              : 'Seu progresso continua salvo. Verifique a internet e tente de novo.',
          ),
        ).toBeVisible();
        await screenshot(learner, testInfo, `first-visit-offline-skills-${warmed}-${size.name}`);
        await expectAccessible(
          learner,
          testInfo,
          `first-visit-offline-skills-${warmed}-${size.name}`,
        );
        await learner.getByRole('button', { name: 'Voltar ao Treino' }).click();
        await expect(due).toBeVisible();
        if (warmed) {
          // Every moment was drawn from what the page already held.
          expect(skips).toEqual([]);
          expect(askedOffline.filter((url) => LAZY_PIECES.test(url))).toEqual([]);
        }

        // Back online: every answer given offline reaches the database.
        await learner.unrouteAll();
        await context.setOffline(false);
        await expect
          .poll(() => storedScenarios(backend, userId), { timeout: 45_000 })
          .toEqual(PHASE_1);
        await expect
          .poll(
            async () => {
              const row = await backend.progressRow(userId);
              // Each practised card was rescheduled: its next review is after now.
              return practised.filter(
                (number) => Date.parse(row?.review_schedule[number]?.due ?? '') > Date.now(),
              );
            },
            { timeout: 45_000 },
          )
          .toEqual(practised);

        // The next need of a piece that could not load loads it.
        await learner.getByRole('button', { name: 'Minhas habilidades' }).click();
        await expect(
          learner.getByText('Cada plantinha cresce quando você pratica e revisa.'),
        ).toBeVisible();
        await context.close();
      });
    }
  });
}
