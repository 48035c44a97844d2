// `node content-export/src/release-report-cli.ts building|live|failed`: a step of
// .github/workflows/release.yml tells the status endpoint where this run is
// (docs/decisions/0057-hosted-release-status.md). Node's own modules only: "building" is sent
// before `pnpm install`.
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { failedStepId, failureMessage, stepNames, type StepsContext } from './release-report.ts';

const step = process.argv[2];
const { RELEASE_STATUS_URL: url, RELEASE_STATUS_SECRET: secret, RELEASE_RUN: run } = process.env;
if (step !== 'building' && step !== 'live' && step !== 'failed') {
  throw new Error('Usage: release-report-cli.ts building|live|failed');
}
if (!url || !secret || !run) {
  throw new Error(
    'Set RELEASE_STATUS_URL, RELEASE_STATUS_SECRET and RELEASE_RUN (README, "Publicar no ar").',
  );
}

let message: string | undefined;
if (step === 'failed') {
  const id = failedStepId(JSON.parse(process.env.RELEASE_STEPS ?? '{}') as StepsContext);
  const workflow = readFileSync(
    resolve(import.meta.dirname, '../../.github/workflows/release.yml'),
    'utf8',
  );
  // Steps that print something worth reading tee it to $RUNNER_TEMP/<id>.log.
  const log = id && join(process.env.RUNNER_TEMP ?? '', `${id}.log`);
  message = failureMessage(
    id ? (stepNames(workflow).get(id) ?? id) : undefined,
    log && existsSync(log) ? readFileSync(log, 'utf8') : undefined,
  );
}

const answer = await fetch(url, {
  method: 'POST',
  headers: { authorization: `Bearer ${secret}`, 'content-type': 'application/json' },
  body: JSON.stringify({ run, step, ...(message === undefined ? {} : { message }) }),
});
console.log(`release status: ${step} → ${answer.status} ${await answer.text()}`);
if (!answer.ok) process.exitCode = 1;
