// What the routes share: the dataset, its files, the queue that commits one transaction at a time,
// the open listener streams and the Studio's per-user settings.
//
// The snapshot file holds the published documents only, as `sanity dataset export --no-drafts`
// writes them (the README's way of updating the snapshot from a hosted project), so publishing is
// what changes it. Drafts, the work in progress, are kept in a separate file (draftsFile) so they
// survive a restart without ever reaching the repository's snapshot (docs/decisions/0009).
import { mkdir } from 'node:fs/promises';
import { dirname } from 'node:path';
import { isPublishedId, type Dataset, type Staging, type Transaction } from './dataset.ts';
import type { OpenStreams } from './listener.ts';
import { LOCAL_USER } from './local-user.ts';
import { toNdjson, writeFileAtomically } from './snapshot-file.ts';
import { sendWebhooks, type Webhook, type WebhookDelivery } from './webhooks.ts';

export type LakeFiles = {
  /** The published documents: read at start, rewritten on every publish. */
  snapshotFile: string;
  /** Where drafts are kept between runs; undefined keeps them in memory only. */
  draftsFile?: string;
};

/** Who hears of a publish (docs/decisions/0036-publishing-is-a-release.md). */
export type LakeWebhooks = {
  webhooks?: readonly Webhook[];
  /** Each delivery's answer (an HTTP status, or why it could not be sent). */
  onWebhookDelivery?: (delivery: WebhookDelivery) => void;
};

export type Lake = {
  dataset: Dataset;
  /** The one dataset served (`production`); any other name is a 404. */
  datasetName: string;
  /** Runs `work` after every transaction queued before it, so each sees the one before. */
  serialized: <T>(work: () => Promise<T>) => Promise<T>;
  /** Commits `staging` as one transaction and answers once the files hold it. */
  commit: (staging: Staging, transactionId: string | undefined) => Promise<Transaction | undefined>;
  streams: OpenStreams;
  keyValues: Map<string, unknown>;
  /** Settles when every queued transaction has been committed and written. */
  idle: () => Promise<unknown>;
};

export function createLake(
  dataset: Dataset,
  datasetName: string,
  files: LakeFiles,
  {
    webhooks = [],
    onWebhookDelivery = () => undefined,
    projectId = 'offline',
  }: LakeWebhooks & { projectId?: string } = {},
): Lake {
  const persist = persistence(dataset, files);
  let queue: Promise<unknown> = Promise.resolve();
  // Deliveries go one after the other, after the write they announce, and never hold up the
  // answer to the publish: the Studio learns of the release from the receiver.
  let deliveries: Promise<unknown> = Promise.resolve();
  return {
    dataset,
    datasetName,
    serialized: <T>(work: () => Promise<T>): Promise<T> => {
      const next = queue.then(work, work);
      queue = next.catch(() => undefined);
      return next;
    },
    async commit(staging, transactionId) {
      const transaction = dataset.commit(staging, { transactionId, identity: LOCAL_USER.id });
      // Answer only once the files hold the change: what the Studio shows as saved is saved.
      if (transaction) await persist(transaction);
      if (
        transaction &&
        webhooks.length > 0 &&
        transaction.changes.some((c) => isPublishedId(c.documentId))
      ) {
        deliveries = deliveries.then(() =>
          sendWebhooks(webhooks, transaction, projectId, datasetName, onWebhookDelivery),
        );
      }
      return transaction;
    },
    streams: new Set(),
    keyValues: new Map(),
    idle: () => Promise.all([queue, deliveries]),
  };
}

/** A transaction id the client chose, if it is one Sanity would take; otherwise the lake picks. */
export function transactionIdOf(body: { transactionId?: unknown }): string | undefined {
  const id = body.transactionId;
  return typeof id === 'string' && /^[a-zA-Z0-9._-]{1,128}$/.test(id) ? id : undefined;
}

/** Writes the snapshot when a transaction changed published documents, the drafts file when drafts. */
function persistence(dataset: Dataset, files: LakeFiles) {
  let writing: Promise<void> = Promise.resolve();
  return async (transaction: Transaction) => {
    const publishedChanged = transaction.changes.some((c) => isPublishedId(c.documentId));
    const draftsChanged = transaction.changes.some((c) => !isPublishedId(c.documentId));
    // Writes queue behind each other; each writes the dataset as it is when its turn comes.
    writing = writing.then(async () => {
      const all = dataset.all();
      if (publishedChanged) {
        await writeFileAtomically(
          files.snapshotFile,
          toNdjson(all.filter((doc) => isPublishedId(doc._id))),
        );
      }
      if (draftsChanged && files.draftsFile) {
        await mkdir(dirname(files.draftsFile), { recursive: true });
        await writeFileAtomically(
          files.draftsFile,
          toNdjson(all.filter((doc) => !isPublishedId(doc._id))),
        );
      }
    });
    await writing;
  };
}
