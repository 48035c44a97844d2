// On publish, the lake sends what a Sanity GROQ-powered webhook sends
// (docs/decisions/0036-publishing-is-a-release.md): one signed POST per published document that
// changed, after the snapshot file holds it. The signature is made by @sanity/webhook, the same
// package the receiver verifies it with, so the release path is the hosted one.
import { encodeSignatureHeader, SIGNATURE_HEADER_NAME } from '@sanity/webhook';
import { randomUUID } from 'node:crypto';
import { isPublishedId, type Transaction } from './dataset.ts';

export type Webhook = {
  /** Where to POST, e.g. the release receiver's `http://127.0.0.1:3335/release`. */
  url: string;
  /** The secret the webhook is signed with, as set on a Sanity webhook. */
  secret: string;
};

/** The body, as a webhook with the projection `{_id, _type, _rev, "operation": delta::operation()}` sends it. */
export type WebhookBody = {
  _id: string;
  _type: string;
  _rev: string | null;
  operation: 'create' | 'update' | 'delete';
};

export type WebhookDelivery = { url: string; documentId: string; status: number | string };

/** The requests of one transaction: one per published document it changed. */
export function webhookRequests(
  transaction: Transaction,
  projectId: string,
  dataset: string,
): Array<{ body: string; documentId: string; headers: Record<string, string> }> {
  return transaction.changes
    .filter((change) => isPublishedId(change.documentId))
    .map((change) => {
      const document = change.after ?? change.before;
      const body: WebhookBody = {
        _id: change.documentId,
        _type: String(document?._type ?? ''),
        _rev: change.after ? String(change.after._rev) : null,
        operation: change.before === null ? 'create' : change.after === null ? 'delete' : 'update',
      };
      return {
        body: JSON.stringify(body),
        documentId: change.documentId,
        headers: {
          'content-type': 'application/json',
          'sanity-project-id': projectId,
          'sanity-dataset': dataset,
          'sanity-document-id': change.documentId,
          'sanity-transaction-id': transaction.id,
          'sanity-transaction-time': transaction.timestamp,
          'sanity-operation': body.operation,
          'sanity-webhook-id': 'local-release',
          'idempotency-key': randomUUID(),
        },
      };
    });
}

/**
 * Sends the transaction's webhooks, one after the other, and reports each delivery. A receiver
 * that is down is reported, not retried: the next publish sends again, and the export reads the
 * whole dataset each time.
 */
export async function sendWebhooks(
  webhooks: readonly Webhook[],
  transaction: Transaction,
  projectId: string,
  dataset: string,
  onDelivery: (delivery: WebhookDelivery) => void,
): Promise<void> {
  for (const webhook of webhooks) {
    for (const request of webhookRequests(transaction, projectId, dataset)) {
      const signature = await encodeSignatureHeader(request.body, Date.now(), webhook.secret);
      try {
        const response = await fetch(webhook.url, {
          method: 'POST',
          headers: { ...request.headers, [SIGNATURE_HEADER_NAME]: signature },
          body: request.body,
        });
        await response.body?.cancel();
        onDelivery({ url: webhook.url, documentId: request.documentId, status: response.status });
      } catch (error) {
        onDelivery({
          url: webhook.url,
          documentId: request.documentId,
          status: error instanceof Error ? error.message : String(error),
        });
      }
    }
  }
}
