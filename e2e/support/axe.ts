// axe-core with every WCAG 2.0, 2.1 and 2.2 A and AA rule. Each check writes its full result to
// artifacts/axe/<name>.json (the report a reviewer reads) and fails on any violation, listing
// the rule, the help text and the elements.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, type TestInfo } from '@playwright/test';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ARTIFACTS } from '../harness/paths.ts';
import { settle } from './learner.ts';

export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];
const AXE_DIR = join(ARTIFACTS, 'axe');

export async function expectAccessible(
  page: Page,
  testInfo: TestInfo,
  view: string,
): Promise<void> {
  await settle(page);
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  mkdirSync(AXE_DIR, { recursive: true });
  const name = `${testInfo.project.name}-${view}`;
  writeFileSync(join(AXE_DIR, `${name}.json`), JSON.stringify(results, null, 2));
  const violations = results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help}\n${violation.nodes
        .map((node) => `    ${node.target.join(' ')}: ${node.failureSummary ?? ''}`)
        .join('\n')}`,
  );
  expect(violations, `axe-core WCAG 2.2 A/AA violations on ${name}`).toEqual([]);
}
