// Screenshots of each view for people to look at: artifacts/screenshots/<size>-<view>.png.
import type { Page, TestInfo } from '@playwright/test';
import { join } from 'node:path';
import { ARTIFACTS } from '../harness/paths.ts';
import { settle } from './learner.ts';

export async function screenshot(
  page: Page,
  testInfo: TestInfo,
  view: string,
  fullPage = true,
): Promise<void> {
  await settle(page);
  await page.screenshot({
    path: join(ARTIFACTS, 'screenshots', `${testInfo.project.name}-${view}.png`),
    fullPage,
  });
}
