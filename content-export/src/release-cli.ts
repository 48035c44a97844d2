#!/usr/bin/env node
// The release receiver (docs/decisions/0036-publishing-is-a-release.md), started by `pnpm studio`
// beside the local Content Lake:
//   release-receiver --lake <url> [--port 3335] [--out <folder>] [--app <url>]
// The webhook's secret comes from RELEASE_WEBHOOK_SECRET (never from the command line, where
// other users of the machine could read it).
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { startReleaseReceiver } from './release-receiver.ts';

const packageDir = resolve(import.meta.dirname, '..');
const { values } = parseArgs({
  options: {
    lake: { type: 'string' },
    port: { type: 'string' },
    out: { type: 'string' },
    app: { type: 'string' },
  },
  strict: true,
});
const secret = process.env.RELEASE_WEBHOOK_SECRET ?? '';
if (!values.lake || secret === '') {
  console.error(
    '✗ Uso: RELEASE_WEBHOOK_SECRET=<segredo> release-receiver --lake <http://127.0.0.1:3334> [--port 3335] [--out <pasta>] [--app <http://localhost:5173>]',
  );
  process.exit(1);
}
const receiver = await startReleaseReceiver({
  secret,
  source: { kind: 'live', projectId: 'offline', dataset: 'production', apiHost: values.lake },
  outDir: resolve(values.out ?? resolve(packageDir, '../app/src/content/generated')),
  appUrl: values.app ?? 'http://localhost:5173',
  port: Number(values.port ?? 3335),
});
console.log(`Publicar → exportar: receptor em ${receiver.url}/release`);
const stop = async () => {
  await receiver.close();
  process.exit(0);
};
process.once('SIGINT', () => void stop());
process.once('SIGTERM', () => void stop());
