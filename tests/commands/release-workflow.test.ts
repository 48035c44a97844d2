// The hosted release (docs/decisions/0036-publishing-is-a-release.md): the workflow a Sanity
// webhook starts exports the content, runs the tests that guard it, builds the app and deploys
// it to the static host the README names, in that order, and docs/hosted-release.md says how to set it up.
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { expect, test } from 'vitest';
import { parse } from 'yaml';
import { stepNames } from '@ths/content-export/release-report';

const ROOT = resolve(import.meta.dirname, '../..');
type Step = {
  name?: string;
  id?: string;
  if?: string;
  shell?: string;
  'continue-on-error'?: boolean;
  run?: string;
  uses?: string;
  with?: Record<string, string>;
  env?: Record<string, string>;
};
type Workflow = {
  on: Record<string, { types?: string[] } | null>;
  jobs: Record<string, { steps: Step[]; env?: Record<string, string> }>;
};
const workflowText = readFileSync(resolve(ROOT, '.github/workflows/release.yml'), 'utf8');
const workflow = parse(workflowText) as Workflow;
const steps = Object.values(workflow.jobs).flatMap((job) => job.steps);
const indexOf = (match: (step: Step) => boolean) => steps.findIndex(match);

test('the webhook starts it: a repository_dispatch of the type docs/hosted-release.md tells Sanity to send', () => {
  expect(workflow.on.repository_dispatch?.types).toEqual(['sanity-content-published']);
  const readme = readFileSync(resolve(ROOT, 'docs/hosted-release.md'), 'utf8');
  expect(readme).toContain('"event_type": "sanity-content-published"');
});

test('it exports, runs the content tests, builds and deploys, in that order', () => {
  const exported = indexOf((step) => /^pnpm content\b/.test(step.run ?? ''));
  const tested = indexOf((step) => /vitest run .*tests\/content/.test(step.run ?? ''));
  const built = indexOf((step) => /^pnpm --filter @ths\/app build\b/.test(step.run ?? ''));
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

test('it reads the published dataset the Studio edits, and every name it needs is in docs/hosted-release.md', () => {
  const env = Object.values(workflow.jobs)[0]?.env ?? {};
  expect(Object.keys(env)).toEqual(
    expect.arrayContaining(['SANITY_STUDIO_PROJECT_ID', 'SANITY_STUDIO_DATASET']),
  );
  const readme = readFileSync(resolve(ROOT, 'docs/hosted-release.md'), 'utf8');
  const text = readFileSync(resolve(ROOT, '.github/workflows/release.yml'), 'utf8');
  for (const [, name] of text.matchAll(/\$\{\{ (?:secrets|vars)\.(\w+) \}\}/g)) {
    expect(readme, `docs/hosted-release.md explains ${name}`).toContain(name);
  }
});

// Hosted status (docs/decisions/0057-hosted-release-status.md).
const REPORT = 'node content-export/src/release-report-cli.ts';
const reportOf = (step: 'building' | 'live' | 'failed') =>
  indexOf((candidate) => candidate.run === `${REPORT} ${step}`);

test('it reports building before the export, live after the deploy, and a failure at the end', () => {
  const [building, live, failed] = [reportOf('building'), reportOf('live'), reportOf('failed')];
  const exported = indexOf((step) => step.id === 'export');
  const install = indexOf((step) => step.id === 'install');
  const deployed = indexOf((step) => step.id === 'deploy');
  expect(building).toBeGreaterThanOrEqual(0);
  expect(building).toBeLessThan(install);
  expect(install).toBeLessThan(exported);
  expect(live).toBeGreaterThan(deployed);
  expect(failed).toBe(steps.length - 1);
  // Only when the school set it up, and a report that fails never stops the release.
  for (const index of [building, live, failed]) {
    expect(steps[index]?.if).toContain("vars.RELEASE_STATUS_URL != ''");
    expect(steps[index]?.['continue-on-error']).toBe(true);
  }
  expect(steps[live]?.if).not.toContain('failure()');
  expect(steps[failed]?.if).toMatch(/^\(failure\(\) \|\| cancelled\(\)\) && /);
  expect(steps[failed]?.env?.RELEASE_STEPS).toBe('${{ toJSON(steps) }}');
  const env = Object.values(workflow.jobs)[0]?.env ?? {};
  expect(Object.keys(env)).toEqual(
    expect.arrayContaining(['RELEASE_STATUS_URL', 'RELEASE_STATUS_SECRET', 'RELEASE_RUN']),
  );
});

test('every step that can fail the release has an id the failure report names it by', () => {
  const building = reportOf('building');
  const guarded = steps.slice(building + 1).filter((step) => !step.run?.startsWith(REPORT));
  expect(guarded.map((step) => step.id)).toEqual(['install', 'export', 'tests', 'build', 'deploy']);
  // The report reads names without a YAML parser (it runs before `pnpm install`): it agrees.
  const names = stepNames(workflowText);
  for (const step of guarded) expect(names.get(step.id!)).toBe(step.name);
  // Steps that print their reason keep it where the report reads it, and still fail (pipefail).
  for (const step of guarded.filter((candidate) => candidate.run)) {
    expect(step.shell).toBe('bash');
    expect(step.run).toMatch(new RegExp(`2>&1 \\| tee "\\$RUNNER_TEMP/${step.id}\\.log"$`));
  }
});

test('on a failure the report sends the failing step’s name and the end of what it printed', async () => {
  const received: Array<{ authorization?: string; body: unknown }> = [];
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      received.push({ authorization: request.headers.authorization, body: JSON.parse(body) });
      response.writeHead(200, { 'content-type': 'application/json' }).end('{"recorded":"failed"}');
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const temp = mkdtempSync(join(tmpdir(), 'ths-report-'));
  try {
    writeFileSync(
      join(temp, 'export.log'),
      '\u001b[31mO conteúdo não foi exportado:\u001b[39m\nscenario-12 › title: obrigatório\n',
    );
    await promisify(execFile)(
      process.execPath,
      [`${ROOT}/content-export/src/release-report-cli.ts`, 'failed'],
      {
        env: {
          ...process.env,
          RELEASE_STATUS_URL: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/release-status`,
          RELEASE_STATUS_SECRET: 'segredo',
          RELEASE_RUN: '42-1',
          RUNNER_TEMP: temp,
          RELEASE_STEPS: JSON.stringify({
            install: { outcome: 'success', conclusion: 'success' },
            export: { outcome: 'failure', conclusion: 'failure' },
          }),
        },
      },
    );
  } finally {
    server.close();
    rmSync(temp, { recursive: true, force: true });
  }
  expect(received).toEqual([
    {
      authorization: 'Bearer segredo',
      body: {
        run: '42-1',
        step: 'failed',
        message:
          'A etapa “Exportar o conteúdo publicado” falhou.\nO conteúdo não foi exportado:\nscenario-12 › title: obrigatório',
      },
    },
  ]);
});
