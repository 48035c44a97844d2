#!/usr/bin/env node
// Starts the local Content Lake: `pnpm --filter @ths/local-content-lake start` (pnpm studio starts
// it for the Studio).
//   --snapshot FILE   the published documents (default studio/dataset/production.ndjson)
//   --drafts FILE     where drafts are kept (default .local-content-lake/drafts.ndjson)
//   --port N          default 3334; HOST is always 127.0.0.1
//   --studio-origin O the origin of the Studio's pages, e.g. http://localhost:3333 (repeatable):
//                     the only pages it answers (docs/decisions/0060); by default the Studio's
//                     on STUDIO_PORT (3333) at localhost, 127.0.0.1 and [::1]
//   --webhook URL     on publish, POST a signed GROQ-powered webhook there, signed with the secret
//                     in LOCAL_CONTENT_LAKE_WEBHOOK_SECRET (docs/decisions/0036-publishing-is-a-release.md)
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { studioOrigin } from './http.ts';
import { startContentLake } from './server.ts';

export const DEFAULT_PORT = 3334;
const root = resolve(import.meta.dirname, '../../..');

const { values } = parseArgs({
  options: {
    snapshot: { type: 'string' },
    drafts: { type: 'string' },
    port: { type: 'string' },
    'project-id': { type: 'string' },
    dataset: { type: 'string' },
    webhook: { type: 'string' },
    'studio-origin': { type: 'string', multiple: true },
  },
});

/** The origins `sanity dev --port <port>` is opened at: what `pnpm studio` prints and its aliases. */
const studioOriginsAt = (port: string | number): string[] =>
  ['localhost', '127.0.0.1', '[::1]'].map((host) => `http://${host}:${port}`);

const secret = process.env.LOCAL_CONTENT_LAKE_WEBHOOK_SECRET ?? '';
if (values.webhook && secret === '') {
  console.error(
    '✗ --webhook precisa do segredo da assinatura em LOCAL_CONTENT_LAKE_WEBHOOK_SECRET (o mesmo do receptor).',
  );
  process.exit(1);
}

const studioOrigins = values['studio-origin'] ?? studioOriginsAt(process.env.STUDIO_PORT ?? 3333);
for (const origin of studioOrigins) {
  try {
    studioOrigin(origin);
  } catch (error) {
    console.error(`✗ --studio-origin: ${(error as Error).message}`);
    process.exit(1);
  }
}

const lake = await startContentLake({
  snapshotFile: resolve(values.snapshot ?? resolve(root, 'studio/dataset/production.ndjson')),
  draftsFile: resolve(values.drafts ?? resolve(root, '.local-content-lake/drafts.ndjson')),
  projectId: values['project-id'] ?? 'offline',
  dataset: values.dataset ?? 'production',
  port: values.port === undefined ? DEFAULT_PORT : Number(values.port),
  studioOrigins,
  onUnsupported: (method, path) => console.warn(`not served: ${method} ${path}`),
  webhooks: values.webhook ? [{ url: values.webhook, secret }] : [],
  onWebhookDelivery: ({ url, documentId, status }) => {
    if (status !== 202) console.warn(`webhook ${documentId} → ${url}: ${status}`);
  },
});
console.log(`Local Content Lake listening on ${lake.url} (${lake.dataset.all().length} documents)`);
const stop = async () => {
  await lake.close();
  process.exit(0);
};
process.once('SIGINT', () => void stop());
process.once('SIGTERM', () => void stop());
