// The hosted release (docs/decisions/0036-publishing-is-a-release.md): the workflow a Sanity
// webhook starts exports the content, runs the tests that guard it, builds the app and deploys
// it to the static host the README names, in that order, and the README says how to set it up.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, test } from 'vitest';
import { parse } from 'yaml';

const ROOT = resolve(import.meta.dirname, '../..');
type Step = { name?: string; run?: string; uses?: string; with?: Record<string, string> };
type Workflow = {
  on: Record<string, { types?: string[] } | null>;
  jobs: Record<string, { steps: Step[]; env?: Record<string, string> }>;
};
const workflow = parse(
  readFileSync(resolve(ROOT, '.github/workflows/release.yml'), 'utf8'),
) as Workflow;
const steps = Object.values(workflow.jobs).flatMap((job) => job.steps);
const indexOf = (match: (step: Step) => boolean) => steps.findIndex(match);

test('the webhook starts it: a repository_dispatch of the type the README tells Sanity to send', () => {
  expect(workflow.on.repository_dispatch?.types).toEqual(['sanity-content-published']);
  const readme = readFileSync(resolve(ROOT, 'README.md'), 'utf8');
  expect(readme).toContain('"event_type": "sanity-content-published"');
});

test('it exports, runs the content tests, builds and deploys, in that order', () => {
  const exported = indexOf((step) => step.run === 'pnpm content');
  const tested = indexOf((step) => /vitest run .*tests\/content/.test(step.run ?? ''));
  const built = indexOf((step) => step.run === 'pnpm --filter @ths/app build');
  const deployed = indexOf(
    (step) =>
      step.uses?.startsWith('cloudflare/wrangler-action@') === true &&
      /^pages deploy app\/dist /.test(step.with?.command ?? ''),
  );
  expect([exported, tested, built, deployed].every((index) => index >= 0)).toBe(true);
  expect(exported).toBeLessThan(tested);
  expect(tested).toBeLessThan(built);
  expect(built).toBeLessThan(deployed);
  // The content tests include the ones that keep the Studio and the export in agreement.
  expect(steps[tested]?.run).toContain('content-export');
});

test('it reads the published dataset the Studio edits, and every name it needs is in the README', () => {
  const env = Object.values(workflow.jobs)[0]?.env ?? {};
  expect(Object.keys(env)).toEqual(
    expect.arrayContaining(['SANITY_STUDIO_PROJECT_ID', 'SANITY_STUDIO_DATASET']),
  );
  const readme = readFileSync(resolve(ROOT, 'README.md'), 'utf8');
  const text = readFileSync(resolve(ROOT, '.github/workflows/release.yml'), 'utf8');
  for (const [, name] of text.matchAll(/\$\{\{ (?:secrets|vars)\.(\w+) \}\}/g)) {
    expect(readme, `README explains ${name}`).toContain(name);
  }
});
